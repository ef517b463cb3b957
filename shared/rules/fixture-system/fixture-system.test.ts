/**
 * « Escarmouche », a system that exists only here, runs through the engine without any change
 * outside its folder: individual initiative by its own tie rule, a three-round fight, a condition
 * that ends at its initiative count, its health track, its effective values, and undo.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeConditionIds,
  canUndo,
  combatantId,
  createEncounter,
  createHistory,
  dispatch,
  effectiveValues,
  undo,
  type Encounter,
  type EncounterEvent,
  type History,
} from '../../combat';
import { getProcedures, getSystem, SYSTEM_IDS } from '../index';
import { FIXTURE_ID, registerFixtureSystem } from './index';

const A = combatantId('a');
const B = combatantId('b');
const C = combatantId('c');

function run(h: History, events: EncounterEvent[]): History {
  return events.reduce(dispatch, h);
}

function fight(): History {
  const start = createEncounter({ id: 'f', name: 'Escarmouche', system: FIXTURE_ID, seed: 7 });
  return run(createHistory(start), [
    {
      type: 'combatant-added',
      combatant: { id: 'a', name: 'Ada', side: 'pc', hpMax: 10, defences: { ac: 14 } },
    },
    {
      type: 'combatant-added',
      combatant: { id: 'b', name: 'Brute', hpMax: 6, initiativeModifier: 3, defences: { ac: 12 } },
    },
    { type: 'combatant-added', combatant: { id: 'c', name: 'Corbeau', hpMax: 3, initiativeModifier: 1 } },
    { type: 'initiative-set', id: A, value: 15 },
    // Brute and Corbeau tie at 15 with Ada: the higher modifier acts first (Brute +3, Corbeau +1, Ada 0).
    { type: 'initiative-set', id: B, value: 15 },
    { type: 'initiative-set', id: C, value: 15 },
    { type: 'combat-started' },
  ]);
}

const present = (h: History): Encounter => h.present;
const conditionsOf = (enc: Encounter, id: typeof A) =>
  activeConditionIds(
    enc,
    enc.combatants.find((c) => c.id === id)!,
  );

describe('a test-only system, registered in tests', () => {
  beforeAll(registerFixtureSystem);

  it('is known to the rules but listed nowhere a GM picks a system', () => {
    expect(getSystem(FIXTURE_ID).conditions.map((c) => c.id)).toEqual(['dazed', 'inspired']);
    expect(getProcedures(FIXTURE_ID).initiative.entry).toBe('modifier');
    expect(SYSTEM_IDS).not.toContain(FIXTURE_ID);
  });

  it('orders a tie by its own rule and runs three rounds, each combatant once a round', () => {
    let h = fight();
    expect(present(h).order).toEqual([B, C, A]);
    const turns: string[] = [];
    while (present(h).round <= 3) {
      turns.push(`${present(h).round}:${present(h).current}`);
      h = dispatch(h, { type: 'turn-advanced' });
    }
    expect(turns).toEqual(['1:b', '1:c', '1:a', '2:b', '2:c', '2:a', '3:b', '3:c', '3:a']);
  });

  it('a condition for 1 round ends just before the count it was applied at, with its modifier meanwhile', () => {
    let h = dispatch(fight(), { type: 'turn-advanced' }); // Corbeau's turn
    h = dispatch(h, {
      type: 'effect-applied',
      targets: [B],
      source: C,
      what: { kind: 'condition', conditionId: 'dazed' },
      duration: { kind: 'rounds', rounds: 1 },
    });
    expect(conditionsOf(present(h), B)).toContain('dazed');
    const brute = present(h).combatants.find((c) => c.id === B)!;
    const ac = effectiveValues({
      system: FIXTURE_ID,
      defences: brute.defences,
      fighter: brute.fighter,
      conditionIds: conditionsOf(present(h), B),
      custom: [],
    }).values.find((v) => v.key === 'ac');
    expect(ac?.value).toBe(10);
    h = run(h, [{ type: 'turn-advanced' }, { type: 'turn-advanced' }]); // Ada, then Brute in round 2
    expect(present(h).current).toBe(B);
    expect(conditionsOf(present(h), B)).toContain('dazed');
    h = dispatch(h, { type: 'turn-advanced' }); // Corbeau's count again: it ends
    expect(present(h).current).toBe(C);
    expect(conditionsOf(present(h), B)).not.toContain('dazed');
  });

  it('its health track: out of the fight at 0 HP, never below, and skipped', () => {
    let h = dispatch(fight(), { type: 'damage', id: C, amount: 9 });
    const corbeau = present(h).combatants.find((c) => c.id === C)!;
    expect(corbeau.hp.current).toBe(0);
    expect(corbeau.health).toBe('dead');
    h = run(h, [{ type: 'turn-advanced' }]);
    expect(present(h).current).toBe(A);
  });

  it('undo puts the fight back as it was before the last gesture', () => {
    const before = dispatch(fight(), { type: 'turn-advanced' });
    const after = dispatch(before, { type: 'damage', id: A, amount: 4 });
    expect(canUndo(after)).toBe(true);
    expect(present(undo(after))).toEqual(present(before));
  });
});
