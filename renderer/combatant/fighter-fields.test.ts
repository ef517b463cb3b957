import { describe, expect, it } from 'vitest';
import { getSystem, type SystemId } from '../../shared/rules';
import {
  featName,
  fieldsOfFighter,
  fighterOfFields,
  fighterSummary,
  formFeats,
  maneuverFeats,
} from './fighter-fields';

describe('maneuverFeats', () => {
  it.each<[SystemId, string[]]>([
    [
      'dnd35',
      [
        'improved-grapple',
        'improved-unarmed-strike',
        'improved-bull-rush',
        'improved-trip',
        'improved-overrun',
        'improved-disarm',
        'improved-sunder',
      ],
    ],
    ['co', []],
    ['osr', []],
  ])('%s: the feats its manoeuvre rules read', (system, feats) => {
    expect(maneuverFeats(system)).toEqual(feats);
  });

  it('PF1: Improved and Greater feats of its ten manoeuvres and Agile Maneuvers, all with French names', () => {
    const feats = maneuverFeats('pf1');
    expect(feats).toHaveLength(2 * getSystem('pf1').maneuvers.length + 1);
    expect(feats).toContain('greater-trip');
    expect(feats).toContain('agile-maneuvers');
    for (const f of [...feats, ...maneuverFeats('sf1'), ...maneuverFeats('dnd35')]) {
      expect(featName(f, 'fr'), f).not.toBe(f);
    }
    expect(featName('greater-trip', 'fr')).toBe('Croc-en-jambe supérieur');
    expect(featName('greater-trip', 'en')).toBe('Greater Trip');
  });
});

describe('formFeats', () => {
  it.each<[SystemId, boolean]>([
    ['dnd35', true],
    ['pf1', true],
    ['sf1', false],
  ])('%s: the manoeuvre feats, and Combat Reflexes where the rules read it: %s', (system, reflexes) => {
    expect(formFeats(system).slice(0, maneuverFeats(system).length)).toEqual(maneuverFeats(system));
    expect(formFeats(system).includes('combat-reflexes')).toBe(reflexes);
  });

  it('names Combat Reflexes in both languages', () => {
    expect(featName('combat-reflexes', 'fr')).toBe('Attaques réflexes');
    expect(featName('combat-reflexes', 'en')).toBe('Combat Reflexes');
  });
});

describe('fighterOfFields', () => {
  it('reads the fields, keeps what the form does not show and drops what was blanked', () => {
    const r = fighterOfFields(
      {
        bab: '+5',
        str: '21',
        dex: '',
        size: 'large',
        feats: 'improved-grapple,improved-trip',
        stable: 'true',
      },
      'dnd35',
      { dex: 12, attackBonus: 7 },
    );
    expect(r).toEqual({
      ok: true,
      fighter: {
        bab: 5,
        str: 21,
        size: 'large',
        feats: ['improved-grapple', 'improved-trip'],
        stable: true,
        attackBonus: 7,
      },
    });
  });

  it.each([
    [{ str: '0' }, 'str', { kind: 'range', min: 1, max: 99 }],
    [{ con: '100' }, 'con', { kind: 'range', min: 1, max: 99 }],
    [{ bab: '-6' }, 'bab', { kind: 'range', min: -5, max: 100 }],
    [{ dex: 'douze' }, 'dex', { kind: 'integer' }],
    [{ legs: '2.5' }, 'legs', { kind: 'integer' }],
  ])('refuses %o', (fields, key, error) => {
    expect(fighterOfFields(fields, 'pf1')).toEqual({ ok: false, errors: { [key]: error } });
  });

  it('reads the melee attack bonus in Starfinder only', () => {
    expect(fighterOfFields({ attackBonus: '9' }, 'sf1')).toEqual({ ok: true, fighter: { attackBonus: 9 } });
    expect(fighterOfFields({ attackBonus: '9' }, 'dnd35')).toEqual({ ok: true, fighter: {} });
  });

  it('gives back what it read: fields → stats → fields', () => {
    const fields = {
      bab: '3',
      str: '18',
      con: '14',
      legs: '4',
      size: 'huge',
      feats: 'improved-trip',
      stable: 'true',
    };
    const r = fighterOfFields(fields, 'pf1');
    expect(r.ok && fieldsOfFighter(r.fighter)).toEqual(fields);
  });
});

describe('fighterSummary', () => {
  it.each([
    [{ bab: 5, str: 21, size: 'large' as const }, 'fr', 'BBA +5 · For 21 · Grand (G)'],
    [{ bab: -1, dex: 14, feats: ['improved-trip'] }, 'fr', 'BBA -1 · Dex 14 · Science du croc-en-jambe'],
    [{ bab: 5, str: 21, size: 'large' as const }, 'en', 'BAB +5 · Str 21 · Large'],
    [{}, 'fr', ''],
  ])('%o in %s: « %s »', (f, language, text) => {
    expect(fighterSummary(f, language)).toBe(text);
  });
});
