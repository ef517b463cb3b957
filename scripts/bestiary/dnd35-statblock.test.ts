/**
 * The SRD 3.5 stat block readers (dnd35-statblock.mjs): each printed form the SRD's monster files
 * use, read into its figures (table-driven, the texts as the SRD prints them), and any text at all
 * read without throwing (fast-check) — a figure the reader cannot read is absent, never invented.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acParts,
  manoeuvreAttacks,
  parseAbilities,
  parseArmorClass,
  parseAttack,
  parseAttacks,
  parseBabGrapple,
  parseChallengeRating,
  parseHitDice,
  parseQualities,
  parseSaves,
  parseSpaceReach,
  parseSpeed,
  parseTypeLine,
} from './dnd35-statblock.mjs';

describe('parseTypeLine', () => {
  it.each([
    ['Large Giant', { size: 'large', type: 'giant', subtypes: [] }],
    [
      'Medium Outsider (Evil, Extraplanar, Lawful)',
      { size: 'medium', type: 'outsider', subtypes: ['evil', 'extraplanar', 'lawful'] },
    ],
    ['Small Humanoid (Goblinoid)', { size: 'small', type: 'humanoid', subtypes: ['goblinoid'] }],
    ['Medium-Size Construct (Extraplanar)', { size: 'medium', type: 'construct', subtypes: ['extraplanar'] }],
    [
      'Large Outsider (Evil) (Chaotic or Lawful)',
      { size: 'large', type: 'outsider', subtypes: ['evil', 'chaotic', 'lawful'] },
    ],
    [
      'Medium Humanoid (Human, Shapechanger)',
      { size: 'medium', type: 'humanoid', subtypes: ['human', 'shapechanger'] },
    ],
    ['Huge Magical Beast', { size: 'huge', type: 'magical beast', subtypes: [] }],
  ])('%s', (text, read) => expect(parseTypeLine(text)).toEqual(read));

  it.each(['Claw +11 melee (1d8+7)', '(Human, Shapechanger)', '', 'Giant'])(
    '%j is not a type line',
    (text) => {
      expect(parseTypeLine(text)).toBeNull();
    },
  );
});

describe('parseHitDice', () => {
  it.each([
    ['4d8+11 (29 hp)', { hp: 29, hd: '4d8+11', dice: 4 }],
    ['4d8+19 plus 4d12+16 (79 hp)', { hp: 79, hd: '4d8+19+4d12+16', dice: 8 }],
    ['50d8+880 (1,105 hp)', { hp: 1105, hd: '50d8+880', dice: 50 }],
    ['72d8+1,080 (1,676 hp)', { hp: 1676, hd: '72d8+1080', dice: 72 }],
    ['7d8 + 7d10 + 28 (103 hp)', { hp: 103, hd: '7d8+7d10+28', dice: 14 }],
    ['HD 23d8 + 49 (152 hp)', { hp: 152, hd: '23d8+49', dice: 23 }],
    ['1d8–1 (3 hp)', { hp: 3, hd: '1d8-1', dice: 1 }],
    // Half a die: no dice roll gives it; the HP stay as printed.
    ['1/2 d8 (2 hp)', { hp: 2, hd: '', dice: 0 }],
    ['100d10 (630 hp) or as controlling spirit', { hp: 630, hd: '100d10', dice: 100 }],
  ])('%s', (text, read) => expect(parseHitDice(text)).toEqual(read));

  it.each(['As master’s HD (hp 1/2 master’s)', '4d8+11', ''])('%j has no hit points', (text) => {
    expect(parseHitDice(text)).toBeNull();
  });
});

describe('parseBabGrapple', () => {
  it.each([
    ['+3/+12', { bab: 3, grapple: 12 }],
    ['+0/–17', { bab: 0, grapple: -17 }],
    ['+4/—', { bab: 4, grapple: null }],
    ['+20/+38', { bab: 20, grapple: 38 }],
  ])('%s', (text, read) => expect(parseBabGrapple(text)).toEqual(read));

  it('reads nothing from a row that is not one', () => expect(parseBabGrapple('—')).toBeNull());
});

describe('parseArmorClass', () => {
  it.each([
    [
      '16 (–1 size, –1 Dex, +5 natural, +3 hide armor), touch 8, flat-footed 16',
      { ac: 16, touch: 8, flatFooted: 16, parts: { size: -1, dex: -1, natural: 5, armor: 3 } },
    ],
    [
      '19 (–1 size, +5 natural, +4 +1 hide armor, ring of protection +1), touch 10, flat-footed 19',
      { ac: 19, touch: 10, flatFooted: 19, parts: { size: -1, natural: 5, armor: 4, deflection: 1 } },
    ],
    [
      '18 (+8 natural) touch 10, flat- footed 18',
      { ac: 18, touch: 10, flatFooted: 18, parts: { natural: 8 } },
    ],
    ['17 (–4 size, +2 Dex, +9 natural), touch 8, flatfooted 15', { ac: 17, touch: 8, flatFooted: 15 }],
    [
      '15 (+1 Dex, +2 natural, +2 heavy steel shield), touch 11, flat-footed 14',
      { parts: { dex: 1, natural: 2, shield: 2 } },
    ],
  ])('%s', (text, read) => expect(parseArmorClass(text)).toMatchObject(read));

  it('works out touch and flat-footed from a breakdown that adds up (the epic files print no more)', () => {
    expect(parseArmorClass('37 (+7 Dex, +20 natural)')).toEqual({
      ac: 37,
      touch: 17,
      flatFooted: 30,
      parts: { dex: 7, natural: 20 },
      derived: true,
    });
    expect(parseArmorClass('47 (+4 Dex, +8 bracers, +3 ring, +2 amulet, +20 insight)')).toMatchObject({
      touch: 37,
      flatFooted: 43,
    });
  });

  it.each(['40 (+3 Dex, –1 size, +24 natural)', '—', 'touch 8'])(
    '%j: no AC (a breakdown that does not add up)',
    (text) => {
      expect(parseArmorClass(text)).toBeNull();
    },
  );

  it('names the bonuses of a breakdown', () => {
    expect(acParts('+1 Dex, +6 natural, +4 scale mail, +2 heavy shield')).toEqual({
      dex: 1,
      natural: 6,
      armor: 4,
      shield: 2,
    });
  });
});

describe('saves, abilities, CR, space and reach', () => {
  it.each([
    ['Fort +6, Ref +0, Will +1', [6, 0, 1]],
    ['Fort +4*, Ref +5, Will –1', [4, 5, -1]],
    ['Fort +19, Ref —, Will +19', null],
  ])('saves %s', (text, read) => expect(parseSaves(text)).toEqual(read));

  it.each([
    ['Str 21, Dex 8, Con 15, Int 6, Wis 10, Cha 7', { str: 21, dex: 8, con: 15 }],
    ['Str —, Dex 16, Con —, Int 14, Wis 14, Cha 15', { str: null, dex: 16, con: null }],
    ['Int 6', { str: undefined, dex: undefined, con: undefined }],
  ])('abilities %s', (text, read) => expect(parseAbilities(text)).toEqual(read));

  it.each([
    ['3', '3'],
    ['1/2', '1/2'],
    ['4 (5 with irresistible dance)', '4'],
    ['10 (normal);12 (pyro- or cryo-)', '10'],
    ['Included with master', null],
  ])('CR %s', (text, cr) => expect(parseChallengeRating(text)).toBe(cr));

  it.each([
    ['10 ft./10 ft.', { space: 10, reach: 10 }],
    ['5 ft./5 ft. (10 ft. with glaive)', { space: 5, reach: 5 }],
    ['2-1/2 ft./0 ft.', { space: 2.5, reach: 0 }],
    ['1 ft./0 ft.', { space: 1, reach: 0 }],
  ])('space/reach %s', (text, read) => expect(parseSpaceReach(text)).toEqual(read));
});

describe('parseSpeed', () => {
  it.each([
    [
      '30 ft. in hide armor (6 squares); base speed 40 ft.',
      [{ mode: 'land', feet: 30, armor: true, base: 40 }],
    ],
    [
      '40 ft. (8 squares), fly 40 ft. (good)',
      [
        { mode: 'land', feet: 40 },
        { mode: 'fly', feet: 40, manoeuvrability: 'good' },
      ],
    ],
    ['Fly 60 ft. (perfect) (12 squares)', [{ mode: 'fly', feet: 60, manoeuvrability: 'perfect' }]],
    [
      '5 ft (1 square), fly 40 ft. (good)',
      [
        { mode: 'land', feet: 5 },
        { mode: 'fly', feet: 40, manoeuvrability: 'good' },
      ],
    ],
    ['20 ft. (4 squares); 50 ft. legs, 40 ft. multiple legs; 50 ft. wheels', [{ mode: 'land', feet: 20 }]],
  ])('%s', (text, read) => expect(parseSpeed(text)).toEqual(read));

  it('reads nothing from a text with no distance', () => expect(parseSpeed('As master')).toBeNull());
});

describe('parseAttack and parseAttacks', () => {
  it.each([
    [
      'Greatclub +8 melee (2d8+7)',
      { name: 'Greatclub', count: 1, bonus: 8, damage: '2d8+7', crit: '', extra: '' },
    ],
    ['2 claws +9 melee (1d6+4)', { name: 'claws', count: 2, bonus: 9, damage: '1d6+4' }],
    ['+1 greatclub +16/+11 melee (2d8+13)', { name: '+1 greatclub', bonus: 16, damage: '2d8+13' }],
    ['Greatsword +7 melee (3d6+7/19-20)', { crit: '19-20/×2' }],
    ['Longbow +2 ranged (2d6/x3)', { damage: '2d6', crit: '×3' }],
    ['Bite +12 melee (1d3+6 plus poison)', { damage: '1d3+6', extra: 'poison' }],
    ['2 slams +26 melee (2d8+6 plus 2d8 fire)', { count: 2, extra: '2d8 fire' }],
    ['2 claws +95 (2d8+28/19–20) melee', { count: 2, bonus: 95, damage: '2d8+28', crit: '19-20/×2' }],
    ['Swarm (1d6 plus poison)', { name: 'Swarm', bonus: null, damage: '1d6', extra: 'poison' }],
    ['Talons +5 melee (1d4–3)', { damage: '1d4-3' }],
    ['Slam+2 melee (1d6+1)', { name: 'Slam', bonus: 2, damage: '1d6+1' }],
    ['longbow +5 ranged (1d6-2)/x3', { damage: '1d6-2', crit: '×3' }],
    [
      'Spinning blade +43 (2d6+12/19-20 (plus 1d6 on critical)) melee',
      { bonus: 43, damage: '2d6+12', crit: '19-20/×2' },
    ],
    ['Shock +16 melee touch (2d8 electricity)', { bonus: 16, damage: '2d8', extra: 'electricity' }],
  ])('%s', (text, read) => expect(parseAttack(text)).toMatchObject(read));

  it.each(['—', 'Rend 4d6+18', '+4 melee touch (eat thoughts)'])('%j is not an attack', (text) => {
    expect(parseAttack(text)).toBeNull();
  });

  it('reads every attack of every way, each once', () => {
    const { attacks, unread } = parseAttacks(
      'Greatclub +8 melee (2d8+7) or javelin +1 ranged (1d8+5); or 2 claws +2 melee (1d4+1) and bite +0 melee (1d4), 2 claws +2 melee (1d4+1)',
    );
    expect(attacks.map((a) => [a.count, a.name, a.bonus])).toEqual([
      [1, 'Greatclub', 8],
      [1, 'javelin', 1],
      [2, 'claws', 2],
      [1, 'bite', 0],
    ]);
    expect(unread).toEqual([]);
    expect(parseAttacks('Slam+2 melee, (1d6+1) or club +2 melee (1d6+1)').attacks).toHaveLength(2);
    expect(parseAttacks('—')).toEqual({ attacks: [], unread: [] });
  });
});

describe('parseQualities', () => {
  it.each([
    ['Darkvision 60 ft., low-light vision', { dr: '', immune: '', resist: '', weaknesses: '' }],
    [
      'Damage reduction 10/magic, darkvision 60 ft., regeneration 5, spell resistance 19',
      { dr: '10/magic', regeneration: 5, sr: 19 },
    ],
    [
      'DR 15/good and epic and silver, immunity to fire, resistance to cold 10 and electricity 10, SR 42',
      { dr: '15/good and epic and silver', immune: 'fire', resist: 'cold 10, electricity 10', sr: 42 },
    ],
    [
      'Cold immunity, fire vulnerability, fast healing 30',
      { immune: 'cold', weaknesses: 'vulnerable to fire', fastHealing: 30 },
    ],
    [
      'acid, cold, electricity, fire, and sonic resistance 20',
      { resist: 'acid 20, cold 20, electricity 20, fire 20, sonic 20' },
    ],
    ['Immune to cold, electricity, polymorph, and mind-affecting attacks', { immune: 'cold, electricity' }],
    ['DR 10/–, SR 42', { dr: '10/-' }],
  ])('%s', (text, read) => expect(parseQualities(text)).toMatchObject(read));
});

describe('manoeuvreAttacks', () => {
  it.each([
    [
      'Improved Grab (Ex): To use this ability, a brown bear must hit with a claw attack. It can then…',
      'Improved Grab',
      ['claw'],
    ],
    [
      'Improved Grab (Ex): To use this ability, a tiger must hit with a claw or bite attack.',
      'Improved Grab',
      ['claw', 'bite'],
    ],
    [
      'Improved Grab (Ex): To use this ability, a marilith must hit with its tail slap attack.',
      'Improved Grab',
      ['tail slap'],
    ],
    [
      'Improved Grab (Ex): To use this ability, a xill must hit with one or more claw attacks.',
      'Improved Grab',
      ['claw'],
    ],
    [
      'Improved Grab (Ex): If an infernal hits with a claw, it deals normal damage',
      'Improved Grab',
      ['claw'],
    ],
    ['Trip (Ex): A wolf that hits with a bite attack can attempt to trip the opponent', 'Trip', ['bite']],
    [
      'Trip (Ex): A cheetah that hits with a claw or bite attack can attempt to trip',
      'Trip',
      ['claw', 'bite'],
    ],
    ['Rend (Ex): If a troll hits with both claw attacks…', 'Improved Grab', []],
  ] as const)('%s', (text, ability, words) => expect(manoeuvreAttacks(text, ability)).toEqual(words));
});

describe('any text at all', () => {
  it('never throws, whatever the text (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        parseTypeLine(text);
        parseHitDice(text);
        parseBabGrapple(text);
        parseArmorClass(text);
        parseSaves(text);
        parseAbilities(text);
        parseChallengeRating(text);
        parseSpeed(text);
        parseAttack(text);
        parseAttacks(text);
        parseQualities(text);
        parseSpaceReach(text);
        manoeuvreAttacks(text, 'Improved Grab');
      }),
      { numRuns: 500 },
    );
  });

  it('reads back the figures of any printed hit dice, AC and attack (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: -9, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom(4, 6, 8, 10, 12),
        fc.integer({ min: -20, max: 900 }),
        fc.integer({ min: -10, max: 99 }),
        (ac, touch, flat, dice, sides, bonus, attack) => {
          const sign = (n: number) => (n < 0 ? `–${-n}` : `+${n}`);
          const hd = `${dice}d${sides}${bonus === 0 ? '' : sign(bonus)}`;
          const hp = Math.max(1, Math.floor((dice * (sides + 1)) / 2 + bonus));
          expect(parseHitDice(`${hd} (${hp.toLocaleString('en')} hp)`)).toEqual({
            hp,
            hd: hd.replace('–', '-'),
            dice,
          });
          expect(
            parseArmorClass(`${ac} (+1 Dex), touch ${sign(touch).replace('+', '')}, flat-footed ${flat}`),
          ).toMatchObject({
            ac,
            touch,
            flatFooted: flat,
          });
          expect(parseAttack(`2 claws ${sign(attack)} melee (${hd}/19–20)`)).toMatchObject({
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
