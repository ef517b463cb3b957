import { describe, expect, it } from 'vitest';
import type { ModifierTarget } from '../types';
import { RulesError } from '../errors';
import { SF1_CONDITIONS, SF1_DIRTY_TRICK_CONDITIONS, sf1ActiveConditions, sf1Condition } from './conditions';

/** Core Rulebook › Conditions (p. 273-277): the list a Starfinder GM expects. */
const SRD_IDS = [
  'asleep',
  'bleeding',
  'blinded',
  'broken',
  'burning',
  'confused',
  'cowering',
  'dazed',
  'dazzled',
  'dead',
  'deafened',
  'dying',
  'encumbered',
  'entangled',
  'exhausted',
  'fascinated',
  'fatigued',
  'flat-footed',
  'frightened',
  'grappled',
  'helpless',
  'nauseated',
  'off-kilter',
  'off-target',
  'overburdened',
  'panicked',
  'paralyzed',
  'pinned',
  'prone',
  'shaken',
  'sickened',
  'stable',
  'staggered',
  'stunned',
  'unconscious',
];

const valueOf = (id: string, target: ModifierTarget): number | undefined =>
  sf1Condition(id).modifiers.find((m) => m.target === target)?.value;

describe('SF1_CONDITIONS — catalogue', () => {
  it.each(SRD_IDS)('has %s, with names, a summary and a source', (id) => {
    const c = sf1Condition(id);
    expect(c.name.fr).not.toBe('');
    expect(c.name.en).not.toBe('');
    expect(c.summary.fr.length).toBeGreaterThan(10);
    expect(c.source).not.toBe('');
    expect(c.origin).toBe('open-rules'); // the text gives no condition numbers
  });

  it('ids are unique and kebab-case', () => {
    const ids = SF1_CONDITIONS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/));
  });

  it('every implied condition exists', () => {
    SF1_CONDITIONS.flatMap((c) => c.implies ?? []).forEach((id) =>
      expect(() => sf1Condition(id)).not.toThrow(),
    );
  });

  it.each(['overrun', 'invisible-ish', '', 'Prone'])('unknown id %j → RulesError', (id) => {
    expect(() => sf1Condition(id)).toThrow(RulesError);
  });
});

describe('condition modifiers — Core Rulebook › Conditions', () => {
  it.each<[string, ModifierTarget, number]>([
    ['flat-footed', 'ac', -2],
    ['prone', 'melee-attack', -4],
    ['prone', 'ac-vs-melee', -4],
    ['prone', 'ac-vs-ranged', 4],
    ['helpless', 'ac-vs-melee', -4],
    ['dazzled', 'attack', -1],
    ['shaken', 'attack', -2],
    ['shaken', 'saves', -2],
    ['frightened', 'attack', -2],
    ['panicked', 'saves', -2],
    ['sickened', 'attack', -2],
    ['sickened', 'damage', -2],
    ['off-kilter', 'attack', -2],
    ['off-target', 'attack', -2],
    ['entangled', 'ac', -2],
    ['entangled', 'attack', -2],
    ['entangled', 'reflex', -2],
    ['entangled', 'initiative', -2],
    ['grappled', 'ac', -2],
    ['grappled', 'attack', -2],
    ['grappled', 'reflex', -2],
    ['pinned', 'ac', -4],
    ['pinned', 'attack', -4],
    ['fatigued', 'ac', -1],
    ['fatigued', 'attack', -1],
    ['exhausted', 'ac', -3],
    ['exhausted', 'attack', -3],
    ['deafened', 'initiative', -4],
    ['asleep', 'perception', -10],
    ['encumbered', 'speed', -3], // −10 ft = −3 m
    ['broken', 'attack', -2],
  ])('%s: %s %i', (id, target, value) => {
    expect(valueOf(id, target)).toBe(value);
  });

  it.each([
    ['entangled', 0.5],
    ['exhausted', 0.5],
  ])('%s halves speed', (id, multiplier) => {
    expect(sf1Condition(id).modifiers.find((m) => m.target === 'speed')?.multiplier).toBe(multiplier);
  });

  it.each(['dazed', 'stunned', 'cowering', 'unconscious', 'dying', 'dead', 'asleep', 'fascinated'])(
    '%s allows no action',
    (id) => {
      expect(sf1Condition(id).allowedActions).toEqual([]);
    },
  );

  it.each([
    ['nauseated', ['move']],
    ['staggered', ['standard', 'move', 'swift', 'free']], // ni action complexe ni réaction
    ['flat-footed', ['standard', 'move', 'swift', 'full-round', 'free']], // pas de réaction
  ])('%s allows only %o', (id, allowed) => {
    expect(sf1Condition(id).allowedActions).toEqual(allowed);
  });

  it.each([
    ['shaken', 'fear', 1],
    ['frightened', 'fear', 2],
    ['panicked', 'fear', 3],
    ['fatigued', 'fatigue', 1],
    ['exhausted', 'fatigue', 2],
    ['grappled', 'grapple', 1],
    ['pinned', 'grapple', 2],
  ])('%s is step %s/%i', (id, track, step) => {
    expect(sf1Condition(id).track).toEqual({ id: track, step });
  });

  it.each([
    ['blinded', 'flat-footed'],
    ['cowering', 'flat-footed'],
    ['off-kilter', 'flat-footed'],
    ['pinned', 'flat-footed'],
    ['stunned', 'flat-footed'],
    ['unconscious', 'helpless'],
    ['asleep', 'helpless'],
    ['dying', 'unconscious'],
  ])('%s implies %s', (id, implied) => {
    expect(sf1Condition(id).implies).toContain(implied);
  });

  it('dirty trick offers the six conditions of the text (SF › Sale coup)', () => {
    expect([...SF1_DIRTY_TRICK_CONDITIONS].sort()).toEqual(
      ['blinded', 'deafened', 'entangled', 'off-target', 'shaken', 'sickened'].sort(),
    );
  });
});

describe('sf1ActiveConditions', () => {
  const ids = (list: string[]) => sf1ActiveConditions(list).map((c) => c.id);

  it.each([
    { given: ['shaken', 'frightened'], active: ['frightened'] }, // track: the higher step replaces the lower
    { given: ['fatigued', 'exhausted'], active: ['exhausted'] },
    { given: ['grappled', 'pinned'], active: ['flat-footed', 'pinned'] }, // pinned replaces grappled's penalties
    { given: ['dying'], active: ['dying', 'helpless', 'unconscious'] },
    { given: ['pinned', 'flat-footed'], active: ['flat-footed', 'pinned'] }, // flat-footed counted once
    { given: [], active: [] },
  ])('$given → $active', ({ given, active }) => {
    expect(ids(given)).toEqual(active);
  });

  it('refuses an unknown id or a non-list', () => {
    expect(() => sf1ActiveConditions(['pris-au-dépourvu'])).toThrow(RulesError);
    expect(() => sf1ActiveConditions('prone' as unknown as string[])).toThrow(RulesError);
  });
});
