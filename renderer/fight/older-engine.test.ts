import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createEncounter, ENGINE_VERSION, replay, type EncounterEvent } from '../../shared/combat';
import { checkedEncounterText, snapshotEncounterText } from '../../shared/files';
import { FIGHT_SCHEMA, type ParaventDatabase } from '../db/database';
import type { FightProblem } from './fight-store';
import { storeFixtures } from './test-stores';

const { freshDb, storeOn } = storeFixtures('older-engine');

const LONG = 'A'.repeat(100_000);

/** A fight stored by the previous engine (2), whose last gestures hold a 100,000-character name. */
async function storedByOlderEngine(name: string): Promise<ParaventDatabase> {
  const db = freshDb(name);
  const start = createEncounter({ id: 'ancien', name: 'Ancien', system: 'pf1', seed: 3 });
  const events: EncounterEvent[] = [
    { type: 'combatant-added', combatant: { id: 'a', name: 'Aldric', hpMax: 10 } },
    { type: 'combatant-updated', id: 'a' as never, changes: { name: LONG } },
    { type: 'damage', id: 'a' as never, amount: 2 },
  ];
  await db.encounters.put({
    id: 'ancien',
    name: 'Ancien',
    system: 'pf1',
    createdAt: 1,
    updatedAt: 2,
    schema: FIGHT_SCHEMA,
    engine: ENGINE_VERSION - 1,
    cursor: 3,
    eventCount: 3,
    historyStart: 0,
  });
  await db.checkpoints.put({
    encounterId: 'ancien',
    index: 0,
    engine: ENGINE_VERSION - 1,
    lastSerial: '',
    at: 1,
    state: start,
  });
  await db.encounterEvents.bulkPut(
    events.map((event, index) => ({
      encounterId: 'ancien',
      index,
      gesture: index,
      serial: `s${index}`,
      event,
    })),
  );
  return db;
}

describe('a fight stored by an older version (issue 24: no fight that can no longer be saved)', () => {
  it('opens with the gestures this version accepts, says how many it did not replay, and goes on', async () => {
    const db = await storedByOlderEngine('older-1');
    const store = storeOn(db);
    const problems: FightProblem[] = [];
    store.listen('problem', (p) => problems.push(p));
    await store.ready();
    const enc = store.getSnapshot().encounter;
    expect(enc?.combatants.map((c) => c.name)).toEqual(['Aldric']);
    expect(problems).toContainEqual({ kind: 'engine-updated', replayed: 1, refused: 2 });
    expect(store.dispatch([{ type: 'damage', id: 'a' as never, amount: 1 }])).toBe(true);
    await store.flush();
    const again = storeOn(db);
    await again.ready();
    expect(again.getSnapshot().encounter?.combatants[0]?.hp.current).toBe(9);
  });
});

describe('a fight whose state holds a value no file keeps (an older version let it in)', () => {
  const held = replay(createEncounter({ id: 'x', name: 'X', system: 'dnd35', seed: 1 }), [
    { type: 'combatant-added', combatant: { id: 'a', name: 'Aldric', hpMax: 10 } },
    { type: 'damage', id: 'a' as never, amount: 1 },
  ]);
  // As an older engine left it: the name, and the log lines that hold it.
  const old = {
    ...held,
    combatants: held.combatants.map((c) => ({ ...c, name: LONG })),
    log: held.log.map((l) =>
      'params' in l && 'name' in l.params ? { ...l, params: { ...l.params, name: LONG } } : l,
    ),
  } as typeof held;

  it('is not written, the save naming the combatant and the field; its snapshot is still written, readable', () => {
    const checked = checkedEncounterText(old);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.message).toMatch(/« A{40}… » › nom : 100\s000 signes, au plus 200/);
    expect(snapshotEncounterText(old)).not.toBeNull();
  });

  it('saves again once the GM renames it: the old log lines are fitted on the way, and said', () => {
    const renamed = replay(old, [
      { type: 'combatant-updated', id: 'a' as never, changes: { name: 'Aldric' } },
    ]);
    const checked = checkedEncounterText(renamed);
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.fitted.join(' ')).toMatch(/journal : 2 lignes trop longues raccourcies/);
  });

  it('saves again once the GM removes it', () => {
    const removed = replay(old, [{ type: 'combatant-removed', id: 'a' as never, sourceEffects: 'end' }]);
    expect(checkedEncounterText(removed).ok).toBe(true);
  });
});

describe('a B/X morale group named with 201 characters by an older version', () => {
  const group = 'G'.repeat(201);
  const fight = replay(createEncounter({ id: 'bx', name: 'BX', system: 'osr', seed: 1 }), [
    { type: 'combatant-added', combatant: { id: 'o1', name: 'Orque 1', hpMax: 5, defences: { morale: 8 } } },
    { type: 'combatant-added', combatant: { id: 'o2', name: 'Orque 2', hpMax: 5, defences: { morale: 8 } } },
  ]);
  const old = {
    ...fight,
    combatants: fight.combatants.map((c) => ({ ...c, group })),
    morale: { [group]: { firstDownSignalled: true, halfDownSignalled: false, checksPassed: 1 } },
  };

  it('is not written while its members carry the name, which the save names; split, it saves again', () => {
    const checked = checkedEncounterText(old);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toMatch(/« Orque 1 » › groupe : 201 signes, au plus 200/);
    const split = replay(old, [{ type: 'group-split', group }]);
    const again = checkedEncounterText(split);
    if (!again.ok) throw new Error(again.message);
    expect(again.fitted).toContain('moral : 1 groupe au nom trop long non gardé');
  });
});
