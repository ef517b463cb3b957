import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold, foldChars, matchRanges } from './text';

describe('fold', () => {
  it.each([
    ['À terre', 'a terre'],
    ['Prise en TENAILLE', 'prise en tenaille'],
    ['Manœuvre', 'manoeuvre'],
    ["Attaque d'opportunité", 'attaque d opportunite'],
  ])('folds %s to %s', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });
});

describe('foldChars', () => {
  it('folds like fold, character by character, so highlights line up with the index', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(foldChars(text).join('')).toBe(fold(text));
      }),
    );
  });
});

describe('matchRanges', () => {
  it('marks an accented word found by its folded form', () => {
    const text = 'Cible à terre : −4 en CA';
    const [range] = matchRanges(text, ['terre']);
    expect(text.slice(range[0], range[1])).toBe('terre');
    const [accent] = matchRanges(text, ['a']);
    expect(accent).toBeUndefined(); // one-letter terms are not marked
  });

  it('marks the start of words only, and merges overlapping marks', () => {
    expect(matchRanges('tenaille taille', ['taille'])).toEqual([[9, 15]]);
    expect(matchRanges('abri partiel', ['abri', 'ab'])).toEqual([[0, 4]]);
  });

  it('always returns ranges inside the text, sorted and disjoint', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 4 }),
        (text, terms) => {
          const ranges = matchRanges(text, terms.map(fold));
          let last = -1;
          for (const [a, b] of ranges) {
            expect(a).toBeGreaterThan(last);
            expect(b).toBeGreaterThan(a);
            expect(b).toBeLessThanOrEqual(Array.from(text).length);
            last = b;
          }
        },
      ),
    );
  });
});
