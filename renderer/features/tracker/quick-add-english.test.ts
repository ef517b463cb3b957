import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createI18n } from '../../i18n';
import { SIZES, type Size } from '../../../shared/rules';
import {
  parseQuickAdd,
  QuickAddError,
  QUICK_KEY_LABELS,
  QUICK_KEY_WORDS_EN,
  type QuickKey,
} from './quick-add';
import { defenceShortLabel } from '../../combatant';
import { quickEntryToInput } from './quick-add-input';

const en = createI18n('en');
const fr = createI18n('fr');

/** The refusal of a line, or undefined when it is understood. */
function refusal(run: () => unknown): QuickAddError | undefined {
  try {
    run();
  } catch (e) {
    if (e instanceof QuickAddError) return e;
    throw e;
  }
  return undefined;
}

/** French words an English refusal must not show. */
const FRENCH = /«|»|attendu|reçu|n'est|donné|manquant|taille|dépourvu|\bPV\b|\bCA\b|\bBBA\b|ne s'emploie/;

describe('quick add in English', () => {
  it.each([
    [
      '4 Orc PC init +1 HP 6 AC 13 touch 11 flat-footed 12',
      '4 Orc PJ init +1 PV 6 CA 13 contact 11 dépourvu 12',
    ],
    [
      'Ogre enemy HP 30 CMD 18 BAB +5 Str 21 size large hidden',
      'Ogre ennemi PV 30 DMD 18 BBA +5 For 21 taille G caché',
    ],
    ['Vesk ally HP 20 SP 12 RP 3 KAC 15 EAC 14', 'Vesk allié PV 20 PE 12 PP 3 CAC 15 CAE 14'],
    ['Skeleton neutral HP 6 AC 7 THAC0 19 morale 12', 'Skeleton neutre PV 6 CA 7 TAC0 19 moral 12'],
    ['hazard Ceiling init 10 rounds 3', 'danger Ceiling init 10 rounds 3'],
  ])('reads « %s » as its French twin', (english, french) => {
    expect(parseQuickAdd(english)).toEqual(parseQuickAdd(french));
  });

  it('reads any keyword in either language to the same entry', () => {
    const keys = (Object.keys(QUICK_KEY_LABELS) as QuickKey[]).filter((k) => k !== 'countdown' && k !== 'hp');
    const arb = fc.record({
      hp: fc.integer({ min: 1, max: 999 }),
      pairs: fc.uniqueArray(fc.tuple(fc.constantFrom(...keys), fc.integer({ min: 2, max: 12 })), {
        selector: ([k]) => k,
        maxLength: 8,
      }),
      size: fc.option(fc.constantFrom<Size>(...SIZES), { nil: undefined }),
    });
    fc.assert(
      fc.property(arb, ({ hp, pairs, size }) => {
        const write = (words: Record<QuickKey, string>, sizeWord: string) =>
          [
            `Orc ${words.hp} ${hp}`,
            ...pairs.map(([k, v]) => `${words[k]} ${v}`),
            size ? `${sizeWord} ${size}` : '',
          ]
            .join(' ')
            .trim();
        expect(parseQuickAdd(write(QUICK_KEY_WORDS_EN, 'size'))).toEqual(
          parseQuickAdd(write(QUICK_KEY_LABELS, 'taille')),
        );
      }),
    );
  });

  it.each([
    [''],
    ['PV 6'],
    ['0 Orc HP 6'],
    ['Orc PC ally HP 6'],
    ['Orc PC Bob HP 6'],
    ['Orc HP 6 speed 9'],
    ['Orc HP'],
    ['Orc HP six'],
    ['Orc HP 6 HP 7'],
    ['Orc HP 0'],
    ['Ogre HP 30 Str 0'],
    ['Ogre HP 30 size'],
    ['Ogre HP 30 size enormous'],
    ['Ogre HP 30 size large size medium'],
    ['hazard Trap'],
    ['Orc HP 6 rounds 3'],
    ['Orc AC 13'],
  ])('phrases the refusal of « %s » in English, and in French as its message', (line) => {
    const e = refusal(() => parseQuickAdd(line));
    expect(e).toBeInstanceOf(QuickAddError);
    if (!e) return;
    const english = en.t(`quickAddError.${e.key}`, e.params);
    expect(english).not.toMatch(FRENCH);
    expect(english).not.toMatch(/\{\{/);
    expect(fr.t(`quickAddError.${e.key}`, e.params)).toBe(e.message);
  });

  it('names the system’s own defences in English when a keyword does not belong to it', () => {
    const e = refusal(() =>
      quickEntryToInput(parseQuickAdd('Orc HP 6 CMD 15'), 'co', 'Chroniques Oubliées', 'en'),
    );
    expect(e?.key).toBe('notHere');
    expect(en.t(`quickAddError.${e?.key ?? 'notHere'}`, e?.params)).toBe(
      '“CMD” is not used in Chroniques Oubliées (defences: DEF)',
    );
    const sp = refusal(() => quickEntryToInput(parseQuickAdd('Orc HP 6 SP 4'), 'dnd35', 'D&D 3.5', 'en'));
    expect(en.t(`quickAddError.${sp?.key ?? 'staminaOnly'}`, sp?.params)).toBe(
      '“SP” (Stamina, Resolve) is for Starfinder only',
    );
  });

  it('lists the English defence words the parser reads', () => {
    for (const key of [
      'ac',
      'touchAc',
      'flatFootedAc',
      'cmd',
      'kac',
      'eac',
      'def',
      'thac0',
      'morale',
    ] as const) {
      const word = defenceShortLabel(key, 'en');
      expect(() => parseQuickAdd(`Orc HP 6 ${word} 5`)).not.toThrow();
      expect(word).not.toMatch(FRENCH);
    }
  });
});
