import { describe, expect, it } from 'vitest';
import { getSystem, healthState, moraleCheck, osrToHit, sortInitiative } from '../index';

describe('osr through the one door', () => {
  const def = getSystem('osr');

  it('uses group initiative on a d6, rolled again every round (OSR › Séquence de combat)', () => {
    expect(def.initiative.mode).toBe('group');
    expect(def.initiative.die).toBe('d6');
    expect(def.initiative.rerollEachRound).toBe(true);
    expect(def.initiative.tieBreak).toEqual(['simultaneous', 'reroll']);
  });

  it('lists the seven phases in the text’s order', () => {
    expect(def.initiative.phases?.map((p) => p.id)).toEqual([
      'declare',
      'initiative',
      'morale',
      'movement',
      'missiles',
      'spells',
      'melee',
    ]);
  });

  it('lists the four variants of the text (OSR › Variantes)', () => {
    expect(def.initiative.variants?.map((v) => v.id)).toEqual([
      'alternating-steps',
      'pcs-first',
      'individual',
      'simplified-declarations',
    ]);
  });

  it.each([
    'surprised',
    'stunned',
    'paralyzed',
    'unconscious',
    'fatigued',
    'exhausted',
    'spent',
    'blinded',
    'in-darkness',
  ])('lists the condition %s', (id) => {
    expect(def.conditions.map((c) => c.id)).toContain(id);
  });

  it('has no manoeuvres', () => {
    expect(def.maneuvers).toEqual([]);
  });

  it('answers the public functions through the door', () => {
    expect(moraleCheck(8, 9)).toBe('flees');
    expect(osrToHit({ thac0: 19, targetAc: 6 })).toBe(13);
    expect(healthState('osr', { hp: -3, maxHp: 7 })).toBe('dead');
    expect(healthState('osr', { hp: -3, maxHp: 7, negativeHpOption: true })).toBe('dying');
    expect(
      sortInitiative('osr', [
        { id: 'a', total: 2 },
        { id: 'b', total: 5 },
      ]).map((e) => e.id),
    ).toEqual(['b', 'a']);
  });
});
