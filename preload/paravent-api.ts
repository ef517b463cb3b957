import { INVOKE, PUSH } from '../shared/ipc';
import type { AppInfo, InvokeChannel, ParaventApi, WindowRole } from '../shared/ipc';

/** The parts of `ipcRenderer` the API uses. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const ROLE_ARGUMENT = '--paravent-role=';

/** The window role main passed as `--paravent-role=gm|display`, or null when absent or unknown. */
export function readRole(argv: readonly string[]): WindowRole | null {
  const value = argv.find((arg) => arg.startsWith(ROLE_ARGUMENT))?.slice(ROLE_ARGUMENT.length);
  return value === 'gm' || value === 'display' ? value : null;
}

function isAppInfo(value: unknown): value is AppInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    'host' in value &&
    (value.host === 'desktop' || value.host === 'web') &&
    'version' in value &&
    typeof value.version === 'string' &&
    'platform' in value &&
    typeof value.platform === 'string'
  );
}

/**
 * `window.paravent` for the desktop host, built from the channels of shared/ipc.ts. A channel this
 * window's role may not use is refused here already (main refuses it again, whatever the preload says).
 */
export function createParaventApi(ipc: IpcRendererLike, role: WindowRole | null): ParaventApi {
  const invoke = async (channel: InvokeChannel<undefined>): Promise<unknown> => {
    if (role === null || !channel.roles.includes(role)) {
      throw new Error(`Cette fenêtre ne peut pas appeler ${channel.name}`);
    }
    return ipc.invoke(channel.name);
  };
  return {
    host: 'desktop',
    async getAppInfo() {
      const info = await invoke(INVOKE.getAppInfo);
      if (!isAppInfo(info)) throw new Error('Réponse inattendue du processus principal (getAppInfo)');
      return info;
    },
    async openPlayerDisplay() {
      await invoke(INVOKE.openPlayerDisplay);
    },
    onMenuCommand(listener) {
      const relay = (_event: unknown, payload: unknown) => {
        const parsed = PUSH.menuCommand.parse(payload);
        if (parsed.ok) listener(parsed.value);
      };
      ipc.on(PUSH.menuCommand.name, relay);
      return () => {
        ipc.removeListener(PUSH.menuCommand.name, relay);
      };
    },
  } satisfies ParaventApi;
}
