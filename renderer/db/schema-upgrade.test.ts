import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import type { FightProblem } from '../fight';
import { storeFixtures } from '../fight/test-stores';
import legacy from '../../e2e/fixtures/indexeddb-v3-fight.json';
import beforeNames from '../../e2e/fixtures/indexeddb-v4-fight.json';
import { withCapabilityNames } from '../../shared/combat';

let n = 0;
const { freshDb, storeOn } = storeFixtures('schema-upgrade');

async function settle(store: { flush(): Promise<void> }): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await store.flush();
    await new Promise((r) => setTimeout(r, 0));
  }
}

describe('Dexie version 4 upgrade', () => {
  it('an old stored fight (Dexie version 3 layout) is upgraded and opened from its stored state', async () => {
    const name = `legacy-${n++}`;
    const old = new Dexie(name);
    old.version(3).stores({
      settings: 'key',
      referencePins: 'key, at',
      referenceRecent: 'key, at',
      diceRolls: '++id, at',
      encounters: 'id, updatedAt',
      encounterEvents: '[encounterId+index], encounterId',
      library: 'id, kind, name',
      playerView: 'id',
      backups: 'id, at, encounterId',
    });
    await old.table('encounters').bulkPut(legacy.encounters);
    await old.table('encounterEvents').bulkPut(legacy.encounterEvents);
    old.close();
    const db = freshDb(name);
    const store = storeOn(db);
    const problems: FightProblem[] = [];
    store.listen('problem', (p) => problems.push(p));
    await store.ready();
    const stored = legacy.encounters[0];
    expect(JSON.parse(JSON.stringify(store.getSnapshot().encounter))).toEqual(
      withCapabilityNames(stored?.state),
    );
    expect(problems).toContainEqual({ kind: 'engine-updated', replayed: 0 });
    expect(store.getSnapshot().canUndo).toBe(false);
    store.dispatch([{ type: 'turn-advanced' }]);
    await settle(store);
    const again = storeOn(db);
    await again.ready();
    expect(again.getSnapshot().encounter).toEqual(store.getSnapshot().encounter);
    expect(again.getSnapshot().canUndo).toBe(true);
  });
});

describe('Dexie version 5 upgrade', () => {
  it('a fight stored before the capability names (Dexie version 4) opens with its old event replayed', async () => {
    const name = `names-${n++}`;
    const old = new Dexie(name);
    old.version(4).stores({
      settings: 'key',
      referencePins: 'key, at',
      referenceRecent: 'key, at',
      diceRolls: '++id, at',
      encounters: 'id, updatedAt',
      encounterEvents: '[encounterId+index], encounterId',
      library: 'id, kind, name',
      playerView: 'id',
      backups: 'id, at, encounterId',
      checkpoints: '[encounterId+index], encounterId',
    });
    await old.table('encounters').bulkPut(beforeNames.encounters);
    await old.table('checkpoints').bulkPut(beforeNames.checkpoints);
    await old.table('encounterEvents').bulkPut(beforeNames.encounterEvents);
    old.close();
    const db = freshDb(name);
    const store = storeOn(db);
    const problems: FightProblem[] = [];
    store.listen('problem', (p) => problems.push(p));
    await store.ready();
    const enc = store.getSnapshot().encounter;
    // Ada lowered her INIT from 14 to 8 (« co-init-lowered », now « initiative-lowered »).
    expect(enc?.combatants.find((c) => c.id === 'ada')?.initiative).toMatchObject({ score: 14, lowered: 8 });
    expect(enc?.current).toBe('gob');
    expect(enc?.options).toMatchObject({ phasedRoundOrder: 'group', rerollEachRound: true });
    expect(enc?.options).not.toHaveProperty('osrVariant');
    // Stored by an older engine (version 2, before issue 24's limits): said once, nothing refused.
    expect(problems).toEqual([{ kind: 'engine-updated', replayed: 1 }]);
    expect(store.getSnapshot().canUndo).toBe(true);
    const events = await db.encounterEvents.toArray();
    expect(events.map((e) => e.event.type)).toEqual(['initiative-lowered']);
  });
});
