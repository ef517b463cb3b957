/** Morale is asked of the system module: how many passes make a group fight to the death, and which condition flight gives. */
import { describe, expect, it } from 'vitest';
import { getSystem, registerSystem, type SystemId } from '../rules';
import { escarmouche } from '../rules/fixture-system';
import { replay } from './reducer';
import { idOf, setup } from './test-fixtures';
import type { Encounter } from './types';

/** The code of the last log line. */
const lastCode = (e: Encounter): string | null => {
  const line = e.log.at(-1);
  return line && 'code' in line ? line.code : null;
};

const MORALE_ID = 'escarmouche-moral' as SystemId;

/** The fixture system, with morale: one pass and the group fights to the death; flight makes it « dazed ». */
function registerMoraleVariant(): void {
  try {
    getSystem(MORALE_ID);
  } catch {
    registerSystem({
      ...escarmouche,
      definition: { ...escarmouche.definition, id: MORALE_ID },
      procedures: {
        ...escarmouche.procedures,
        morale: true,
        moraleRules: { passesToFightToDeath: 1, fleeingCondition: 'dazed', source: 'test' },
      },
    });
  }
}

function fight(system: SystemId) {
  const o = idOf('Orque');
  return replay(
    setup(system, [
      { name: 'Wig', side: 'pc', init: 15, hpMax: 10 },
      { name: 'Orque', init: 10, hpMax: 4, defences: { morale: 7 }, group: 'Orques' },
    ]),
    [
      { type: 'combatants-duplicated', id: o, count: 2 },
      { type: 'initiative-rolled' },
      { type: 'combat-started' },
    ],
  );
}

describe('morale by the system module', () => {
  it('the module sets the passes to fight to the death: one here, two in B/X', () => {
    registerMoraleVariant();
    const once = replay(fight(MORALE_ID), [{ type: 'morale-checked', group: 'Orques', roll: 5 }]);
    expect(lastCode(once)).toBe('morale.holdsToDeath');
    const osr = replay(fight('osr'), [{ type: 'morale-checked', group: 'Orques', roll: 5 }]);
    expect(lastCode(osr)).toBe('morale.holds');
    const twice = replay(osr, [{ type: 'morale-checked', group: 'Orques', roll: 5 }]);
    expect(lastCode(twice)).toBe('morale.holdsToDeath');
  });

  it('a failed check gives the module’s fleeing condition to every standing member', () => {
    registerMoraleVariant();
    const fled = replay(fight(MORALE_ID), [{ type: 'morale-checked', group: 'Orques', roll: 12 }]);
    expect(lastCode(fled)).toBe('morale.flees');
    const conditions = fled.effects.map((e) => (e.what.kind === 'condition' ? e.what.conditionId : null));
    expect(conditions).toEqual(['dazed', 'dazed', 'dazed']);
    const osr = replay(fight('osr'), [{ type: 'morale-checked', group: 'Orques', roll: 12 }]);
    expect(osr.effects.every((e) => e.what.kind === 'condition' && e.what.conditionId === 'fleeing')).toBe(
      true,
    );
  });
});
