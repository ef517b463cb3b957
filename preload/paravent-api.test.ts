import { describe, expect, it, vi } from 'vitest';
import { FILE_INVOKE, FILE_PUSH, INVOKE, PUSH, WINDOW_PUSH } from '../shared/ipc';
import { createParaventApi, readRole } from './paravent-api';
import type { IpcRendererLike } from './paravent-api';

type Relay = (event: unknown, ...args: unknown[]) => void;

/** A fake ipcRenderer answering invokes with `answer` and keeping the push listeners. */
function fakeIpc(answer: unknown = undefined) {
  const listeners = new Map<string, Relay>();
  const ipc = {
    invoke: vi.fn(async (_channel: string) => answer),
    on: vi.fn((channel: string, listener: Relay) => listeners.set(channel, listener)),
    removeListener: vi.fn((channel: string, listener: Relay) => {
      if (listeners.get(channel) === listener) listeners.delete(channel);
    }),
  } satisfies IpcRendererLike;
  const push = (payload: unknown) => listeners.get(PUSH.menuCommand.name)?.({ sender: 'ipc event' }, payload);
  return { ipc, listeners, push };
}

describe('readRole', () => {
  it.each([
    [['electron', '--paravent-role=gm'], 'gm'],
    [['--paravent-role=display'], 'display'],
    [['--paravent-role=admin'], null],
    [[], null],
  ])('%j → %s', (argv, role) => {
    expect(readRole(argv)).toBe(role);
  });
});

describe('createParaventApi (desktop host)', () => {
  it('asks main for the app info on its channel and checks the answer', async () => {
    const info = { host: 'desktop', version: '0.1.0', platform: 'linux' };
    const { ipc } = fakeIpc(info);
    await expect(createParaventApi(ipc, 'gm').getAppInfo()).resolves.toEqual(info);
    expect(ipc.invoke).toHaveBeenCalledExactlyOnceWith(INVOKE.getAppInfo.name);
    await expect(createParaventApi(fakeIpc({ host: 'evil' }).ipc, 'gm').getAppInfo()).rejects.toThrow();
  });

  it('opens the player display from the GM window', async () => {
    const { ipc } = fakeIpc();
    await createParaventApi(ipc, 'gm').openPlayerDisplay();
    expect(ipc.invoke).toHaveBeenCalledExactlyOnceWith(INVOKE.openPlayerDisplay.name);
  });

  it('relays the close request (no payload only) and answers it on the close channel, from the GM window only', async () => {
    const { ipc, listeners } = fakeIpc();
    const listener = vi.fn();
    const api = createParaventApi(ipc, 'gm');
    const stop = api.onCloseRequested(listener);
    const relay = listeners.get(WINDOW_PUSH.closeRequested.name);
    relay?.({ sender: 'ipc event' }, 'forged');
    relay?.({ sender: 'ipc event' });
    expect(listener).toHaveBeenCalledOnce();
    stop();
    expect(listeners.has(WINDOW_PUSH.closeRequested.name)).toBe(false);
    await api.closeWindow();
    expect(ipc.invoke).toHaveBeenCalledExactlyOnceWith(INVOKE.closeWindow.name);
    await expect(createParaventApi(ipc, 'display').closeWindow()).rejects.toThrow(/ne peut pas/);
  });

  it.each([['display' as const], [null]])(
    'refuses openPlayerDisplay in a %s window without calling main',
    async (role) => {
      const { ipc } = fakeIpc();
      await expect(createParaventApi(ipc, role).openPlayerDisplay()).rejects.toThrow(/ne peut pas/);
      expect(ipc.invoke).not.toHaveBeenCalled();
    },
  );

  it('relays valid menu commands only, and only the id (never the IPC event)', () => {
    const { ipc, push } = fakeIpc();
    const listener = vi.fn();
    createParaventApi(ipc, 'gm').onMenuCommand(listener);
    push('display.open');
    push('<img onerror=alert(1)>');
    push(42);
    push({ id: 'display.open' });
    expect(listener.mock.calls).toEqual([['display.open']]);
  });

  it('unsubscribes the very listener it added', () => {
    const { ipc, listeners, push } = fakeIpc();
    const listener = vi.fn();
    const unsubscribe = createParaventApi(ipc, 'gm').onMenuCommand(listener);
    unsubscribe();
    expect(listeners.size).toBe(0);
    push('display.open');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createFilesApi (desktop host, files and backups)', () => {
  it('sends a checked payload on its channel and checks the answer', async () => {
    const { ipc } = fakeIpc({ status: 'saved', handle: null, name: 'a.paravent.json' });
    const api = createParaventApi(ipc, 'gm');
    await expect(api.saveFile({ handle: null, text: '{}', suggestedName: 'a' })).resolves.toEqual({
      status: 'saved',
      handle: null,
      name: 'a.paravent.json',
    });
    expect(ipc.invoke).toHaveBeenCalledWith(FILE_INVOKE.saveFile.name, {
      handle: null,
      text: '{}',
      suggestedName: 'a',
    });
  });

  it('refuses a forged path as a handle before calling main', async () => {
    const { ipc } = fakeIpc();
    await expect(createParaventApi(ipc, 'gm').openRecentFile('/etc/passwd')).rejects.toThrow(
      /Données refusées/,
    );
    expect(ipc.invoke).not.toHaveBeenCalled();
  });

  it('refuses files and backups in the players’ display', async () => {
    const { ipc } = fakeIpc();
    await expect(createParaventApi(ipc, 'display').getRecovery()).rejects.toThrow(/ne peut pas/);
    expect(ipc.invoke).not.toHaveBeenCalled();
  });

  it('throws on an answer of the wrong shape', async () => {
    await expect(
      createParaventApi(fakeIpc({ status: 'opened', file: { path: '/x' } }).ipc, 'gm').openFile(),
    ).rejects.toThrow(/inattendue/);
  });

  it('relays valid external files only', () => {
    const { ipc, listeners } = fakeIpc();
    const listener = vi.fn();
    createParaventApi(ipc, 'gm').onExternalFile(listener);
    const relay = listeners.get(FILE_PUSH.externalFile.name);
    relay?.({}, { ok: true, file: { handle: null, name: 'a.paravent.json', text: '{}' } });
    relay?.({}, { ok: true, file: { handle: '../../x', name: 'a', text: '{}' } });
    relay?.({}, 'nope');
    expect(listener.mock.calls).toEqual([
      [{ ok: true, file: { handle: null, name: 'a.paravent.json', text: '{}' } }],
    ]);
  });
});
