import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createEncounter } from '../../shared/combat';
import { ParaventDatabase } from './database';
import {
  commitEncounterChange,
  createEncounterRecord,
  loadCurrentEncounter,
  moveEncounterCursor,
} from './encounters';

let n = 0;
const dbs: ParaventDatabase[] = [];
function freshDb(): ParaventDatabase {
  const db = new ParaventDatabase(`enc-test-${n++}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

const initial = createEncounter({ id: 'r1', name: 'Embuscade', system: 'pf1', seed: 1 });
const added = (name: string) => ({ type: 'combatant-added' as const, combatant: { name, hpMax: 5 } });

describe('stored encounters', () => {
  it('have none at first', async () => {
    expect(await loadCurrentEncounter(freshDb())).toBeNull();
  });

  it('keep every event at its index, and an undo keeps what can be redone', async () => {
    const db = freshDb();
    await createEncounterRecord(initial, 1, db);
    await commitEncounterChange(
      'r1',
      {
        fromIndex: 0,
        rows: [{ index: 0, gesture: 0, event: added('A') }],
        cursor: 1,
        eventCount: 1,
        state: initial,
      },
      db,
    );
    await commitEncounterChange(
      'r1',
      {
        fromIndex: 1,
        rows: [{ index: 1, gesture: 1, event: added('B') }],
        cursor: 2,
        eventCount: 2,
        state: initial,
      },
      db,
    );
    await moveEncounterCursor('r1', 1, initial, db);
    const stored = await loadCurrentEncounter(db);
    expect(stored?.row.cursor).toBe(1);
    expect(stored?.events.map((e) => e.index)).toEqual([0, 1]);
  });

  it('a new event after an undo replaces what could be redone', async () => {
    const db = freshDb();
    await createEncounterRecord(initial, 1, db);
    await commitEncounterChange(
      'r1',
      {
        fromIndex: 0,
        rows: [0, 1].map((i) => ({ index: i, gesture: i, event: added(`X${i}`) })),
        cursor: 2,
        eventCount: 2,
        state: initial,
      },
      db,
    );
    await commitEncounterChange(
      'r1',
      {
        fromIndex: 1,
        rows: [{ index: 1, gesture: 1, event: added('Y') }],
        cursor: 2,
        eventCount: 2,
        state: initial,
      },
      db,
    );
    const stored = await loadCurrentEncounter(db);
    expect(
      stored?.events.map((e) => (e.event.type === 'combatant-added' ? e.event.combatant.name : '')),
    ).toEqual(['X0', 'Y']);
  });

  it('the current encounter is the one last worked on', async () => {
    const db = freshDb();
    await createEncounterRecord(initial, 1, db);
    await createEncounterRecord({ ...initial, id: 'r2', name: 'Donjon' }, 2, db);
    expect((await loadCurrentEncounter(db))?.row.name).toBe('Donjon');
  });
});
