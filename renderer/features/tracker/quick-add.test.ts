import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SIZES } from '../../../shared/rules';
import {
  formatQuickAdd,
  MAX_QUICK_COUNT,
  parseQuickAdd,
  QuickAddError,
  QUICK_KEYS,
  QUICK_LIMITS,
  foldWord,
  type QuickAddEntry,
  type QuickKey,
} from './quick-add';
import { quickEntryToInput } from './quick-add-input';

describe('parseQuickAdd', () => {
  it.each<[string, QuickAddEntry]>([
    ['4 Orque init +1 PV 6 CA 13', { count: 4, name: 'Orque', values: { init: 1, hp: 6, ac: 13 } }],
    ['Orque pv 6', { count: 1, name: 'Orque', values: { hp: 6 } }],
    [
      '2 Gobelin des marais INIT -1 hp 4 AC 15',
      { count: 2, name: 'Gobelin des marais', values: { init: -1, hp: 4, ac: 15 } },
    ],
    [
      'Aldric PJ init +2 PV 12 CA 16',
      { count: 1, name: 'Aldric', side: 'pc', values: { init: 2, hp: 12, ac: 16 } },
    ],
    ['Kira allié PV 9 DEF 14', { count: 1, name: 'Kira', side: 'ally', values: { hp: 9, def: 14 } }],
    ['Orque 3 PV 6', { count: 1, name: 'Orque 3', values: { hp: 6 } }],
    ['Garde PV:8 CA=14', { count: 1, name: 'Garde', values: { hp: 8, ac: 14 } }],
    ['Garde PV8 CA14 init+3', { count: 1, name: 'Garde', values: { hp: 8, ac: 14, init: 3 } }],
    [
      'Ogre PV 30 CA 16 contact 8 dépourvu 15 DMD 22',
      {
        count: 1,
        name: 'Ogre',
        values: { hp: 30, ac: 16, touch: 8, flatFooted: 15, cmd: 22 },
      },
    ],
    ['Robot PV 20 CAC 18 CAE 16', { count: 1, name: 'Robot', values: { hp: 20, kac: 18, eac: 16 } }],
    [
      'Orc HP 5 AC 6 THAC0 19 morale 8',
      { count: 1, name: 'Orc', values: { hp: 5, ac: 6, thac0: 19, morale: 8 } },
    ],
    ['Orc pv 5 tac0 19 moral 8', { count: 1, name: 'Orc', values: { hp: 5, thac0: 19, morale: 8 } }],
    ['  100   Rat   PV 1 ', { count: 100, name: 'Rat', values: { hp: 1 } }],
    ['Gobelin init −2 PV 5', { count: 1, name: 'Gobelin', values: { init: -2, hp: 5 } }],
    [
      'Ogre PV 30 CA 16 BBA +5 For 21 taille G',
      { count: 1, name: 'Ogre', values: { hp: 30, ac: 16, bab: 5, str: 21 }, size: 'large' },
    ],
    [
      'Ogre HP 30 BAB 5 Str 21 Dex 8 Con 15 size large',
      { count: 1, name: 'Ogre', values: { hp: 30, bab: 5, str: 21, dex: 8, con: 15 }, size: 'large' },
    ],
    ['Kobold PV 4 taille petit', { count: 1, name: 'Kobold', values: { hp: 4 }, size: 'small' }],
    ['Géant PV 90 taille très grand', { count: 1, name: 'Géant', values: { hp: 90 }, size: 'huge' }],
    ['Dragon PV 300 taille: Gig', { count: 1, name: 'Dragon', values: { hp: 300 }, size: 'gargantuan' }],
    ['Rat PV 1 taille TP For3', { count: 1, name: 'Rat', values: { hp: 1, str: 3 }, size: 'tiny' }],
    ['Ver PV 500 taille C', { count: 1, name: 'Ver', values: { hp: 500 }, size: 'colossal' }],
    ['Nain PV 12 BBA -1', { count: 1, name: 'Nain', values: { hp: 12, bab: -1 } }],
  ])('reads « %s »', (line, expected) => {
    expect(parseQuickAdd(line)).toEqual(expected);
  });

  it.each([
    ['', /Ligne vide/],
    ['   ', /Ligne vide/],
    ['1000 Orque PV 6', /entre 1 et 100.*1000/],
    ['0 Orque PV 6', /entre 1 et 100/],
    ['Orque', /PV manquants pour « Orque »/],
    ['Orque PV', /« PV » : un nombre entier est attendu/],
    ['Orque PV six', /« PV » : un nombre entier est attendu après \(reçu « six »\)/],
    ['Orque PV 0', /« PV » : au moins 1/],
    ['Orque PV 6 PV 7', /« PV » est donné deux fois/],
    ['Orque PV 6 vitesse 9', /« vitesse » n'est pas compris/],
    ['PV 6', /Nom manquant/],
    ['Orque PV 6 moral 13', /entre 2 et 12/],
    ['Orque PV 1.5', /un nombre entier/],
    ['Ogre PV 30 For 0', /« For » : entre 1 et 99 attendu \(reçu 0\)/],
    ['Ogre PV 30 Dex 100', /« Dex » : entre 1 et 99/],
    ['Ogre PV 30 BBA +101', /« BBA » : entre -5 et 100/],
    ['Ogre PV 30 taille', /« taille » : une taille est attendue/],
    ['Ogre PV 30 taille énorme', /« énorme » n'est pas une taille/],
    ['Ogre PV 30 taille G taille M', /« taille » est donné deux fois/],
    ['Orque PV 6 vitesse 9', /mots reconnus : .*BBA, For, Dex, Con, taille/],
  ])('refuses « %s » with a French message naming what was wrong', (line, message) => {
    expect(() => parseQuickAdd(line)).toThrow(QuickAddError);
    expect(() => parseQuickAdd(line)).toThrow(message);
  });

  it('never throws anything but QuickAddError, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (line) => {
        try {
          const entry = parseQuickAdd(line);
          expect(entry.count).toBeGreaterThanOrEqual(1);
          expect(entry.values.hp).toBeGreaterThanOrEqual(1);
        } catch (e) {
          expect(e).toBeInstanceOf(QuickAddError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws anything but QuickAddError on lines made of its own words', () => {
    const word = fc.constantFrom(
      '4',
      'Orque',
      'PV',
      'init',
      '+1',
      'CA',
      '13',
      'pj',
      ':',
      'moral',
      '-3',
      'x',
      '1000',
      'BBA',
      'For',
      'taille',
      'G',
      'très',
      '51',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 10 }), (words) => {
        try {
          parseQuickAdd(words.join(' '));
        } catch (e) {
          expect(e).toBeInstanceOf(QuickAddError);
        }
      }),
    );
  });
});

