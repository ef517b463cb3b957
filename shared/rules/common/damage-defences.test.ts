import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getProcedures, SYSTEM_IDS } from '../index';
import {
  formatDamageDefences,
  parseDamageDefences,
  reduceDamage,
  type DamageDefences,
} from './damage-defences';
import { readDamageTypes } from './damage-types';

function defences(text: string): DamageDefences {
  const read = parseDamageDefences(text);
  if ('error' in read) throw new Error(`${text}: ${read.error.reason}`);
  return read.defences;
}

function applied(system: (typeof SYSTEM_IDS)[number], text: string, raw: number, typed: string): number {
  const rules = getProcedures(system).damage;
  if (!rules) throw new Error(`${system}: no damage rules`);
  const read = readDamageTypes(typed);
  if ('unknown' in read) throw new Error(typed);
  return reduceDamage(raw, read.ids, defences(text), rules).applied;
}

describe('damage defences text', () => {
  it.each([
    ['RD 5/magie', { reductions: [{ amount: 5, bypass: ['magic'], all: false }] }],
    ['RD 10/argent et bien', { reductions: [{ amount: 10, bypass: ['silver', 'good'], all: true }] }],
    ['DR 10/cold iron or good', { reductions: [{ amount: 10, bypass: ['cold-iron', 'good'], all: false }] }],
    ['RD 5/—', { reductions: [{ amount: 5, bypass: [], all: false }] }],
    ['RD 3', { reductions: [{ amount: 3, bypass: [], all: false }] }],
    [
      'feu 10, froid 5',
      {
        resistances: [
          { type: 'fire', amount: 10 },
          { type: 'cold', amount: 5 },
        ],
      },
    ],
    ['résistance au feu 10', { resistances: [{ type: 'fire', amount: 10 }] }],
    ['fire resistance 20', { resistances: [{ type: 'fire', amount: 20 }] }],
    ['immunité feu, froid', { immunities: ['fire', 'cold'] }],
    ['immunity electricity; vulnerability fire', { immunities: ['electricity'], vulnerabilities: ['fire'] }],
  ])('« %s »', (text, expected) => {
    expect(defences(text)).toEqual({
      reductions: [],
      resistances: [],
      immunities: [],
      vulnerabilities: [],
      ...expected,
    });
  });

  it.each([
    ['RD 5/plomb', 'unknown-type'],
    ['feu', 'number-missing'],
    ['tranchant 5', 'energy-only'],
    ['immunité', 'type-missing'],
    ['feu 99999999', 'number-too-big'],
  ])('refuses « %s » (%s)', (text, reason) => {
    const read = parseDamageDefences(text);
    expect('error' in read && read.error.reason).toBe(reason);
  });

  it('reads back what it writes, in both languages', () => {
    const d = defences(
      'RD 10/argent et bien ; RD 5/— ; feu 10 ; électricité 5 ; immunité acide, froid ; vulnérabilité son',
    );
    expect(defences(formatDamageDefences(d, 'fr'))).toEqual(d);
    expect(defences(formatDamageDefences(d, 'en'))).toEqual(d);
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => void parseDamageDefences(text)));
  });
});

describe('damage through defences', () => {
  // [system, defences, raw damage, typed, applied, source]
  it.each([
    ['dnd35', 'feu 10', 12, 'feu', 2, 'DRS › Résistance aux énergies: the resistance is taken off each hit'],
    ['dnd35', 'feu 10', 7, 'feu', 0, 'DRS › Résistance aux énergies: never below 0'],
    ['dnd35', 'RD 5/magie', 12, 'tranchant', 7, 'DRS › Réduction des dégâts'],
    [
      'dnd35',
      'RD 5/magie',
      12,
      'tranchant magique',
      12,
      'DRS › Réduction des dégâts: a magic weapon bypasses /magie',
    ],
    ['dnd35', 'RD 5/magie', 12, 'feu', 12, 'DRS › Réduction des dégâts: DR does not apply to energy'],
    [
      'dnd35',
      'RD 10/argent et bien',
      15,
      'perçant argent',
      5,
      'DRS › Réduction des dégâts: « et » needs both',
    ],
    [
      'dnd35',
      'RD 10/argent et bien',
      15,
      'perçant argent bien',
      15,
      'DRS › Réduction des dégâts: both bypass it',
    ],
    ['dnd35', 'RD 5/—', 12, 'tranchant magique', 7, 'DRS › Réduction des dégâts: nothing bypasses /—'],
    [
      'dnd35',
      'RD 5/— ; RD 10/magie',
      12,
      'contondant',
      2,
      'DRS › Réduction des dégâts: the best DR applies, not both',
    ],
    [
      'dnd35',
      'RD 5/— ; RD 10/magie',
      12,
      'contondant magique',
      7,
      'DRS › Réduction des dégâts: the best one not bypassed',
    ],
    ['dnd35', 'immunité feu', 30, 'feu', 0, 'DRS › Immunité'],
    ['dnd35', 'vulnérabilité feu', 12, 'feu', 18, 'DRS › Vulnérabilité aux énergies: +50 %'],
    ['dnd35', 'vulnérabilité froid', 7, 'froid', 10, 'DRS › Vulnérabilité aux énergies: +50 %, rounded down'],
    ['dnd35', 'feu 10', 12, '', 12, 'Paravent: untyped damage is applied as typed'],
    ['pf1', 'DR 5/cold iron', 9, 'slashing cold iron', 9, 'PRD › Universal Monster Rules › Damage Reduction'],
    ['pf1', 'DR 5/cold iron', 9, 'slashing', 4, 'PRD › Universal Monster Rules › Damage Reduction'],
    ['pf1', 'fire 10', 12, 'fire', 2, 'PRD › Universal Monster Rules › Energy Resistance'],
    ['pf1', 'DR 10/magic', 12, 'fire', 12, 'PRD › Damage Reduction: not against energy'],
    ['pf1', 'vulnerability cold', 10, 'cold', 15, 'PRD › Universal Monster Rules › Vulnerabilities'],
    ['sf1', 'RD 5/magie', 11, 'perçant', 6, 'SF CRB › Universal Creature Rules › Damage Reduction'],
    ['sf1', 'électricité 5', 11, 'électricité', 6, 'SF CRB › Universal Creature Rules › Energy Resistance'],
    ['sf1', 'immunité son', 11, 'son', 0, 'SF CRB › Universal Creature Rules › Immunities'],
    ['co', 'RD 3', 10, 'tranchant', 7, 'CO › RD: taken off the damage'],
    ['co', 'RD 3', 10, 'feu', 7, 'CO › RD: taken off every damage, energy too'],
    ['osr', 'immunité feu', 10, 'feu', 0, 'OSE › Monsters: immunities as printed'],
  ] as const)('%s « %s »: %i %s → %i (%s)', (system, text, raw, typed, expected, _source) => {
    void _source;
    expect(applied(system, text, raw, typed)).toBe(expected);
  });

  it('every system of the product has damage rules', () => {
    for (const id of SYSTEM_IDS) expect(getProcedures(id).damage).toBeDefined();
  });
});
