/** Effective values with conditions applied, and their breakdown, system by system. */
import { describe, expect, it } from 'vitest';
import type { Modifier, SystemId } from '../rules';
import { resolveConditions } from './condition-set';
import { breakdownText, valueText } from './effective-text';
import { effectiveValues, type CustomModifiers } from './effective-values';
import type { Defences } from './types';

interface Case {
  system: SystemId;
  defences: Defences;
  ids: string[];
  custom?: CustomModifiers[];
  dex?: number;
  /** Row text of each value shown, in order. */
  shown: string[];
  /** Breakdown of the first value. */
  breakdown: string;
}

const custom = (name: string, ...modifiers: Modifier[]): CustomModifiers => ({ name, modifiers });

const CASES: [string, Case][] = [
  [
    'dnd35 sans défense, Dex 14: Dex bonus lost and Dex counted as 0 — 17 − 2 − 5 = 10, 6 in melee (SRD › Table: Armor Class Modifiers, note 4)',
    {
      system: 'dnd35',
      defences: { ac: 17, touchAc: 12, flatFootedAc: 15 },
      dex: 14,
      ids: ['helpless'],
      shown: ['CA 10', 'contact 5', 'dépourvu 10'],
      breakdown: 'CA 10 = 17 − 5 dex comptée à 0 − 2 Dex perdue ; au corps à corps 6 (−4 sans défense)',
    },
  ],
  [
    'pf1 sans défense, Dex 8 (−1 already in the AC): 4 more, not 5 (PRD › Table: Armor Class Modifiers, note 3; Helpless)',
    {
      system: 'pf1',
      defences: { ac: 14, flatFootedAc: 14 },
      dex: 8,
      ids: ['helpless'],
      shown: ['CA 10', 'dépourvu 10'],
      breakdown: 'CA 10 = 14 − 4 dex comptée à 0 ; au corps à corps 6 (−4 sans défense)',
    },
  ],
  [
    'dnd35 étourdi, only the AC known: −2 and the Dex loss noted (DRS › Étourdi)',
    {
      system: 'dnd35',
      defences: { ac: 17 },
      ids: ['stunned'],
      shown: ['CA 15'],
      breakdown: 'CA 15 = 17 − 2 étourdi ; Dex perdue',
    },
  ],
  [
    'dnd35 étourdi with the flat-footed AC: the Dex part (17 − 15) is lost from AC and touch AC',
    {
      system: 'dnd35',
      defences: { ac: 17, touchAc: 12, flatFootedAc: 15 },
      ids: ['stunned'],
      shown: ['CA 13', 'contact 8', 'dépourvu 13'],
      breakdown: 'CA 13 = 17 − 2 étourdi − 2 Dex perdue',
    },
  ],
  [
    'dnd35 pris au dépourvu at the start of a fight, Dex 14 (+2) and no flat-footed AC typed',
    {
      system: 'dnd35',
      defences: { ac: 16 },
      dex: 14,
      ids: ['flat-footed'],
      shown: ['CA 14'],
      breakdown: 'CA 14 = 16 − 2 Dex perdue',
    },
  ],
  [
    'dnd35 secoué then effrayé: the track keeps only effrayé',
    {
      system: 'dnd35',
      defences: { ac: 15 },
      ids: ['shaken', 'frightened'],
      shown: ['CA 15', 'att. −2', 'JS −2'],
      breakdown: 'CA 15 = 15 ; secoué remplacé par effrayé',
    },
  ],
  [
    'dnd35 à terre: −4 against melee, +4 against ranged (DRS › À terre)',
    {
      system: 'dnd35',
      defences: { ac: 15 },
      ids: ['prone'],
      shown: ['CA 15', 'att. CàC −4'],
      breakdown: 'CA 15 = 15 ; au corps à corps 11 (−4 à terre) ; à distance 19 (+4 à terre)',
    },
  ],
  [
    'dnd35 combat sur la défensive: +2 dodge to AC, not to the flat-footed AC',
    {
      system: 'dnd35',
      defences: { ac: 15, flatFootedAc: 13 },
      ids: ['fighting-defensively'],
      shown: ['CA 17', 'dépourvu 13', 'att. −4'],
      breakdown: 'CA 17 = 15 + 2 combat sur la défensive (esquive)',
    },
  ],
  [
    'dnd35 pris au dépourvu while fighting defensively: the dodge bonus goes with the Dex',
    {
      system: 'dnd35',
      defences: { ac: 15, flatFootedAc: 13 },
      ids: ['flat-footed', 'fighting-defensively'],
      shown: ['CA 13', 'dépourvu 13', 'att. −4'],
      breakdown: 'CA 13 = 15 − 2 Dex perdue ; perdu avec la Dex : +2 combat sur la défensive (esquive)',
    },
  ],
  [
    'dnd35 mourant → inconscient → sans défense: −4 against melee, Dex lost and counted as 0',
    {
      system: 'dnd35',
      defences: { ac: 14, flatFootedAc: 12 },
      ids: ['dying'],
      shown: ['CA 7', 'dépourvu 7'],
      breakdown: 'CA 7 = 14 − 5 dex comptée à 0 − 2 Dex perdue ; au corps à corps 3 (−4 sans défense)',
    },
  ],
  [
    'dnd35 stabilisé after mourant: stable replaces dying',
    {
      system: 'dnd35',
      defences: { ac: 10 },
      ids: ['dying', 'stable'],
      shown: ['CA 5'],
      breakdown:
        'CA 5 = 10 − 5 dex comptée à 0 ; Dex perdue ; au corps à corps 1 (−4 sans défense) ; mourant remplacé par stabilisé',
    },
  ],
  [
    'pf1 immobilisé: −4 AC, Dex lost, both to the CMD (PRD › Pinned, CMD)',
    {
      system: 'pf1',
      defences: { ac: 16, flatFootedAc: 14, cmd: 18 },
      ids: ['grappled', 'pinned'],
      shown: ['CA 10', 'dépourvu 10', 'DMD 12'],
      breakdown: 'CA 10 = 16 − 4 immobilisé − 2 Dex perdue ; agrippé remplacé par immobilisé',
    },
  ],
  [
    'pf1 CMD takes a deflection bonus but not an armor bonus given to AC',
    {
      system: 'pf1',
      defences: { cmd: 18 },
      ids: [],
      custom: [
        custom('Protection', { target: 'ac', value: 2, type: 'deflection' }),
        custom('Armure de mage', { target: 'ac', value: 4, type: 'armor' }),
      ],
      shown: ['DMD 20'],
      breakdown: 'DMD 20 = 18 + 2 protection (parade)',
    },
  ],
  [
    'pf1 à terre: the −4 against melee counts for the CMD, as the rules’ combatManeuverDefense does',
    {
      system: 'pf1',
      defences: { cmd: 18, ac: 16 },
      ids: ['prone'],
      shown: ['CA 16', 'DMD 14', 'att. CàC −4'],
      breakdown: 'CA 16 = 16 ; au corps à corps 12 (−4 à terre) ; à distance 20 (+4 à terre)',
    },
  ],
  [
    'sf1 pris au dépourvu: −2 to KAC and EAC',
    {
      system: 'sf1',
      defences: { kac: 15, eac: 14 },
      ids: ['flat-footed'],
      shown: ['CAC 13', 'CAE 12'],
      breakdown: 'CAC 13 = 15 − 2 pris au dépourvu',
    },
  ],
  [
    'sf1 agrippé then immobilisé: the grapple track keeps immobilisé (−4, not −2 −4)',
    {
      system: 'sf1',
      defences: { kac: 15 },
      ids: ['grappled', 'pinned'],
      shown: ['CAC 9', 'att. −4'],
      breakdown: 'CAC 9 = 15 − 4 immobilisé − 2 pris au dépourvu ; agrippé remplacé par immobilisé',
    },
  ],
  [
    'co surpris: −5 DEF in the first turn (CO › Effet de surprise)',
    {
      system: 'co',
      defences: { def: 14 },
      ids: ['surprised'],
      shown: ['DEF 9'],
      breakdown: 'DEF 9 = 14 − 5 surpris',
    },
  ],
  [
    'co: everything stacks (two custom bonuses of the same kind)',
    {
      system: 'co',
      defences: { def: 14 },
      ids: [],
      custom: [
        custom('Bouclier', { target: 'def', value: 2, type: 'shield' }),
        custom('Parade', { target: 'def', value: 1, type: 'shield' }),
      ],
      shown: ['DEF 17'],
      breakdown: 'DEF 17 = 14 + 2 bouclier (bouclier) + 1 parade (bouclier)',
    },
  ],
  [
    'osr étourdi: descending AC goes up by 4 (worse)',
    {
      system: 'osr',
      defences: { descendingAc: 5, thac0: 17, morale: 8 },
      ids: ['stunned'],
      shown: ['CA 9', 'TAC0 17', 'moral 8'],
      breakdown: 'CA 9 = 5 + 4 étourdi ; Dex perdue',
    },
  ],
  [
    'dnd35 two morale bonuses to attack: only the higher counts',
    {
      system: 'dnd35',
      defences: {},
      ids: [],
      custom: [
        custom('Bénédiction', { target: 'attack', value: 1, type: 'morale' }),
        custom('Chant', { target: 'attack', value: 2, type: 'morale' }),
      ],
      shown: ['att. +2'],
      breakdown: 'att. +2 = +2 chant (moral) ; non cumulé : +1 bénédiction (moral)',
    },
  ],
];