const RESERVED = new Set([
  'initiative',
  'init',
  'ini',
  'pdv',
  'pv',
  'hp',
  'contact',
  'touch',
  'depourvu',
  'dep',
  'ff',
  'dmd',
  'cmd',
  'cac',
  'kac',
  'cae',
  'eac',
  'def',
  'thac0',
  'tac0',
  'morale',
  'moral',
  'ml',
  'ca',
  'ac',
  'bba',
  'bab',
  'for',
  'str',
  'dex',
  'con',
  'taille',
  'size',
  'pj',
  'pc',
  'allie',
  'ally',
  'ennemi',
  'enemy',
  'adversaire',
  'foe',
  'conc',
  'concentration',
  'reflexes',
  'ado',
  'aoo',
  'neutre',
  'neutral',
  'pe',
  'sp',
  'pp',
  'rp',
  'rounds',
  'rebours',
  'countdown',
  'danger',
  'hazard',
  'repaire',
  'lair',
]);
const nameWord = fc
  .stringMatching(/^[A-Za-zÀ-ÿ]{1,10}$/)
  .filter(
    (w) =>
      !RESERVED.has(foldWord(w)) && ![...RESERVED].some((k) => foldWord(w).startsWith(k) && /\d/.test(w)),
  );

const entryArb: fc.Arbitrary<QuickAddEntry> = fc
  .record({
    count: fc.integer({ min: 1, max: MAX_QUICK_COUNT }),
    words: fc.array(nameWord, { minLength: 1, maxLength: 3 }),
    side: fc.option(fc.constantFrom('pc', 'ally', 'enemy', 'neutral' as const), { nil: undefined }),
    size: fc.option(fc.constantFrom(...SIZES), { nil: undefined }),
    values: fc.record(
      Object.fromEntries(
        QUICK_KEYS.filter((k) => k !== 'countdown').map((k) => [
          k,
          k === 'hp'
            ? fc.integer({ min: 1, max: 999 })
            : fc.option(
                fc.integer({
                  min: QUICK_LIMITS[k]?.[0] ?? -50,
                  max: Math.min(QUICK_LIMITS[k]?.[1] ?? 99, 99),
                }),
                { nil: undefined },
              ),
        ]),
      ) as Record<QuickKey, fc.Arbitrary<number | undefined>>,
    ),
  })
  .map(({ count, words, side, size, values }) => {
    const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const entry: QuickAddEntry = { count, name: words.join(' '), values: clean };
    return { ...entry, ...(side ? { side } : {}), ...(size ? { size } : {}) };
  });

