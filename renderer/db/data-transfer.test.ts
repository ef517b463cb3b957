import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEncounter, replay } from '../../shared/combat';
import { starterRows } from '../features/library/starter';
import { ParaventDatabase, type LibraryRow } from './database';
import { exportEverything, importEverything } from './data-transfer';
import { createEncounterRecord } from './fights';
import { readSettings, writeSetting } from './settings';

let n = 0;
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

function freshDb(): ParaventDatabase {
  const db = new ParaventDatabase(`data-${n++}`);
  cleanup.push(() => db.delete());
  return db;
}

const party = (name: string, hp: number): LibraryRow => ({
  id: `dnd35:party:${crypto.randomUUID()}`,
  kind: 'party',
  name,
  system: 'dnd35',
  savedAt: 1,
  combatant: { name, side: 'pc', hpMax: hp, initiativeModifier: 1, defences: { ac: 15 } },
  stats: { tags: [], level: 3 },
  party: { hpCurrent: hp - 2, nonlethal: 0, resources: 'Sorts : 2', conditions: [] },
});

/** A GM's browser: four characters, the starter bestiary, two fights. */
async function gmData(db: ParaventDatabase) {
  await db.library.bulkPut([
    party('Aldric', 24),
    party('Bera', 18),
    party('Cyl', 15),
    party('Dorn', 30),
    ...starterRows(1),
  ]);
  for (const id of ['abordage', 'grotte']) {
    const fight = replay(createEncounter({ id, name: id, system: 'dnd35', seed: 3 }), [
      { type: 'combatant-added', combatant: { name: 'Gobelin', hpMax: 6 } },
    ]);
    await createEncounterRecord(fight, 10, db);
  }
}

const everything = async (db: ParaventDatabase) => ({
  library: (await db.library.orderBy('id').toArray()).map(({ savedAt: _s, ...row }) => row),
  fights: (await db.encounters.orderBy('id').toArray()).map((r) => r.id),
});

describe('Réglages › Données › Tout importer (issue 24)', () => {
  it('importing one’s own export twice changes nothing: no duplicate character, creature or fight', async () => {
    const db = freshDb();
    await gmData(db);
    const before = await everything(db);
    const { text, fights } = await exportEverything(new Date('2026-11-23T20:00:00Z'), db);
    expect(fights).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const r = await importEverything(text, 'importé', db);
      if (!r.ok) throw new Error(r.reason);
      expect(r.summary).toMatchObject({
        fightsAdded: 0,
        fightsAlready: 2,
        entriesAdded: 0,
        entriesRenamed: [],
      });
      expect(r.summary.entriesAlready).toBe(before.library.length);
    }
    expect(await everything(db)).toEqual(before);
  });

  it('brings everything to another device, then nothing more the second time', async () => {
    const from = freshDb();
    await gmData(from);
    const { text } = await exportEverything(new Date(), from);
    const to = freshDb();
    const first = await importEverything(text, 'importé', to);
    expect(first.ok && first.summary).toMatchObject({ fightsAdded: 2, entriesAlready: 0 });
    const once = await everything(to);
    expect(
      once.library
        .filter((r) => r.kind === 'party')
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Aldric', 'Bera', 'Cyl', 'Dorn']);
    await importEverything(text, 'importé', to);
    expect(await everything(to)).toEqual(once);
  });

  it('carries the rebound shortcuts (issue 27); a hostile file’s 10,000 of them are trimmed, said', async () => {
    const from = freshDb();
    await writeSetting('shortcuts', { 'tracker.delay': 'shift+G', 'tracker.ongoing': 'alt+O' }, from);
    const { text } = await exportEverything(new Date(), from);
    const to = freshDb();
    const read = await importEverything(text, 'importé', to);
    expect(read.ok && read.summary.repairs).toEqual([]);
    expect((await readSettings(to)).shortcuts).toEqual({
      'tracker.delay': 'shift+G',
      'tracker.ongoing': 'alt+O',
    });

    const hostile = JSON.parse(text) as Record<string, unknown>;
    hostile.shortcuts = {
      ...Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`x${i}`, 'shift+G'])),
    };
    const other = freshDb();
    const trimmed = await importEverything(JSON.stringify(hostile), 'importé', other);
    expect(trimmed.ok && trimmed.summary.repairs[0]).toBe('raccourcis : 9800 au-delà de 200 ignorés');
    expect(Object.keys((await readSettings(other)).shortcuts)).toHaveLength(200);
    const long = { ...hostile, shortcuts: { 'tracker.delay': 'K'.repeat(5000) } };
    const refused = await importEverything(JSON.stringify(long), 'importé', freshDb());
    expect(refused.ok && refused.summary.repairs).toEqual(['raccourci « tracker.delay » : touche refusée']);
  });

  it('keeps an entry of the same name but other content beside the one here, with a visible suffix', async () => {
    const from = freshDb();
    await from.library.put(party('Aldric', 40));
    const { text } = await exportEverything(new Date(), from);
    const to = freshDb();
    await to.library.put(party('Aldric', 24));
    const r = await importEverything(text, 'importé', to);
    expect(r.ok && r.summary.entriesRenamed).toEqual(['Aldric (importé)']);
    const names = (await to.library.toArray()).map((row) => [row.name, row.combatant.hpMax]);
    expect(names.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ['Aldric', 24],
      ['Aldric (importé)', 40],
    ]);
  });

  it('refuses an export from a newer Paravent, and imports nothing of it', async () => {
    const from = freshDb();
    await gmData(from);
    const { text } = await exportEverything(new Date(), from);
    const to = freshDb();
    const r = await importEverything(text.replace('"version": 1,', '"version": 999,'), 'importé', to);
    expect(r).toEqual({ ok: false, reason: 'newerVersion', version: 999 });
    expect(await everything(to)).toEqual({ library: [], fights: [] });
  });

  it('is one transaction: when a write fails, no fight and no entry is left half-imported', async () => {
    const from = freshDb();
    await gmData(from);
    const { text } = await exportEverything(new Date(), from);
    const to = freshDb();
    vi.spyOn(to.library, 'bulkPut').mockRejectedValueOnce(new Error('disque plein'));
    await expect(importEverything(text, 'importé', to)).rejects.toThrow('disque plein');
    expect(await everything(to)).toEqual({ library: [], fights: [] });
  });
});
