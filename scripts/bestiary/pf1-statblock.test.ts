/**
 * The PF1 stat block readers (pf1-statblock.mjs): each printed form the PRD uses, read into its
 * figures (table-driven), and any text at all read without throwing (fast-check) — a figure the
 * reader cannot read is absent, never invented.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseAc,
  parseAttack,
  parseAttacks,
  parseFeats,
  parseHp,
  parseSaves,
  parseSpeed,
  parseTypeLine,
  scoreOf,
  signedInt,
  SIZES,
  splitTopLevel,
} from './pf1-statblock.mjs';
import { SIZES as RULES_SIZES } from '../../shared/rules/common/sizes';

describe('signedInt and scoreOf', () => {
  it.each([
    ['+5; Senses darkvision 60 ft.', 5],
    ['–1', -1],
    ['−3', -3],
    ['+12M/–4, dual initiative', 12],
    ['+0', 0],
    ['—', null],
    ['darkvision', null],
  ])('signedInt(%j) = %j', (text, n) => expect(signedInt(text)).toBe(n));

  it.each([
    ['21', 21],
    ['—', null],
    ['-', null],
    ['', null],
    ['?', undefined],
  ])('scoreOf(%j) = %j', (text, n) => expect(scoreOf(text)).toBe(n));
});

describe('the size words', () => {
  it('are the rules’ own, in the same order (the script cannot import the TypeScript list)', () => {
    expect(SIZES).toEqual([...RULES_SIZES]);
  });
});

describe('parseTypeLine', () => {
  it.each([
    ['CE Large humanoid (giant)', { alignment: 'CE', size: 'large', type: 'humanoid', subtypes: ['giant'] }],
    [
      'CE Medium outsider (chaotic, demon, evil, extraplanar)',
      {
        alignment: 'CE',
        size: 'medium',
        type: 'outsider',
        subtypes: ['chaotic', 'demon', 'evil', 'extraplanar'],
      },
    ],
    ['N Large Animal', { alignment: 'N', size: 'large', type: 'animal', subtypes: [] }],
    ['N Medium magical beast', { alignment: 'N', size: 'medium', type: 'magical beast', subtypes: [] }],
    [
      'Always NE Huge dragon (fire)',
      { alignment: 'Always NE', size: 'huge', type: 'dragon', subtypes: ['fire'] },
    ],
  ])('%s', (text, read) => expect(parseTypeLine(text)).toEqual(read));

  it.each(['Aasimar cleric 1', 'Large humanoid', 'XX Large humanoid'])('%s is not a type line', (text) => {
    expect(parseTypeLine(text) === null || parseTypeLine(text)?.alignment === '').toBe(true);
  });
});

describe('parseAc', () => {
  it.each([
    [
      '17, touch 8, flat-footed 17 (+4 armor, –1 Dex, +5 natural, –1 size)',
      { ac: 17, touch: 8, flatFooted: 17, parts: { armor: 4, dex: -1, natural: 5, size: -1 } },
    ],
    [
      '36, touch 20, flat-footed 29 (+4 deflection, +6 Dex, +1 dodge, +16 natural, –1 size)',
      {
        ac: 36,
        touch: 20,
        flatFooted: 29,
        parts: { deflection: 4, dex: 6, dodge: 1, natural: 16, size: -1 },
      },
    ],
    // PRD typos kept readable: no comma before flat-footed, a « ; » before the breakdown.
    ['19, touch 13 flat-footed 15 (+3 Dex)', { ac: 19, touch: 13, flatFooted: 15, parts: { dex: 3 } }],
    ['20, touch 9, flat-footed 19; (+1 Dex)', { ac: 20, touch: 9, flatFooted: 19, parts: { dex: 1 } }],
    // A conditional bonus after « ; » is not part of the AC.
    [
      '15, touch 12, flat-footed 12 (+3 Dex, +3 natural, –1 size; +2 deflection vs. evil)',
      { ac: 15, touch: 12, flatFooted: 12, parts: { dex: 3, natural: 3, size: -1 } },
    ],
  ])('%s', (text, read) => expect(parseAc(text)).toEqual(read));

  it('is null for text that is not an AC', () => expect(parseAc('as armor')).toBeNull());
});

describe('parseHp', () => {
  it.each([
    ['30 (4d8+12)', { hp: 30, hd: '4d8+12' }],
    ['31 (9d8–9)', { hp: 31, hd: '9d8-9' }],
    ['17 (3 HD; 2d8+1d10+3)', { hp: 17, hd: '2d8+1d10+3' }],
    [
      '63 (6d8+36); regeneration 5 (acid or fire)',
      { hp: 63, hd: '6d8+36', regeneration: { hp: 5, bypassedBy: 'acid or fire' } },
    ],
    ['16 (3d10); fast healing 2', { hp: 16, hd: '3d10', fastHealing: 2 }],
    ['525 (30d10+360); regeneration 40', { hp: 525, hd: '30d10+360', regeneration: { hp: 40 } }],
    ['111 (11d6+55 plus 15 false life)', { hp: 111, hd: '11d6+55', extra: 'plus 15 false life' }],
  ])('%s', (text, read) => expect(parseHp(text)).toEqual(read));

  it.each(['thirty', '(4d8)', '30 (see text)'])('%s is not read', (text) => expect(parseHp(text)).toBeNull());
});

describe('parseSaves', () => {
  it.each([
    [
      ['+6', '+0', '+3'],
      [6, 0, 3],
    ],
    [
      ['+8 (+10 vs. nonmagical disease)', '–1', '+2'],
      [8, -1, 2],
    ],
    [
      ['+10, Ref +8, Will +10', undefined, undefined],
      [10, 8, 10],
    ],
    [['+4', undefined, '+1'], null],
  ] as const)('%j → %j', ([f, r, w], saves) => expect(parseSaves(f, r, w)).toEqual(saves));
});

describe('parseAttack', () => {
  it.each([
    ['greatclub +7 (2d8+7)', { name: 'greatclub', count: 1, bonus: 7, damage: '2d8+7', crit: '', extra: '' }],
    ['2 claws +12 (1d6+4)', { name: 'claws', count: 2, bonus: 12, damage: '1d6+4', crit: '', extra: '' }],
    [
      'mwk longsword +12/+7 (1d8+4/19–20)',
      { name: 'mwk longsword', count: 1, bonus: 12, damage: '1d8+4', crit: '19-20/×2', extra: '' },
    ],
    ['longbow +3 (1d8/×3)', { name: 'longbow', count: 1, bonus: 3, damage: '1d8', crit: '×3', extra: '' }],
    [
      '+1 flaming longsword +15/+10 (1d8+6/19-20 plus 1d6 fire)',
      {
        name: '+1 flaming longsword',
        count: 1,
        bonus: 15,
        damage: '1d8+6',
        crit: '19-20/×2',
        extra: '1d6 fire',
      },
    ],
    [
      'bite +23 (4d6+15/19-20 plus grab and trip)',
      {
        name: 'bite',
        count: 1,
        bonus: 23,
        damage: '4d6+15',
        crit: '19-20/×2',
        extra: 'grab and trip',
        maneuver: 'grapple',
      },
    ],
    [
      'bite +2 (1d6+1 plus trip)',
      { name: 'bite', count: 1, bonus: 2, damage: '1d6+1', crit: '', extra: 'trip', maneuver: 'trip' },
    ],
    [
      'swarm (2d6 plus poison)',
      { name: 'swarm', count: 1, bonus: null, damage: '2d6', crit: '', extra: 'poison' },
    ],
    [
      'touch +5 (1d6 negative energy)',
      { name: 'touch', count: 1, bonus: 5, damage: '1d6', crit: '', extra: 'negative energy' },
    ],
    [
      'slime squirt +4 ranged touch',
      { name: 'slime squirt', count: 1, bonus: 4, damage: '', crit: '', extra: '' },
    ],
  ])('%s', (text, read) => expect(parseAttack(text)).toEqual(read));

  it('reads the first full attack of a field, and names what it cannot read', () => {
    const read = parseAttacks('bite +13 (1d8+6), 2 claws +12 (1d6+4) or slam +10 (1d8)');
    expect(read.attacks.map((a) => a.name)).toEqual(['bite', 'claws']);
    expect(parseAttacks('+2 wounding halberd 2d8+18/19-20/x3').unread).toEqual([
      '+2 wounding halberd 2d8+18/19-20/x3',
    ]);
    expect(parseAttacks('greataxe +5 (1d12+4/×3 plus nausea) or').attacks).toHaveLength(1);
  });
});

describe('parseSpeed, parseFeats, splitTopLevel', () => {
  it.each([
    ['30 ft. (40 ft. base)', [{ mode: 'land', feet: 30, note: '40 ft. base' }]],
    [
      '60 ft., fly 200 ft. (poor), swim 60 ft.',
      [
        { mode: 'land', feet: 60, note: '' },
        { mode: 'fly', feet: 200, note: 'poor' },
        { mode: 'swim', feet: 60, note: '' },
      ],
    ],
    [
      '20 ft., burrow 20 ft., earth glide',
      [
        { mode: 'land', feet: 20, note: '' },
        { mode: 'burrow', feet: 20, note: '' },
      ],
    ],
  ])('speed %s', (text, read) => expect(parseSpeed(text)).toEqual(read));

  it('feats without their details', () => {
    expect(parseFeats('Iron Will, Skill Focus (Perception), Improved Initiative B, Power AttackM')).toEqual([
      'Iron Will',
      'Skill Focus',
      'Improved Initiative',
      'Power Attack',
    ]);
  });

  it('splits at the separators outside parentheses', () => {
    expect(splitTopLevel('bite +5 (1d6, grab), claw +3 (1d4)')).toEqual([
      'bite +5 (1d6, grab)',
      'claw +3 (1d4)',
    ]);
  });
});

describe('odd text', () => {
  const readers = [signedInt, scoreOf, parseAc, parseHp, parseAttack, parseAttacks, parseSpeed, parseFeats];

  it('never throws, whatever the text (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        for (const read of readers) read(text);
        parseTypeLine(text);
        parseSaves(text, text, text);
        splitTopLevel(text);
      }),
      { numRuns: 500 },
    );
  });

  it('reads back the figures of any printed AC, hp and attack (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(4, 6, 8, 10, 12),
        fc.integer({ min: -20, max: 400 }),
        fc.integer({ min: -10, max: 60 }),
        (ac, touch, flat, dice, sides, bonus, attack) => {
          const sign = (n: number) => (n < 0 ? `–${-n}` : `+${n}`);
          expect(parseAc(`${ac}, touch ${touch}, flat-footed ${flat} (+1 Dex)`)).toMatchObject({
            ac,
            touch,
            flatFooted: flat,
          });
          const hd = `${dice}d${sides}${bonus === 0 ? '' : sign(bonus)}`;
          expect(parseHp(`${dice * sides} (${hd})`)?.hd).toBe(hd.replace('–', '-'));
          const read = parseAttack(`2 claws ${sign(attack)} (${hd}/19–20)`);
          expect(read).toMatchObject({
            count: 2,
            bonus: attack,
            damage: hd.replace('–', '-'),
            crit: '19-20/×2',
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
