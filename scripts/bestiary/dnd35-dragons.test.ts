/**
 * The SRD's true dragons, one creature per age (dnd35-dragons.mjs): the tables by age read on a
 * made-up page in the SRD's form, the attacks worked out from the table of attacks by size as
 * « Dragon, True › Combat » says (bite + Str, claws and wings –5 and half Str, tail slap –5 and one
 * and a half Str, crush and tail sweep with no roll), the abilities of the earlier ages kept, the last
 * damage reduction only. Any page at all never throws (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crByAge, dragonAttacks, dragonAttackTable, pageDragons } from './dnd35-dragons.mjs';
import { pageTokens, tableRows } from './dnd35-srd.mjs';

const row = (...cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
const head = (...cells: string[]) => `<tr>${cells.map((c) => `<th>${c}</th>`).join('')}</tr>`;
const caption = (text: string, span: number) => `<tr><th colspan="${span}">${text}</th></tr>`;

const SIZES = [
  caption('Dragon Space/Reach, Attacks, and Damage', 8),
  head('Size', 'Space/Reach*', '1 Bite', '2 Claws', '2 Wings', '1 Tail Slap', '1Crush', '1 Tail Sweep'),
  row('Tiny', '2-1/2 ft./0 ft. (5 ft. with bite)', '1d4', '1d3', '—', '—', '—', '—'),
  row('Large', '10 ft./5 ft. (10 ft. with bite)', '2d6', '1d8', '1d6', '1d8', '—', '—'),
  row('Huge', '15 ft./10 ft. (15 ft. with bite)', '2d8', '2d6', '1d8', '2d6', '2d8', '—'),
].join('');

const PAGE = [
  '<h2 id="dragon-true">Dragon, True</h2>',
  `<table><tbody>${SIZES}</tbody></table>`,
  '<h3 id="red-dragon">Red Dragon</h3>',
  '<p><strong>Dragon (Fire)</strong></p>',
  '<p><strong>Challenge Rating:</strong> Wyrmling 4; very young 5; adult 15</p>',
  `<table><tbody>${[
    caption('Red Dragons by Age', 16),
    head(
      'Age',
      'Size',
      'Hit Dice (hp)',
      'Str',
      'Dex',
      'Con',
      'Int',
      'Wis',
      'Cha',
      'Base Attack/<br />Grapple',
      'Attack',
      'Fort Save',
      'Ref Save',
      'Will Save',
      'Breath Weapon (DC)',
      'Frightful Presence DC',
    ),
    row(
      'Wyrmling',
      'T',
      '4d12+4 (30)',
      '11',
      '10',
      '13',
      '8',
      '11',
      '8',
      '+4/–4',
      '+6',
      '+5',
      '+4',
      '+4',
      '2d10 (13)',
      '—',
    ),
    row(
      'Adult',
      'H',
      '22d12+110 (253)',
      '33',
      '10',
      '21',
      '16',
      '19',
      '16',
      '+22/+41',
      '+31',
      '+18',
      '+13',
      '+17',
      '12d10 (26)',
      '25',
    ),
  ].join('')}</tbody></table>`,
  `<table><tbody>${[
    caption('Red Dragon Abilities by Age', 7),
    head('Age', 'Speed', 'Initiative', 'AC', 'Special Abilities', 'Caster Level', 'SR'),
    row(
      'Wyrmling',
      '40 ft., fly 150 ft. (poor)',
      '+0',
      '15 (+2 size, +3 natural), touch 12, flat-footed 15',
      'Immunity to fire, vulnerability to cold',
      '—',
      '—',
    ),
    row(
      'Young adult',
      '40 ft., fly 150 ft. (poor)',
      '+0',
      '24 (–1 size, +15 natural), touch 9, flat-footed 24',
      'DR 5/magic',
      '1st',
      '19',
    ),
    row(
      'Adult',
      '40 ft., fly 150 ft. (poor)',
      '+0',
      '29 (–2 size, +21 natural), touch 8, flat-footed 29',
      'DR 10/magic',
      '3rd',
      '21',
    ),
  ].join('')}</tbody></table>`,
].join('\n');

describe('the tables', () => {
  it('attacks by size', () => {
    const table = dragonAttackTable(tableRows(`<table>${SIZES}</table>`));
    expect(table.huge).toEqual({
      bite: '2d8',
      claw: '2d6',
      wing: '1d8',
      tailSlap: '2d6',
      crush: '2d8',
      tailSweep: null,
    });
    expect(table.tiny?.wing).toBeNull();
  });

  it('CR by age', () => {
    expect(crByAge('Challenge Ratings: Wyrmling 3; very young 4; young adult 9; great wyrm 22')).toEqual({
      Wyrmling: '3',
      'Very young': '4',
      'Young adult': '9',
      'Great wyrm': '22',
    });
  });
});

describe('dragonAttacks', () => {
  it('bite + Str; claws, wings –5 and half Str; tail slap –5 and 1½ Str; crush with no roll', () => {
    const huge = { bite: '2d8', claw: '2d6', wing: '1d8', tailSlap: '2d6', crush: '2d8', tailSweep: null };
    expect(dragonAttacks(huge, 31, 11).map((a) => [a.count, a.name, a.bonus, a.damage])).toEqual([
      [1, 'bite', 31, '2d8+11'],
      [2, 'claws', 26, '2d6+5'],
      [2, 'wings', 26, '1d8+5'],
      [1, 'tail slap', 26, '2d6+16'],
      [1, 'crush', null, '2d8+16'],
    ]);
    const tiny = { bite: '1d4', claw: '1d3', wing: null, tailSlap: null, crush: null, tailSweep: null };
    expect(dragonAttacks(tiny, 6, 0).map((a) => a.damage)).toEqual(['1d4', '1d3']);
    expect(dragonAttacks(undefined, 6, 0)).toEqual([]);
  });
});

describe('pageDragons', () => {
  const dragons = pageDragons(pageTokens(PAGE));

  it('one creature per age with the figures of its row', () => {
    expect(dragons.map((d) => [d.age, d.variety, d.size, d.hd, d.hp, d.cr])).toEqual([
      ['Wyrmling', 'Red Dragon', 'tiny', '4d12+4', 30, '4'],
      ['Adult', 'Red Dragon', 'huge', '22d12+110', 253, '15'],
    ]);
    const adult = dragons[1];
    expect(adult).toMatchObject({
      anchor: 'red-dragon',
      subtypes: ['fire'],
      bab: 22,
      grapple: 41,
      saves: [18, 13, 17],
      init: 0,
      ac: { ac: 29, touch: 8, flatFooted: 29 },
      sr: 21,
      breath: '12d10 (26)',
      reach: { reach: 10, bite: 15 },
      unread: [],
    });
    expect(adult?.attacks[0]).toMatchObject({ name: 'bite', bonus: 31, damage: '2d8+11' });
  });

  it('the abilities of the earlier ages, with the last damage reduction only', () => {
    expect(dragons[0]?.qualities).toMatchObject({ dr: '', immune: 'fire', weaknesses: 'vulnerable to cold' });
    expect(dragons[1]?.qualities).toMatchObject({
      dr: '10/magic',
      immune: 'fire',
      weaknesses: 'vulnerable to cold',
    });
  });

  it('none on a page without the table of attacks by size', () => {
    expect(pageDragons(pageTokens(PAGE.replace('Attacks, and Damage', 'Other')))).toEqual([]);
  });

  it('never throws, whatever the page (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        pageDragons(pageTokens(PAGE.replaceAll('22d12+110 (253)', text).replaceAll('+31', text)));
        pageDragons(pageTokens(text));
        crByAge(text);
      }),
      { numRuns: 200 },
    );
  });
});
