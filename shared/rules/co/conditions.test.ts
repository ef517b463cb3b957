import { describe, expect, it } from 'vitest';
import type { ModifierTarget } from '../types';
import { RulesError } from '../errors';
import { CO_CONDITIONS, coCondition, coTestDie } from './conditions';

const valueOf = (id: string, target: ModifierTarget) =>
  coCondition(id).modifiers.find((m) => m.target === target)?.value ?? 0;

describe('CO conditions — modifiers', () => {
  it.each([
    // [id, target, value, source]
    ['surprised', 'def', -5, 'CO › Effet de surprise : −5 en DEF'],
    ['knocked-down', 'def', -5, 'CO › Renversé : −5 en DEF'],
    ['knocked-down', 'attack', -5, 'CO › Renversé : −5 à toutes les attaques'],
    ['blinded', 'initiative', -5, 'règles ouvertes CO › Aveuglé'],
    ['blinded', 'melee-attack', -5, 'règles ouvertes CO › Aveuglé'],
    ['blinded', 'def', -5, 'règles ouvertes CO › Aveuglé'],
    ['blinded', 'ranged-attack', -10, 'règles ouvertes CO › Aveuglé'],
    ['stunned', 'def', -5, 'règles ouvertes CO › Étourdi'],
  ] as const)('%s: %s %i (%s)', (id, target, value, _source) => {
    expect(valueOf(id, target)).toBe(value);
  });

  it.each([
    ['surprised', 'no-actions'],
    ['stunned', 'no-actions'],
    ['paralyzed', 'no-actions'],
    ['paralyzed', 'helpless'],
    ['immobilized', 'cannot-move'],
    ['slowed', 'single-action-only'],
  ] as const)('%s carries the flag %s (règles ouvertes / texte)', (id, flag) => {
    expect(coCondition(id).flags).toContain(flag);
  });

  it('a slowed combatant may never take a limited action (règles ouvertes CO › Ralenti)', () => {
    expect(coCondition('slowed').allowedActions).not.toContain('limited');
  });

  it('ids are unique kebab-case and every record names its source', () => {
    const ids = CO_CONDITIONS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CO_CONDITIONS) {
      expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(c.source).toMatch(/^CO/);
      expect(c.origin === 'text' || c.origin === 'open-rules').toBe(true);
    }
  });

  it('the text’s own conditions are marked text, the rest open rules', () => {
    const fromText = CO_CONDITIONS.filter((c) => c.origin === 'text').map((c) => c.id);
    expect(fromText.sort()).toEqual(['knocked-down', 'surprised']);
  });

  it('refuses an unknown id', () => {
    expect(() => coCondition('prone')).toThrow(RulesError);
  });
});

describe('coTestDie — d12 instead of d20 (règles ouvertes CO › Affaibli, Immobilisé)', () => {
  it.each([
    [[], 'attack', 20],
    [['weakened'], 'other', 12],
    [['weakened'], 'attack', 12],
    [['immobilized'], 'attack', 12],
    [['immobilized'], 'other', 20],
    [['knocked-down'], 'attack', 20],
  ] as const)('%o, test %s → d%i', (conditions, kind, die) => {
    expect(coTestDie(conditions, kind)).toBe(die);
  });

  it('refuses an unknown condition', () => {
    expect(() => coTestDie(['grappled'], 'attack')).toThrow(RulesError);
  });
});
