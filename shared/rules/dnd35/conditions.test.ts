import { describe, expect, it } from 'vitest';
import type { ConditionFlag, ModifierTarget } from '../types';
import { getSystem, RulesError } from '../index';
import { activeConditions, dnd35Condition } from './conditions';

const conditions = getSystem('dnd35').conditions;
const value = (id: string, target: ModifierTarget): number | undefined =>
  dnd35Condition(id).modifiers.find((m) => m.target === target && m.multiplier === undefined)?.value;

describe('dnd35 condition catalogue', () => {
  // SRD 3.5 › Glossaire › États: every condition of the list, plus the text's own combat states.
  it.each([
    'ability-damaged',
    'ability-drained',
    'blinded',
    'blown-away',
    'checked',
    'confused',
    'cowering',
    'dazed',
    'dazzled',
    'dead',
    'deafened',
    'disabled',
    'dying',
    'energy-drained',
    'entangled',
    'exhausted',
    'fascinated',
    'fatigued',
    'flat-footed',
    'frightened',
    'grappling',
    'grappled',
    'helpless',
    'incorporeal',
    'invisible',
    'knocked-down',
    'nauseated',
    'panicked',
    'paralyzed',
    'petrified',
    'pinned',
    'prone',
    'shaken',
    'sickened',
    'stable',
    'staggered',
    'stunned',
    'turned',
    'unconscious',
    'disarmed',
    'rebuked',
    'squeezing',
    'kneeling',
    'charging',
    'fighting-defensively',
    'total-defense',
    'running',
  ])('has %s, named in both languages, with a source', (id) => {
    const c = dnd35Condition(id);
    expect(c.name.fr.length * c.name.en.length * c.summary.fr.length * c.summary.en.length).toBeGreaterThan(
      0,
    );
    expect(c.source).toMatch(/DRS|SRD/);
  });

  it('has unique ids, and every implied or excluded id exists', () => {
    const ids = conditions.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of conditions)
      for (const other of [...(c.implies ?? []), ...(c.excludes ?? [])]) expect(ids).toContain(other);
  });

  it('marks as open rules the records whose source is only the SRD', () => {
    for (const c of conditions) if (!c.source.includes('DRS')) expect(c.origin).toBe('open-rules');
  });

  it.each<[string, ModifierTarget, number]>([
    ['prone', 'melee-attack', -4],
    ['prone', 'ac-vs-ranged', 4],
    ['prone', 'ac-vs-melee', -4],
    ['stunned', 'ac', -2],
    ['blinded', 'ac', -2],
    ['blinded', 'skills', -4],
    ['cowering', 'ac', -2],
    ['helpless', 'ac-vs-melee', -4],
    ['pinned', 'ac-vs-melee', -4],
    ['kneeling', 'ac-vs-melee', -2],
    ['kneeling', 'ac-vs-ranged', 2],
    ['squeezing', 'attack', -4],
    ['squeezing', 'ac', -4],
    ['dazzled', 'attack', -1],
    ['entangled', 'attack', -2],
    ['entangled', 'dex', -4],
    ['invisible', 'attack', 2],
    ['shaken', 'attack', -2],
    ['shaken', 'saves', -2],
    ['frightened', 'ability-checks', -2],
    ['panicked', 'saves', -2],
    ['sickened', 'damage', -2],
    ['fatigued', 'str', -2],
    ['fatigued', 'dex', -2],
    ['exhausted', 'str', -6],
    ['exhausted', 'dex', -6],
    ['deafened', 'initiative', -4],
    ['energy-drained', 'attack', -1],
    ['charging', 'ac', -2],
    ['fighting-defensively', 'attack', -4],
    ['fighting-defensively', 'ac', 2],
    ['total-defense', 'ac', 4],
  ])('%s: %s %i', (id, target, expected) => {
    expect(value(id, target)).toBe(expected);
  });

  it.each<[string, number]>([
    ['blinded', 0.5],
    ['entangled', 0.5],
    ['exhausted', 0.5],
    ['disabled', 0.5],
  ])('%s halves speed', (id, multiplier) => {
    expect(dnd35Condition(id).modifiers.find((m) => m.target === 'speed')?.multiplier).toBe(multiplier);
  });

  it.each<[string, ConditionFlag]>([
    ['stunned', 'loses-dex-to-ac'],
    ['stunned', 'no-actions'],
    ['stunned', 'drops-held-items'],
    ['blinded', 'loses-dex-to-ac'],
    ['flat-footed', 'loses-dex-to-ac'],
    ['flat-footed', 'cannot-threaten'],
    ['helpless', 'vulnerable-to-coup-de-grace'],
    ['fatigued', 'cannot-run-or-charge'],
    ['entangled', 'cannot-run-or-charge'],
    ['nauseated', 'move-action-only'],
    ['disabled', 'single-action-only'],
    ['staggered', 'single-action-only'],
    ['panicked', 'flees'],
    ['dying', 'automatic-from-health'],
  ])('%s carries %s', (id, flag) => {
    expect(dnd35Condition(id).flags).toContain(flag);
  });

  it.each([
    ['stunned', []],
    ['dazed', []],
    ['paralyzed', []],
    ['nauseated', ['move']],
  ])('%s allows %j', (id, allowed) => {
    expect(dnd35Condition(id).allowedActions).toEqual(allowed);
  });

  it('disabled and staggered allow one standard or one move action (and free ones)', () => {
    for (const id of ['disabled', 'staggered'])
      expect(dnd35Condition(id).allowedActions).toEqual(expect.arrayContaining(['standard', 'move', 'free']));
  });

  it.each([
    ['shaken', 'fear', 1],
    ['frightened', 'fear', 2],
    ['panicked', 'fear', 3],
    ['fatigued', 'fatigue', 1],
    ['exhausted', 'fatigue', 2],
  ])('%s is on track %s at step %i', (id, track, step) => {
    expect(dnd35Condition(id).track).toEqual({ id: track, step });
  });

  it('helpless and pinned set Dex to 0; paralysed sets Str and Dex to 0', () => {
    expect(dnd35Condition('helpless').setsScores).toEqual({ dex: 0 });
    expect(dnd35Condition('pinned').setsScores).toEqual({ dex: 0 });
    expect(dnd35Condition('paralyzed').setsScores).toEqual({ str: 0, dex: 0 });
  });

  it.each([
    [['pinned'], ['pinned', 'grappled']],
    [['dying'], ['dying', 'unconscious', 'helpless']],
    [['shaken', 'panicked'], ['panicked']],
    [['fatigued', 'exhausted'], ['exhausted']],
    [['rebuked'], ['rebuked', 'cowering']],
  ])('activeConditions(%j) → %j', (ids, expected) => {
    expect([...activeConditions(ids)].sort()).toEqual([...expected].sort());
  });

  it('refuses an unknown id', () => {
    expect(() => dnd35Condition('sleepy')).toThrow(RulesError);
  });
});
