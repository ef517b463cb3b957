import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter, EngineError } from '.';
import { COUNT_LIMITS } from '../limits';

const MAX_COMBATANTS = COUNT_LIMITS.combatants;

describe('the largest fight a file may hold (issue 17: told before, never after)', () => {
  it('refuses the gesture that would go past 2,000 combatants, and leaves the fight as it was', () => {
    let enc = createEncounter({ id: 'grand', name: 'Grande bataille', system: 'pf1', seed: 1 });
    for (let g = 0; g < MAX_COMBATANTS / 100; g += 1)
      enc = applyEvent(enc, {
        type: 'group-added',
        combatant: { name: `Gobelin ${g}`, hpMax: 5, initiativeModifier: 1, side: 'enemy' },
        count: 100,
      });
    expect(enc.combatants).toHaveLength(MAX_COMBATANTS);
    const one = { name: 'Loup', hpMax: 9, initiativeModifier: 2, side: 'enemy' as const };
    expect(() => applyEvent(enc, { type: 'combatant-added', combatant: one })).toThrow(
      /Au plus 2\s000 combattants.*demandé : 2\s001/,
    );
    expect(() =>
      applyEvent(enc, { type: 'combatants-duplicated', id: enc.combatants[0].id, count: 2 }),
    ).toThrow(EngineError);
    // Going down stays possible at the limit.
    const fewer = applyEvent(enc, {
      type: 'combatant-removed',
      id: enc.combatants[0].id,
      sourceEffects: 'end',
    });
    expect(fewer.combatants).toHaveLength(MAX_COMBATANTS - 1);
  });
});