describe('formatQuickAdd', () => {
  it('writes a line that reads back to the same entry: parse(format(x)) = x', () => {
    fc.assert(
      fc.property(entryArb, (entry) => {
        expect(parseQuickAdd(formatQuickAdd(entry))).toEqual(entry);
      }),
    );
  });

  it('writes the example line of the help text', () => {
    expect(formatQuickAdd({ count: 4, name: 'Orque', values: { init: 1, hp: 6, ac: 13 } })).toBe(
      '4 Orque init +1 PV 6 CA 13',
    );
  });

  it('writes the manoeuvre stats with French words and the size letter', () => {
    expect(
      formatQuickAdd({ count: 1, name: 'Ogre', values: { hp: 30, bab: 5, str: 21 }, size: 'large' }),
    ).toBe('Ogre PV 30 BBA +5 For 21 taille G');
  });
});

describe('quick add with hit dice (« PV 4d8+4 »)', () => {
  it('keeps the formula and its average', () => {
    expect(parseQuickAdd('6 Gobelin init +1 PV 1d8+1 CA 15')).toMatchObject({
      count: 6,
      name: 'Gobelin',
      values: { hp: 5, init: 1, ac: 15 },
      hpFormula: '1d8+1',
    });
    expect(parseQuickAdd('Ogre PV 4D8+11').hpFormula).toBe('4d8+11');
  });
  it.each([
    ['Loup PV 4d', /PV « 4d »/],
    ['Loup PV 999d999', /au plus 100 dés/],
  ])('« %s » is refused with a clear message', (line, message) => {
    expect(() => parseQuickAdd(line)).toThrow(QuickAddError);
    expect(() => parseQuickAdd(line)).toThrow(message);
  });
  it('writes the formula back', () => {
    expect(formatQuickAdd(parseQuickAdd('2 Gobelin PV 1d8+1'))).toBe('2 Gobelin PV 1d8+1');
  });
});

describe('quick add takes French and English words, whatever the interface language', () => {
  it.each([
    ['Aldric PJ init +2 PV 12 CA 16 contact 12 dépourvu 14', 'pc'],
    ['Aldric PC init +2 HP 12 AC 16 touch 12 flat-footed 14', 'pc'],
    ['Aldric pc initiative +2 hp 12 ac 16 touch 12 flatfooted 14', 'pc'],
  ])('%s', (line, side) => {
    const entry = parseQuickAdd(line);
    expect(entry.name).toBe('Aldric');
    expect(entry.side).toBe(side);
    expect(entry.values).toMatchObject({ init: 2, hp: 12, ac: 16, touch: 12, flatFooted: 14 });
  });

  it.each([
    ['Gobelin ennemi PV 5', 'enemy'],
    ['Goblin foe HP 5', 'enemy'],
    ['Garde allié PV 9', 'ally'],
    ['Guard ally HP 9', 'ally'],
  ])('%s → side %s', (line, side) => {
    expect(parseQuickAdd(line).side).toBe(side);
  });
});

