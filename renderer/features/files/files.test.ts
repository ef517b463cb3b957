import { describe, expect, it, vi } from 'vitest';
import { createEncounter, replay } from '../../../shared/combat';
import type { Encounter } from '../../../shared/combat';
import type { BackupSnapshot, FilesApi, OpenFileResult } from '../../../shared/ipc';
import { createAutosave } from './autosave';
import {
  checkRecovery,
  importFile,
  openEncounterFile,
  readDroppedFiles,
  restoreBackup,
  saveEncounter,
  serializeEncounter,
} from './encounter-files';

function fight(): Encounter {
  const start = createEncounter({ id: 'enc-1', name: 'Embuscade', system: 'dnd35', seed: 3 });
  return replay(start, [{ type: 'combatant-added', combatant: { name: 'Orque', hpMax: 9 } }]);
}

/** A host that keeps one "disk" file and the snapshots in memory. */
function fakeHost(incoming: OpenFileResult = { status: 'cancelled' }) {
  const snapshots: BackupSnapshot[] = [];
  let disk = '';
  const api: FilesApi = {
    openFile: vi.fn(async () => incoming),
    importFile: vi.fn(async () => incoming),
    saveFile: vi.fn(async (r) => {
      disk = r.text;
      return { status: 'saved' as const, handle: 'abcdef12-0000', name: `${r.suggestedName}.paravent.json` };
    }),
    saveFileAs: vi.fn(async () => ({ status: 'cancelled' as const })),
    listRecentFiles: vi.fn(async () => []),
    openRecentFile: vi.fn(async () => incoming),
    autosave: vi.fn(async () => undefined),
    snapshot: vi.fn(async (r) => {
      const info = {
        id: `20250301T200000000Z--${r.reason}--${r.encounterId}.paravent.json`,
        at: 0,
        reason: r.reason,
        encounterId: r.encounterId,
      };
      snapshots.push({ ...info, text: r.text });
      return info;
    }),
    listBackups: vi.fn(async () => snapshots),
    readBackup: vi.fn(async (id) => snapshots.find((s) => s.id === id) ?? null),
    getRecovery: vi.fn(async () => snapshots.at(-1) ?? null),
    onExternalFile: () => () => undefined,
  };
  return { api, snapshots, disk: () => disk };
}

const opened = (text: string): OpenFileResult => ({
  status: 'opened',
  file: { handle: 'abcdef12-0001', name: 'f.paravent.json', text },
});

describe('files feature', () => {
  it('save, then open the file: the fight is identical', async () => {
    const enc = fight();
    const saving = fakeHost();
    await saveEncounter(enc, null, saving.api);
    const r = await openEncounterFile(fakeHost(opened(saving.disk())).api);
    if (!r.ok || r.kind !== 'encounter') throw new Error('not opened');
    expect(serializeEncounter(r.encounter)).toBe(serializeEncounter(enc));
    expect(r.handle).toBe('abcdef12-0001');
  });

  it('a corrupt file gives the French message and takes no snapshot', async () => {
    const host = fakeHost(opened('{"format":"paravent/encounter","version":1,"encounter":{"id":"x"}}'));
    const r = await openEncounterFile(host.api);
    expect(r).toMatchObject({
      ok: false,
      cancelled: false,
      message: expect.stringMatching(/^Fichier invalide — nom : champ manquant/),
    });
    expect(host.snapshots).toEqual([]);
  });

  it('imports an Improved Initiative fight into the chosen system, after a named snapshot of the current fight', async () => {
    const ii = JSON.stringify({
      Name: 'Gobelins',
      Combatants: [{ StatBlock: { Name: 'Goblin', HP: { Value: 7 }, AC: { Value: 15 } } }],
    });
    const host = fakeHost(opened(ii));
    const r = await importFile({ system: 'co', encounterId: 'new', seed: 1 }, fight(), host.api);
    if (!r.ok || r.kind !== 'encounter') throw new Error('not imported');
    expect(r.encounter.combatants[0]).toMatchObject({ name: 'Goblin', defences: { def: 15 } });
    expect(host.snapshots.map((s) => s.reason)).toEqual(['import']);
  });

  it('refuses a dropped file over 5 MB without reading it', async () => {
    const text = vi.fn();
    const big = { size: 6 * 1024 * 1024, name: 'big.json', text };
    expect(await readDroppedFiles([big])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/trop volumineux \(6,0 Mo\)/),
    });
    expect(text).not.toHaveBeenCalled();
  });

  it('restoring keeps the current fight as a "restore" snapshot first (so a restore can be undone)', async () => {
    const host = fakeHost();
    const older = await host.api.snapshot({
      encounterId: 'enc-1',
      text: serializeEncounter(fight()),
      reason: 'import',
    });
    const r = await restoreBackup(older?.id ?? '', fight(), host.api);
    expect(r.ok).toBe(true);
    expect(host.snapshots.map((s) => s.reason)).toEqual(['import', 'restore']);
  });

  it('offers recovery only of a valid fight', async () => {
    const host = fakeHost();
    expect(await checkRecovery(host.api)).toBeNull();
    await host.api.snapshot({ encounterId: 'enc-1', text: serializeEncounter(fight()), reason: 'restore' });
    expect((await checkRecovery(host.api))?.encounter.name).toBe('Embuscade');
    await host.api.snapshot({ encounterId: 'enc-1', text: '{"truncated', reason: 'restore' });
    expect(await checkRecovery(host.api)).toBeNull();
  });

  it('autosave sends the latest state once per throttle period', async () => {
    const host = fakeHost();
    const timers: (() => void)[] = [];
    const autosave = createAutosave(host.api, 5000, {
      set: (run) => timers.push(run),
      clear: () => undefined,
    });
    const a = fight();
    const b = { ...a, name: 'Embuscade (2)' };
    autosave.changed(a);
    autosave.changed(b);
    expect(timers).toHaveLength(1);
    timers[0]();
    await Promise.resolve();
    expect(host.api.autosave).toHaveBeenCalledExactlyOnceWith({
      encounterId: 'enc-1',
      text: serializeEncounter(b),
    });
  });
});
