/**
 * The French OSE SRD's pages (osr-fr-srd.mjs): its stat blocks read from the markdown tables, matched
 * to the English blocks on their figures whatever the language (« 2\* (9 pv) » and « 2* (9hp) »,
 * « –1 » and « -1 », « 2 300 » and « 2,300 »), a tie broken by the damage dice, then by name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldKey } from './lib/open-words.mjs';
import { attacksOf } from './osr-statblock.mjs';
import { figureDifferences, figureKey, frenchAttackLine, frenchBlocks, matchFrench } from './osr-fr-srd.mjs';

const PAGE = [
  '# Araignée géante',
  '',
  '## Araignée crabe',
  '',
  '|                     |                                  |',
  '| ------------------- | -------------------------------- |',
  "| Classe d'armure     | 7 \\[12\\]                         |",
  '| Dés de vie          | 2\\* (9 pv)                       |',
  '| Attaques            | 1 × morsure (1d8 + poison)       |',
  '| TAC0                | 18 \\[+1\\]                        |',
  '| Moral               | 7                                |',
  '| XP                  | 25                               |',
  '',
  "## Veuve noire d'essai",
  "| Classe d'armure     | –1 \\[20\\] |",
  '| Dés de vie          | 3\\* (13 pv) |',
  '| Attaques            | 1 × morsure (2d6 + poison) |',
  '| TAC0                | 17 \\[+2\\] |',
  '| XP                  | 2 300 |',
].join('\n');

describe('the French SRD pages', () => {
  it('each `##` block with its figures, under the English labels, escapes removed, French apostrophe', () => {
    const blocks = frenchBlocks(PAGE);
    expect(blocks.map((b) => b.name)).toEqual(['Araignée crabe', 'Veuve noire d’essai']);
    expect(blocks[0]?.stats).toMatchObject({
      'Armor Class': '7 [12]',
      'Hit Dice': '2* (9 pv)',
      Attacks: '1 × morsure (1d8 + poison)',
      Morale: '7',
    });
  });

  it('the same key in both languages', () => {
    const [crab, widow] = frenchBlocks(PAGE);
    expect(figureKey(crab?.stats ?? {})).toBe(
      figureKey({ 'Armor Class': '7 [12]', 'Hit Dice': '2* (9hp)', THAC0: '18 [+1]', XP: '25 (leader: 50)' }),
    );
    expect(figureKey(widow?.stats ?? {})).toBe(
      figureKey({ 'Armor Class': '-1 [20]', 'Hit Dice': '3* (13hp)', THAC0: '17 [+2]', XP: '2,300' }),
    );
  });

  it('matched on figures, a tie by the dice, then by the name given; the differences named', () => {
    const french = [
      { name: 'Bandit', stats: { 'Hit Dice': '1 (4 pv)', Attacks: '1 × arme (1d6)', Morale: '8' } },
      { name: 'Vétéran', stats: { 'Hit Dice': '1 (4 pv)', Attacks: '1 × arme (1d8)', Morale: '9' } },
      { name: 'Brigand', stats: { 'Hit Dice': '1 (4 pv)', Attacks: '1 × arme (1d6)', Morale: '8' } },
    ];
    const english: { title: string; stats: Record<string, string> }[] = [
      { title: 'Veteran', stats: { 'Hit Dice': '1 (4hp)', Attacks: '1 × weapon (1d8)', Morale: '9' } },
      { title: 'Bandit', stats: { 'Hit Dice': '1 (4hp)', Attacks: '1 × weapon (1d6)', Morale: '7' } },
      { title: 'Brigand', stats: { 'Hit Dice': '1 (4hp)', Attacks: '1 × weapon (1d6)', Morale: '8' } },
      { title: 'Ogre', stats: { 'Hit Dice': '4+1 (19hp)' } },
    ];
    const hints = { Bandit: 'Bandit', Brigand: 'Brigand', Veteran: 'Vétéran' };
    const matched = matchFrench(english, french, hints, foldKey);
    expect([...matched].map(([t, b]) => [t, b.name]).sort()).toEqual([
      ['Bandit', 'Bandit'],
      ['Brigand', 'Brigand'],
      ['Veteran', 'Vétéran'],
    ]);
    expect(figureDifferences(english[1]?.stats ?? {}, french[0]?.stats ?? {})).toEqual([
      'Morale: « 7 » / « 8 »',
    ]);
  });

  it('a French attack line reads as the English one', () => {
    const line = frenchAttackLine('\\[2 × griffes (1d8), 1 × morsure (4d8)\\] ou souffle');
    expect(attacksOf(line)?.map((a) => [a.name, a.count, a.damage, a.roll])).toEqual([
      ['griffes', 2, '1d8', true],
      ['morsure', 1, '4d8', true],
      ['breath', 1, '', false],
    ]);
    expect(attacksOf(frenchAttackLine('5 à 12 × morsure (1d10)'), 7)?.[0]?.count).toBe(7);
    expect(attacksOf(frenchAttackLine('1 × arme (1d6 ou selon l’arme)'))?.[0]?.damage).toBe('1d6');
  });

  it('never throws on any page text', () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        for (const b of frenchBlocks(`# X\n| Dés de vie | ${t} |\n${t}`)) figureKey(b.stats);
        frenchAttackLine(t);
      }),
      { numRuns: 300 },
    );
  });
});