describe('effectiveValues and breakdownText', () => {
  it.each(CASES)('%s', (_name, c) => {
    const r = effectiveValues({
      system: c.system,
      defences: c.defences,
      fighter: { dex: c.dex },
      conditionIds: c.ids,
      custom: c.custom ?? [],
    });
    expect(r.values.map((v) => valueText(v))).toEqual(c.shown);
    expect(breakdownText(c.system, r.values[0], r.replaced)).toBe(c.breakdown);
  });

  it('English breakdown', () => {
    const r = effectiveValues({
      system: 'dnd35',
      defences: { ac: 17 },
      fighter: {},
      conditionIds: ['stunned'],
      custom: [],
    });
    expect(breakdownText('dnd35', r.values[0], r.replaced, 'en')).toBe('AC 15 = 17 − 2 stunned; Dex lost');
  });

  it('no conditions: every value equals what was typed, with no parts', () => {
    const r = effectiveValues({
      system: 'pf1',
      defences: { ac: 16, touchAc: 12, flatFootedAc: 14, cmd: 18 },
      fighter: {},
      conditionIds: [],
      custom: [],
    });
    expect(r.values.map((v) => [v.key, v.value, v.parts.length])).toEqual([
      ['ac', 16, 0],
      ['touchAc', 12, 0],
      ['flatFootedAc', 14, 0],
      ['cmd', 18, 0],
    ]);
  });
});

describe('resolveConditions', () => {
  it.each([
    ['dnd35', ['shaken', 'panicked', 'frightened'], ['panicked'], ['shaken', 'frightened']],
    ['dnd35', ['pinned'], ['pinned', 'grappled'], []],
    ['dnd35', ['paralyzed'], ['paralyzed', 'helpless'], []],
    ['dnd35', ['fighting-defensively', 'total-defense'], ['total-defense'], ['fighting-defensively']],
    ['pf1', ['pinned', 'grappled'], ['grappled'], ['pinned']],
    ['osr', ['fatigued', 'spent', 'exhausted'], ['spent'], ['fatigued', 'exhausted']],
    ['co', ['stable', 'stunned'], ['stunned'], []],
  ] as [SystemId, string[], string[], string[]][])(
    '%s %j → counts %j, replaced %j',
    (system, ids, active, replaced) => {
      const r = resolveConditions(system, ids);
      expect(r.active.map((d) => d.id)).toEqual(active);
      expect(r.replaced.map((x) => x.id).sort()).toEqual([...replaced].sort());
    },
  );
});
