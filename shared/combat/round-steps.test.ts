import { describe, expect, it } from 'vitest';
import { applyEvent } from './reducer';
import { createEncounter } from './create';
import { actsInStep, currentRoundStep, initiativeWinner, roundStepsOf } from './round-steps';
import { EngineError } from './errors';
import type { Encounter, PhasedRoundOrder } from './types';

/** An osr fight: Guerrier (party) and two Orques, the given d6 typed for each side. */
function osrFight(party: number, foes: number, phasedRoundOrder: PhasedRoundOrder = 'group'): Encounter {
  let s = createEncounter({ id: 'f', name: 'Test', system: 'osr', seed: 1, options: { phasedRoundOrder } });
  for (const [name, side] of [
    ['Guerrier', 'pc'],
    ['Orque 1', 'enemy'],
    ['Orque 2', 'enemy'],
  ] as const) {
    s = applyEvent(s, { type: 'combatant-added', combatant: { name, side, hpMax: 8 } });
  }
  for (const c of s.combatants) {
    s = applyEvent(s, { type: 'initiative-set', id: c.id, value: c.side === 'pc' ? party : foes });
  }
  return applyEvent(s, { type: 'combat-started', aware: s.combatants.map((c) => c.id) });
}

const names = (s: Encounter) =>
  s.combatants
    .filter((c) => actsInStep(s, c))
    .map((c) => c.name)
    .join(', ');

describe('round steps (OSR › Séquence de combat)', () => {
  // [party d6, foes d6, variant, step, who acts, why]
  it.each<[number, number, PhasedRoundOrder, number, string, string]>([
    [5, 2, 'group', 0, 'Guerrier, Orque 1, Orque 2', 'déclarations : tout le monde'],
    [5, 2, 'group', 3, 'Guerrier', 'mouvement du camp gagnant (le groupe, 5 contre 2)'],
    [5, 2, 'group', 8, 'Orque 1, Orque 2', 'mouvement du camp perdant'],
    [2, 5, 'group', 6, 'Orque 1, Orque 2', 'mêlée du camp gagnant (les orques)'],
    [3, 3, 'group', 6, 'Guerrier, Orque 1, Orque 2', 'égalité : les deux camps à la fois'],
    [1, 6, 'pcs-first', 3, 'Guerrier', 'PJ en premier : le groupe gagne toujours'],
    [5, 2, 'alternating', 5, 'Orque 1, Orque 2', 'étapes alternées : mouvement du perdant juste après'],
    [5, 2, 'individual', 3, 'Guerrier, Orque 1, Orque 2', 'initiative individuelle : chacun à son rang'],
  ])('d6 %i contre %i, %s, étape %i → %s (%s)', (party, foes, variant, step, who) => {
    const s = applyEvent(osrFight(party, foes, variant), { type: 'round-step-set', step });
    expect(currentRoundStep(s)).toBe(step);
    expect(names(s)).toBe(who);
  });

  it('a new round starts again at its first step', () => {
    let s = applyEvent(osrFight(5, 2), { type: 'round-step-set', step: 6 });
    expect(s.log.at(-1)).toMatchObject({ code: 'turn.phaseParty', params: { phaseFr: 'Mêlée' } });
    for (let i = 0; i < 3; i++) s = applyEvent(s, { type: 'turn-advanced' });
    expect(s.round).toBe(2);
    expect(currentRoundStep(s)).toBe(0);
  });

  it('refuses a step out of range, before the fight, or in a system without phases', () => {
    const s = osrFight(5, 2);
    expect(() => applyEvent(s, { type: 'round-step-set', step: roundStepsOf(s).length })).toThrow(
      EngineError,
    );
    expect(() => applyEvent(s, { type: 'round-step-set', step: -1 })).toThrow(EngineError);
    expect(() => applyEvent(s, { type: 'round-step-set', step: 1.5 })).toThrow(EngineError);
    const setup = createEncounter({ id: 'g', name: 'T', system: 'osr', seed: 1 });
    expect(() => applyEvent(setup, { type: 'round-step-set', step: 0 })).toThrow(EngineError);
    let d20 = createEncounter({ id: 'h', name: 'T', system: 'dnd35', seed: 1 });
    d20 = applyEvent(d20, { type: 'combatant-added', combatant: { name: 'A', hpMax: 5 } });
    d20 = applyEvent(d20, { type: 'initiative-set', id: d20.combatants[0].id, value: 10 });
    d20 = applyEvent(d20, { type: 'combat-started', aware: [d20.combatants[0].id] });
    expect(() => applyEvent(d20, { type: 'round-step-set', step: 0 })).toThrow(/phase par phase/);
  });

  it('the winner is undefined before the dice', () => {
    const s = createEncounter({ id: 'g', name: 'T', system: 'osr', seed: 1 });
    expect(initiativeWinner(s)).toBeUndefined();
  });
});

describe('the phase, the side acting and the turn agree (issue 26)', () => {
  const current = (s: Encounter) => s.combatants.find((c) => c.id === s.current)?.name;

  it('orcs won: stepping to « Phase 8/12 : Moral — le groupe agit » moves the turn to the party', () => {
    const s = osrFight(2, 5);
    expect(current(s)).toMatch(/^Orque/);
    const morale = applyEvent(s, { type: 'round-step-set', step: 7 });
    expect(morale.log.some((l) => 'code' in l && l.code === 'turn.phaseParty')).toBe(true);
    expect(current(morale)).toBe('Guerrier');
    expect(morale.round).toBe(1);
  });

  it('a step back to the orcs’ phases gives the turn back to the first orc, same round', () => {
    const start = osrFight(2, 5);
    const party = applyEvent(start, { type: 'round-step-set', step: 7 });
    const back = applyEvent(party, { type: 'round-step-set', step: 6 });
    expect(current(back)).toBe(current(start));
    expect(back.round).toBe(1);
  });

  it('« Tour suivant » from the last orc moves the round to the party’s first step', () => {
    let s = applyEvent(osrFight(2, 5), { type: 'round-step-set', step: 6 });
    const first = current(s);
    s = applyEvent(s, { type: 'turn-advanced' });
    expect(current(s)).toMatch(/^Orque/);
    expect(current(s)).not.toBe(first);
    expect(currentRoundStep(s)).toBe(6);
    s = applyEvent(s, { type: 'turn-advanced' });
    expect(current(s)).toBe('Guerrier');
    expect(currentRoundStep(s)).toBe(7);
  });
});
