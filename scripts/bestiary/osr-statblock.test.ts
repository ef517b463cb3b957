/**
 * The OSE stat-line readers (osr-statblock.mjs), on lines written as the OSE Compendium prints them:
 * hit dice and their variants, AC descending and ascending, THAC0 by hit dice, saves, XP, morale,
 * movement, attacks with their effects. A line they cannot read gives null, never an exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  armourClass,
  attacksOf,
  hitDiceFormula,
  hitDiceOf,
  hitDiceText,
  hitDiceVariants,
  moraleOf,
  movementModes,
  savingThrows,
  statBlockOf,
  thac0ByHd,
  thac0s,
  xpValues,
} from './osr-statblock.mjs';

describe('hit dice', () => {
  it.each([
    ['4+1', '4+1', '4d8+1'],
    ['6+1**', '6+1**', '6d8+1'],
    ['1-1', '1-1', '1d8-1'],
    ['½*', '1/2*', '1d4'],
    ['10', '10', '10d8'],
  ])('« %s » → %s, %s', (text, printed, formula) => {
    const d = hitDiceOf(text);
    expect(d).not.toBeNull();
    if (!d) return;
    expect(hitDiceText(d)).toBe(printed);
    expect(hitDiceFormula(d)).toBe(formula);
  });

  it.each([
    ['4+1 (19hp)', [['4+1', 19]]],
    [
      '8 / 12 / 16* (36 / 54 / 72hp',
      [
        ['8*', 36],
        ['12*', 54],
        ['16*', 72],
      ],
    ],
    [
      '3 to 7* (13 / 18 / 22 / 27 / 31hp)',
      [
        ['3*', 13],
        ['4*', 18],
        ['5*', 22],
        ['6*', 27],
        ['7*', 31],
      ],
    ],
    [
      '5 to 6 (8hp per HD)',
      [
        ['5', 40],
        ['6', 48],
      ],
    ],
    ['2* (9hp) )', [['2*', 9]]],
  ])('« %s » gives its variants', (text, wanted) => {
    const got = hitDiceVariants(text).map((v) => [v.dice ? hitDiceText(v.dice) : '', v.hp]);
    expect(got).toEqual(wanted);
  });

  it('a creature of 1 hp has no dice; a line of other words gives nothing', () => {
    expect(hitDiceVariants('1hp')).toEqual([{ dice: null, hp: 1 }]);
    expect(hitDiceVariants('See below')).toEqual([]);
    expect(hitDiceVariants('8 / 12 (36hp)')).toEqual([]);
  });
});

describe('armour class', () => {
  it.each([
    ['4 [15]', { values: [{ desc: 4, asc: 15 }] }],
    ['-2 [21]', { values: [{ desc: -2, asc: 21 }] }],
    ['5 [14] (9 [10] in human form)', { values: [{ desc: 5, asc: 14 }], humanForm: { desc: 9, asc: 10 } }],
    [
      '6 [13], 4 [15], or 3 [16]',
      {
        values: [{ desc: 6, asc: 13 }],
        others: [
          { desc: 4, asc: 15 },
          { desc: 3, asc: 16 },
        ],
      },
    ],
    ['7 [12] to 4 [15]', { values: [{ desc: 7, asc: 12 }], upTo: { desc: 4, asc: 15 } }],
    ['No hit roll required', { values: [], noRoll: true }],
  ])('« %s »', (text, wanted) => {
    expect(armourClass(text)).toEqual(wanted);
  });

  it('one value per variant, or none when the counts differ', () => {
    expect(armourClass('2 [17] / 0 [19] / -2 [21]', 3)?.values.map((v) => v.desc)).toEqual([2, 0, -2]);
    expect(armourClass('2 [17] / 0 [19]', 3)).toBeNull();
    expect(armourClass('AC 4')).toBeNull();
  });
});

describe('THAC0', () => {
  const d = (t: string) => hitDiceOf(t);
  it.each([
    ['1/2', 19],
    ['1', 19],
    ['1+1', 18],
    ['2', 18],
    ['2+1', 17],
    ['4+1', 15],
    ['7', 13],
    ['9', 12],
    ['10', 11],
    ['20', 6],
    ['30', 5],
  ])('the monster attack table: HD %s → %i', (hd, thac0) => {
    const dice = d(hd);
    expect(dice && thac0ByHd(dice)).toBe(thac0);
  });

  it('« By HD (a to b) » reads the table, its ends held to the line', () => {
    const dice = ['3*', '4*', '5*', '6*', '7*'].map(d);
    expect(thac0s('By HD (17 [+2] to 13 [+6])', dice)?.map((t) => t.thac0)).toEqual([17, 16, 15, 14, 13]);
    expect(thac0s('By HD (17 [+2] to 12 [+7])', dice)).toBeNull();
    expect(thac0s('13 [+6]', [d('6+1')])).toEqual([{ thac0: 13, bonus: 6 }]);
    expect(thac0s('By HD (17 [+2] to 13 [+6])', [])).toBeNull();
  });
});

describe('saves, XP, morale, movement', () => {
  it('saves: five targets and what they are rolled as; « By HD » from the monster table', () => {
    expect(savingThrows('D10 W11 P12 B13 S14 (4)', [hitDiceOf('4')])).toEqual([
      { targets: [10, 11, 12, 13, 14], as: '4' },
    ]);
    expect(savingThrows('By HD', [hitDiceOf('3'), hitDiceOf('7')])?.map((s) => s.targets)).toEqual([
      [12, 13, 14, 15, 16],
      [8, 9, 10, 10, 12],
    ]);
    expect(savingThrows('D10 W11', [null])).toBeNull();
  });

  it('XP: the first figure, one per variant, thousands with a comma', () => {
    expect(xpValues('125 (leader: 300)', 1)).toEqual([125]);
    expect(xpValues('9,000', 1)).toEqual([9000]);
    expect(xpValues('10, (leader: 20, bodyguard: 35),', 1)).toEqual([10]);
    expect(xpValues('1,200 / 1,900 / 2,300', 3)).toEqual([1200, 1900, 2300]);
    expect(xpValues('1,200 / 1,900', 3)).toBeNull();
  });

  it('morale 2–12, else null', () => {
    expect(moraleOf('10')).toBe(10);
    expect(moraleOf('Varies')).toBeNull();
    expect(moraleOf('850')).toBeNull();
  });

  it('movement: each mode with its base and encounter rates', () => {
    expect(movementModes('90’ (30’) / 180’ (60’) flying')).toEqual([
      { base: 90, encounter: 30, mode: '' },
      { base: 180, encounter: 60, mode: 'flying' },
    ]);
    expect(movementModes('fast')).toBeNull();
  });
});

describe('attacks', () => {
  it.each([
    ['1 × club (1d10)', [{ count: 1, name: 'club', damage: '1d10', effects: [], roll: true }]],
    [
      '1 × bite (1d10 + petrification), 1 × gaze (petrification)',
      [
        { count: 1, name: 'bite', damage: '1d10', effects: ['petrification'], roll: true },
        { count: 1, name: 'gaze', damage: '', effects: ['petrification'], roll: false },
      ],
    ],
    [
      '2 × claw ( 1d4 + 1 ), 1 × bite ( 2d10 )  or breath',
      [
        { count: 2, name: 'claw', damage: '1d4+1', effects: [], roll: true },
        { count: 1, name: 'bite', damage: '2d10', effects: [], roll: true },
        { count: 1, name: 'breath', damage: '', effects: [], roll: false },
      ],
    ],
    [
      '1 × weapon (2d4 or by weapon +1)',
      [{ count: 1, name: 'weapon', damage: '2d4', effects: [], roll: true }],
    ],
    [
      '1 × talons or beak (1d6)',
      [{ count: 1, name: 'talons or beak', damage: '1d6', effects: [], roll: true }],
    ],
    [
      '2 or 4 × weapon (1d6 or by weapon)',
      [{ count: 2, countOr: 4, name: 'weapon', damage: '1d6', effects: [], roll: true }],
    ],
    ['None', []],
  ])('« %s »', (text, wanted) => {
    expect(attacksOf(text)).toEqual(wanted);
  });

  it('a breath by hit dice, a head per hit die, damage by variant, a chimera’s heads', () => {
    expect(attacksOf('1 × bite (1d6) or 1 × breath (1d6 per HD)', 5)?.[1]?.damage).toBe('5d6');
    expect(attacksOf('5 to 12 × bite (1d10)', 7)?.[0]?.count).toBe(7);
    expect(attacksOf('1 × blow (1d8 / 2d8 / 3d8)')?.[0]?.variants).toEqual(['1d8', '2d8', '3d8']);
    expect(attacksOf('goat: 1 × gore (2d4)')?.[0]?.part).toBe('goat');
    expect(attacksOf('1 × bite (1d6 × 10)')?.[0]).toMatchObject({ damage: '', effects: ['1d6 × 10'] });
  });
});

describe('a stat block', () => {
  it('its title, stat lines (plain quotes) and the members of a group', () => {
    const raw =
      '```clyt\r\ntemplate: stat-block.ose\r\ntitle: Ogre\r\ndescription: words\r\nstats:\r\n- Armor Class: 5 [14]\r\n- Movement: 90’ (30’)\r\ntraits:\r\n- Sack: words\r\n```\r\n~"Big Ogre"\r\n';
    expect(statBlockOf(raw)).toEqual({
      title: 'Ogre',
      stats: { 'Armor Class': '5 [14]', Movement: "90' (30')" },
      members: ['Big Ogre'],
    });
    expect(statBlockOf('no block')).toBeNull();
  });

  it('never throws on any text: every reader gives a value or null', () => {
    const text = fc.oneof(
      fc.string(),
      fc
        .array(
          fc.constantFrom(
            '1',
            '4',
            '+',
            '-',
            '*',
            '½',
            ' / ',
            ' to ',
            '(',
            ')',
            'hp',
            ' × ',
            'd',
            '[',
            ']',
            ',',
            ' or ',
          ),
        )
        .map((a) => a.join('')),
    );
    // Lines that look like the real ones, with a word changed or a figure cut short.
    const near = fc
      .tuple(
        fc.constantFrom(
          'By HD (17 [+2] to 13 [+6])',
          'By HD',
          'See main entry (8 / 12)',
          'D10 W11 P12 B13 S14 (4)',
          '3 to 7* (13 / 18hp)',
          '1 × bite (1d6 per HD)',
        ),
        fc.nat(40),
        fc.string({ maxLength: 3 }),
      )
      .map(([line, at, insert]) => line.slice(0, at) + insert + line.slice(at + insert.length));
    fc.assert(
      fc.property(fc.oneof(text, near), fc.integer({ min: 0, max: 30 }), (t, whole) => {
        const variants = hitDiceVariants(t);
        const dice = variants.map((v) => v.dice);
        armourClass(t, Math.max(1, variants.length));
        thac0s(t, dice);
        thac0s(t, []);
        savingThrows(t, dice);
        savingThrows(t, []);
        xpValues(t, Math.max(1, variants.length));
        moraleOf(t);
        movementModes(t);
        attacksOf(t, whole);
        statBlockOf(t);
        for (const v of variants) expect(v.hp).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
