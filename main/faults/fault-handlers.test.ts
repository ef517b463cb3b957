import { describe, expect, it, vi } from 'vitest';
import type { HostNotice } from '../../shared/ipc';
import { installFaultHandlers, startLocalCrashDumps, type FaultSource } from './fault-handlers';

/** A fake `process` that keeps its listeners so a test can raise a fault. */
function fakeProcess() {
  const listeners = new Map<string, (fault: unknown) => void>();
  const source: FaultSource = {
    on: (event, listener) => listeners.set(event, listener),
  };
  return { source, raise: (event: string, fault: unknown) => listeners.get(event)?.(fault) };
}

function setUp(language: 'fr' | 'en' = 'fr') {
  const { source, raise } = fakeProcess();
  const lines: string[] = [];
  const notices: HostNotice[] = [];
  let clock = 0;
  installFaultHandlers({
    source,
    log: (line) => lines.push(line),
    tellGm: (notice) => notices.push(notice),
    language: () => language,
    now: () => clock,
  });
  return { raise, lines, notices, tick: (ms: number) => (clock += ms) };
}

describe('faults of the main process', () => {
  it('an uncaught exception is logged with its stack and told to the GM in French', () => {
    const { raise, lines, notices } = setUp('fr');
    const error = new Error('EACCES: permission refusée');
    raise('uncaughtException', error);
    expect(lines[0]).toContain('Exception non rattrapée');
    expect(lines[0]).toContain(error.stack?.split('\n')[1]?.trim() ?? 'at ');
    expect(notices).toEqual([
      { tone: 'error', message: expect.stringContaining('Paravent a rencontré une erreur interne (EACCES') },
    ]);
    expect(notices[0].message).toContain('Le combat en cours est gardé');
  });

  it('a rejected promise nobody listened to is logged and told, in English for an English GM', () => {
    const { raise, lines, notices } = setUp('en');
    raise('unhandledRejection', 'disk full');
    expect(lines[0]).toMatch(/Promesse rejetée.*disk full/);
    expect(notices[0].message).toMatch(/^Paravent met an internal error \(disk full\)/);
    expect(notices[0].message).toContain('Help › Open the logs folder');
  });

  it('a fault that repeats is logged each time, told once a minute at most', () => {
    const { raise, lines, notices, tick } = setUp();
    for (let i = 0; i < 5; i += 1) raise('unhandledRejection', new Error(`boucle ${i}`));
    expect(lines).toHaveLength(5);
    expect(notices).toHaveLength(1);
    tick(60_000);
    raise('uncaughtException', new Error('encore'));
    expect(notices).toHaveLength(2);
  });
});

describe('crash dumps', () => {
  it('are written in the log folder, on this computer only (no upload)', () => {
    const crashReporter = { start: vi.fn() };
    const app = { setPath: vi.fn() };
    startLocalCrashDumps({ crashReporter, app, folder: '/data/logs/crashes' });
    expect(app.setPath).toHaveBeenCalledWith('crashDumps', '/data/logs/crashes');
    expect(crashReporter.start).toHaveBeenCalledWith(expect.objectContaining({ uploadToServer: false }));
    expect(app.setPath.mock.invocationCallOrder[0]).toBeLessThan(
      crashReporter.start.mock.invocationCallOrder[0],
    );
  });
});
