import { describe, expect, it, vi } from 'vitest';
import { FILE_INVOKE, WINDOW_INVOKE } from '../../shared/ipc';
import { createWindowRoleRegistry } from '../windows/window-roles';
import type { InvokeEventLike } from './check-sender';

type Handler = (event: InvokeEventLike, ...args: unknown[]) => Promise<unknown>;
const fake = vi.hoisted(() => ({ handlers: new Map<string, Handler>() }));
vi.mock('electron', () => ({
  ipcMain: { handle: (channel: string, handler: Handler) => fake.handlers.set(channel, handler) },
}));
const { createIpcGate } = await import('./register');
const { registerFileHandlers, registerWindowHandlers } = await import('./handlers');

function setUp() {
  fake.handlers.clear();
  const roles = createWindowRoleRegistry();
  roles.register(1, 'gm');
  roles.register(2, 'display');
  const files = {
    open: vi.fn(async () => ({ status: 'cancelled' as const })),
    save: vi.fn(async () => ({ status: 'cancelled' as const })),
    saveAs: vi.fn(async () => ({ status: 'cancelled' as const })),
    importFile: vi.fn(async () => ({ status: 'cancelled' as const })),
    listRecent: vi.fn(() => []),
    openRecent: vi.fn(async () => ({ status: 'cancelled' as const })),
  };
  const backups = {
    update: vi.fn(),
    snapshot: vi.fn(),
    list: vi.fn(async () => []),
    read: vi.fn(async () => null),
    recovery: vi.fn(async () => null),
  };
  const gate = createIpcGate({ trustedOrigins: ['app://paravent'], roles }, vi.fn());
  registerFileHandlers(gate, { files, backups });
  const window = {
    print: vi.fn(async () => ({ status: 'printed' as const })),
    setColorScheme: vi.fn(),
  };
  registerWindowHandlers(gate, window);
  const call = (channel: string, sender: number, ...args: unknown[]) =>
    fake.handlers.get(channel)?.(
      { sender: { id: sender }, senderFrame: { url: 'app://paravent/index.html', parent: null } },
      ...args,
    );
  return { files, backups, window, call };
}

describe('file handlers behind the IPC gate', () => {
  it('registers every FILE_INVOKE channel', () => {
    setUp();
    expect(Object.values(FILE_INVOKE).every((c) => fake.handlers.has(c.name))).toBe(true);
  });

  it('passes a valid save request from the GM window', async () => {
    const { files, call } = setUp();
    await call(FILE_INVOKE.saveFile.name, 1, { handle: null, text: '{}', suggestedName: 'a' });
    expect(files.save).toHaveBeenCalledWith({ handle: null, text: '{}', suggestedName: 'a' });
  });

  it.each([
    [
      'a path instead of a handle',
      FILE_INVOKE.saveFile.name,
      { handle: '/etc/passwd', text: '{}', suggestedName: 'a' },
    ],
    [
      'a text over 5 MB',
      FILE_INVOKE.autosave.name,
      { encounterId: 'e', text: 'x'.repeat(5 * 1024 * 1024 + 1) },
    ],
    ['a backup id with a path', FILE_INVOKE.readBackup.name, '../recent-files.json'],
    [
      'an unknown snapshot reason',
      FILE_INVOKE.snapshot.name,
      { encounterId: 'e', text: '{}', reason: 'evil' },
    ],
  ])('refuses %s', async (_what, channel, payload) => {
    const { files, backups, call } = setUp();
    await expect(call(channel, 1, payload)).rejects.toThrow(/données invalides/);
    expect(files.save).not.toHaveBeenCalled();
    expect(backups.update).not.toHaveBeenCalled();
    expect(backups.read).not.toHaveBeenCalled();
  });

  it('refuses every files channel to the players’ display', async () => {
    const { files, call } = setUp();
    await expect(call(FILE_INVOKE.openFile.name, 2)).rejects.toThrow(/rôle/);
    expect(files.open).not.toHaveBeenCalled();
  });
});

describe('the GM window’s own handlers behind the IPC gate', () => {
  it('prints the GM window, for the GM window only', async () => {
    const { window, call } = setUp();
    await expect(call(WINDOW_INVOKE.print.name, 1)).resolves.toEqual({ status: 'printed' });
    await expect(call(WINDOW_INVOKE.print.name, 2)).rejects.toThrow(/rôle/);
    expect(window.print).toHaveBeenCalledOnce();
  });

  it('follows the theme it is told, and refuses anything but light or dark', async () => {
    const { window, call } = setUp();
    await call(WINDOW_INVOKE.setColorScheme.name, 1, 'light');
    await expect(call(WINDOW_INVOKE.setColorScheme.name, 1, 'url(javascript:x)')).rejects.toThrow(
      /données invalides/,
    );
    expect(window.setColorScheme.mock.calls).toEqual([['light']]);
  });
});
