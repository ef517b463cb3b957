import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ParaventApi } from '../shared/ipc';

/** A fake electron module: the bridge records what is exposed. */
const fake = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  ipcRenderer: { invoke: () => Promise.resolve(), on: () => undefined, removeListener: () => undefined },
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => fake.exposed.set(key, api) },
  ipcRenderer: fake.ipcRenderer,
}));

/** Every key of ParaventApi, checked against the interface at compile time. */
const API_KEYS = [
  'autosave',
  'closeWindow',
  'getAppInfo',
  'getRecovery',
  'host',
  'importFile',
  'listBackups',
  'listRecentFiles',
  'onCloseRequested',
  'onExternalFile',
  'onHostNotice',
  'onMenuCommand',
  'openFile',
  'openPlayerDisplay',
  'openRecentFile',
  'playersLink',
  'print',
  'publishDisplayFeed',
  'publishDisplayPatch',
  'readBackup',
  'saveFile',
  'saveFileAs',
  'setColorScheme',
  'setMenu',
  'snapshot',
  'writeLog',
] as const;
expectTypeOf<(typeof API_KEYS)[number]>().toEqualTypeOf<keyof ParaventApi>();

describe('preload', () => {
  it('exposes exactly window.paravent with the ParaventApi keys, and never ipcRenderer', async () => {
    process.argv.push('--paravent-role=gm');
    await import('./index');
    process.argv.pop();
    expect([...fake.exposed.keys()]).toEqual(['paravent']);
    const api = fake.exposed.get('paravent');
    expect(typeof api === 'object' && api !== null ? Object.keys(api).sort() : []).toEqual([...API_KEYS]);
    expect(Object.values(api ?? {})).not.toContain(fake.ipcRenderer);
    expect(api).toMatchObject({ host: 'desktop' });
  });
});
