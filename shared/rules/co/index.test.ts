import { describe, expect, it } from 'vitest';
import { getSystem, healthState, sortInitiative } from '../index';

describe('co through the one door', () => {
  const def = getSystem('co');

  it('uses a fixed INIT score: no die, PC first then GM on ties, lowering allowed (CO › Le tour de combat)', () => {
    expect(def.initiative.mode).toBe('fixed-score');
    expect(def.initiative.die).toBeUndefined();
    expect(def.initiative.tieBreak).toEqual(['pc-first', 'gm-decides']);
    expect(def.initiative.lowerToActLater).toBe(true);
  });

  it('has the four action types of the text and no manoeuvres (CO › Les actions)', () => {
    expect(def.actions.types.map((t) => t.id).sort()).toEqual(['attack', 'free', 'limited', 'move']);
    expect(def.maneuvers).toEqual([]);
  });

  it.each([
    'surprised',
    'knocked-down',
    'blinded',
    'stunned',
    'immobilized',
    'paralyzed',
    'slowed',
    'weakened',
  ])('lists the condition %s', (id) => {
    expect(def.conditions.map((c) => c.id)).toContain(id);
  });

  it('sorts and reads health through the door', () => {
    const order = sortInitiative('co', [
      { id: 'ogre', total: 10, side: 'npc' },
      { id: 'mage', total: 10, side: 'pc' },
    ]);
    expect(order.map((e) => e.id)).toEqual(['mage', 'ogre']);
    expect(healthState('co', { hp: 0, maxHp: 9 })).toBe('unconscious');
  });
});
