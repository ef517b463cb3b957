import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createEncounter } from '../../shared/combat';
import { ParaventDatabase } from './database';
import { deleteFight, fightsToDrop, fightsToPrune } from './fight-retention';
import { createEncounterRecord } from './fights';

const link = { handle: null, name: 'a.paravent.json', savedHash: 'x' };

describe('stored fights kept', () => {
  it.each([
    { keep: 2, current: null, dropped: ['c', 'd'] },
    { keep: 2, current: 'd', dropped: ['c'] },
    { keep: 10, current: null, dropped: [] },
    { keep: 1, current: null, dropped: ['b', 'c', 'd'] },
  ])(
    'keep $keep, on screen $current: drops $dropped (a fight linked to a file is always kept)',
    ({ keep, current, dropped }) => {
      const rows = [
        { id: 'a', updatedAt: 40 },
        { id: 'b', updatedAt: 30 },
        { id: 'f', updatedAt: 25, file: link },
        { id: 'c', updatedAt: 20 },
        { id: 'd', updatedAt: 10 },
      ];
      expect(fightsToDrop(rows, keep, current).sort()).toEqual(dropped);
    },
  );

  it('deletes the dropped fights with their events and checkpoints', async () => {
    const db = new ParaventDatabase('retention-test');
    for (const [i, id] of ['r1', 'r2', 'r3'].entries()) {
      await createEncounterRecord(createEncounter({ id, name: id, system: 'pf1', seed: 1 }), i, db);
    }
    await db.encounterEvents.put({
      encounterId: 'r1',
      index: 0,
      gesture: 0,
      event: { type: 'turn-advanced' },
    });
    const dropped = await fightsToPrune(2, null, db);
    expect(dropped).toEqual(['r1']);
    for (const id of dropped) await deleteFight(id, db);
    expect(await db.encounters.toCollection().primaryKeys()).toEqual(['r2', 'r3']);
    expect(await db.encounterEvents.count()).toBe(0);
    expect(await db.checkpoints.where('encounterId').equals('r1').count()).toBe(0);
    await db.delete();
  });
});