describe('Starfinder Stamina and Resolve in one line (SF CRB › Stamina Points, Resolve Points)', () => {
  it('« Kira PJ PE 12 PV 14 PP 4 » gives SP 12, HP 14, RP 4', () => {
    const entry = parseQuickAdd('Kira PJ PE 12 PV 14 PP 4');
    expect(entry.values).toEqual({ sp: 12, hp: 14, rp: 4 });
    expect(quickEntryToInput(entry, 'sf1', 'Starfinder')).toMatchObject({
      name: 'Kira',
      hpMax: 14,
      staminaMax: 12,
      resolveMax: 4,
    });
    expect(formatQuickAdd(entry)).toBe('Kira PJ PE 12 PV 14 PP 4');
  });

  it('PE and PP are refused outside Starfinder, with the reason', () => {
    const entry = parseQuickAdd('Orque PV 6 PE 3');
    expect(() => quickEntryToInput(entry, 'dnd35', 'D&D 3.5')).toThrow(/qu'en Starfinder/);
  });
});

describe('hazards in one line', () => {
  it('« danger Le plafond s’effondre init 10 rounds 3 »: a hidden entry at count 10, 3 rounds', () => {
    const entry = parseQuickAdd('danger Le plafond s’effondre init 10 rounds 3');
    expect(entry).toMatchObject({
      hazard: true,
      name: 'Le plafond s’effondre',
      values: { init: 10, countdown: 3 },
    });
    expect(quickEntryToInput(entry, 'dnd35', 'D&D 3.5')).toMatchObject({
      hpMax: 1,
      side: 'neutral',
      hazard: { count: 10, countdown: 3 },
    });
    expect(formatQuickAdd(entry)).toBe('danger Le plafond s’effondre init +10 rounds 3');
  });

  it.each([
    ['repaire Le dragon fait trembler la caverne', 'Le dragon fait trembler la caverne', 20],
    ['lair Lava rises', 'Lava rises', 20],
    ['repaire Éboulement init 15', 'Éboulement', 15],
  ])('« %s »: a lair event at %s (20 by default)', (line, name, count) => {
    const entry = parseQuickAdd(line);
    expect(entry).toMatchObject({ hazard: true, name, values: { init: count } });
    expect(quickEntryToInput(entry, 'pf1', 'Pathfinder')).toMatchObject({ hazard: { count } });
  });

  it('a hazard needs its count; « rounds » alone is refused', () => {
    expect(() => parseQuickAdd('danger Piège')).toThrow(/Rang manquant/);
    expect(() => parseQuickAdd('Orque PV 6 rounds 3')).toThrow(/danger/);
  });
});

describe('quick add: damage defences (issue 28)', () => {
  it.each([
    ['Squelette PV 6 [RD 5/contondant ; immunité froid]', 'RD 5/contondant ; immunité froid'],
    ['2 Gargouille PV 37 RD 10/magie CA 16', 'RD 10/magie'],
    ['Skeleton HP 6 [DR 5/bludgeoning; immunity cold]', 'DR 5/bludgeoning; immunity cold'],
  ])('« %s »', (line, text) => {
    const entry = parseQuickAdd(line);
    expect(entry.damageDefences).toBe(text);
    expect(parseQuickAdd(formatQuickAdd(entry))).toEqual(entry);
  });

  it('refuses defences it cannot read, saying so', () => {
    expect(() => parseQuickAdd('Golem PV 50 [RD 5/plomb]')).toThrow(/RD 5\/plomb/);
  });
});

describe('quick add: concentration bonus (issue 28 part 4)', () => {
  it.each([
    ['Ezren PJ PV 24 conc +8', 8],
    ['Ezren PC HP 24 concentration 11', 11],
    ['Adepte PV 9 conc:-1', -1],
  ])('« %s » → bonus %i, carried to the combatant in PF1', (line, bonus) => {
    const entry = parseQuickAdd(line);
    expect(entry.values.conc).toBe(bonus);
    expect(parseQuickAdd(formatQuickAdd(entry))).toEqual(entry);
    expect(quickEntryToInput(entry, 'pf1', 'Pathfinder').concentrationBonus).toBe(bonus);
  });

  it('past its limit, or in a system without the check, it is refused with why', () => {
    expect(() => parseQuickAdd('Ezren PV 24 conc +101')).toThrow(QuickAddError);
    expect(() => quickEntryToInput(parseQuickAdd('Ezren PV 24 conc +8'), 'sf1', 'Starfinder')).toThrow(
      /Starfinder n’a pas de test de concentration/,
    );
  });

  it('« con 14 » is still the Constitution score', () => {
    expect(parseQuickAdd('Ogre PV 30 con 14').values).toEqual({ hp: 30, con: 14 });
  });
});

describe('quick add: Combat Reflexes (issue 28 part 3)', () => {
  it.each(['Valeros PJ PV 30 Dex 13 AdO réflexes', 'Valeros PC HP 30 Dex 13 reflexes'])('« %s »', (line) => {
    const entry = parseQuickAdd(line);
    expect(entry).toMatchObject({ name: 'Valeros', reflexes: true, values: { hp: 30, dex: 13 } });
    expect(parseQuickAdd(formatQuickAdd(entry))).toEqual(entry);
    expect(quickEntryToInput(entry, 'pf1', 'Pathfinder').fighter).toEqual({
      dex: 13,
      feats: ['combat-reflexes'],
    });
  });

  it('refused in a system without the feat, saying so', () => {
    expect(() => quickEntryToInput(parseQuickAdd('Kira PV 20 AdO réflexes'), 'sf1', 'Starfinder')).toThrow(
      /Starfinder n’a pas ce don/,
    );
  });
});

describe('save figures in the quick add (issue 28)', () => {
  it.each([
    ['Gobelin PV 7 Réf +4', 'Gobelin', 'Réf +4'],
    ['Gobelin PV 7 Vig +2 / Vol +1', 'Gobelin', 'Vig +2 Vol +1'],
    ['Roublard PJ PV 20 Réf +6 évasion', 'Roublard', 'Réf +6 évasion'],
    ['Goblin HP 7 Ref +4 Will -1 improved evasion', 'Goblin', 'Ref +4 Will -1 improved evasion'],
    ['Orque PV 6 sauve comme G1', 'Orque', 'sauve comme G1'],
    ['Troll PV 60 FOR +6* DEX +1', 'Troll', 'FOR +6* DEX +1'],
  ])('« %s »', (line, name, saves) => {
    const entry = parseQuickAdd(line);
    expect(entry.name).toBe(name);
    expect(entry.saves).toBe(saves);
    expect(quickEntryToInput(entry, 'dnd35', 'D&D').saves).toBe(saves);
  });

  it('an unsigned « For 18 » stays a score; a signed « DEX −1 » is a characteristic modifier', () => {
    const entry = parseQuickAdd('Loup PV 9 For 18 DEX −1');
    expect(entry.values.str).toBe(18);
    expect(entry.saves).toBe('DEX −1');
    expect(quickEntryToInput(parseQuickAdd('Loup PV 9 DEX −1'), 'co', 'CO').saves).toBe('DEX −1');
  });

  it('« AdO réflexes » stays Combat Reflexes, not a save', () => {
    const entry = parseQuickAdd('Guerrier PV 12 Dex 14 AdO réflexes Réf +2');
    expect(entry.reflexes).toBe(true);
    expect(entry.saves).toBe('Réf +2');
  });
});
