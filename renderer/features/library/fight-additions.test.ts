import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { RestLine } from '../../../shared/library';
import type { FightStore } from '../../fight';
import { storeFixtures } from '../../fight/test-stores';
import { restInFight } from './fight-additions';

const { freshDb, storeOn } = storeFixtures('rest-in-fight');

async function fightWith(): Promise<FightStore> {
  const store = storeOn(freshDb(), { watchSettings: null });
  await store.ready();
  await store.create({ name: 'Embuscade', system: 'dnd35', seed: 1 });
  store.dispatch([
    { type: 'combatant-added', combatant: { name: 'Aldric', side: 'pc', hpMax: 24, hpCurrent: 9 } },
    { type: 'combatant-added', combatant: { name: 'Bera', side: 'pc', hpMax: 18 } },
    { type: 'combatant-added', combatant: { name: 'Aldric', side: 'enemy', hpMax: 10, hpCurrent: 2 } },
  ]);
  return store;
}

const line = (name: string, from: number, to: number): RestLine => ({
  id: `dnd35:party:${name}`,
  name,
  before: { hpCurrent: from, nonlethal: 0, conditions: [], resources: '' },
  after: { hpCurrent: to, nonlethal: 0, conditions: [], resources: '' },
  detail: '',
  hp: { gained: to - from, why: { kind: 'none' } },
  recovered: [],
  expired: 0,
});

describe('a rest applied in the Library reaches the open fight', () => {
  it('heals the party members in the fight by what the rest gave, in one gesture Ctrl+Z takes back', async () => {
    const store = await fightWith();
    const hpOf = () =>
      store.getSnapshot().encounter?.combatants.map((c) => `${c.name} ${c.side} ${c.hp.current}`);
    expect(
      restInFight([line('Aldric', 9, 12), line('Bera', 18, 18), line('Cyl', 3, 6)], 'dnd35', store),
    ).toBe(1);
    // The enemy who shares a PC's name is not part of the party; a full member gains nothing; a
    // member not in the fight is left out.
    expect(hpOf()).toEqual(['Aldric pc 12', 'Bera pc 18', 'Aldric enemy 2']);
    store.undo();
    expect(hpOf()).toEqual(['Aldric pc 9', 'Bera pc 18', 'Aldric enemy 2']);
  });

  it('leaves a fight of another system, or one that is over, as it is', async () => {
    const store = await fightWith();
    expect(restInFight([line('Aldric', 9, 12)], 'pf1', store)).toBe(0);
    store.dispatch([
      (e) => ({ type: 'initiative-rolled', ids: e.combatants.map((c) => c.id) }),
      { type: 'combat-started', aware: [] },
      { type: 'combat-ended' },
    ]);
    expect(store.getSnapshot().encounter?.phase).toBe('ended');
    expect(restInFight([line('Aldric', 9, 12)], 'dnd35', store)).toBe(0);
    expect(store.getSnapshot().encounter?.combatants[0]?.hp.current).toBe(9);
  });
});
