import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Rng } from '../types';
import type { DiceExpression, DiceSign, DiceTerm } from './dice';
import { DICE_LIMITS, diceRange, formatDice, parseDice, rollDice } from './dice';
import { createSeededRng } from './rng';
import { RulesError } from '../errors';

/** A fake generator that gives a known sequence and records what was asked of it. */
function fakeRng(sequence: number[]): Rng & { calls: [number, number][] } {
  let next = 0;
  const calls: [number, number][] = [];
  return {
    calls,
    nextInt(min: number, max: number): number {
      calls.push([min, max]);
      if (next >= sequence.length) throw new Error('fake rng exhausted');
      return sequence[next++];
    },
  };
}

describe('rollDice — notation examples with known dice', () => {
  // Each case: notation, dice the fake generator gives, expected total, expected kept flags (all
  // terms concatenated), expected normalised notation.
  it.each([
    ['2d6+3', [4, 5], 12, [true, true], '2d6+3'], // damage dice plus the Str modifier (DRS › Dégâts)
    ['4d6kh3', [3, 6, 1, 5], 14, [true, true, false, true], '4d6kh3'], // ability score: 4d6, best 3 kept
    ['4d6k3', [2, 2, 2, 1], 6, [true, true, true, false], '4d6kh3'], // "k" means keep highest
    ['4d6dl1', [1, 4, 4, 6], 14, [false, true, true, true], '4d6kh3'], // drop lowest = keep highest 3
    ['4d6d1', [6, 1, 4, 4], 14, [true, false, true, true], '4d6kh3'], // "d1" after a die: drop lowest
    ['2d20kl1', [17, 3], 3, [false, true], '2d20kl1'], // keep the lower of two d20
    ['3d6dh1', [6, 2, 5], 7, [false, true, true], '3d6kl2'], // drop highest = keep lowest 2
    ['d%', [37], 37, [true], '1d100'], // DRS › Points de vie › mourant: 1d100 each round, 10 % to stabilise
    ['1d20-2', [1], -1, [true], '1d20-2'], // an attack with a −2 penalty: a natural 1 totals −1
    ['3d8 + 1d6 + 2', [8, 8, 8, 6], 32, [true, true, true, true], '3d8+1d6+2'],
    ['2D6', [1, 1], 2, [true, true], '2d6'], // French "D"; OSR › Moral: the GM rolls 2d6
    ['-1d4+3', [4], -1, [true], '-1d4+3'],
    ['d20', [20], 20, [true], '1d20'], // DRS › L'initiative: 1d20 + Dex mod
    ['5', [], 5, [], '5'], // a fixed number is a valid expression
  ])('%s with dice %j gives %i', (notation, dice, total, kept, normalised) => {
    const roll = rollDice(notation, fakeRng(dice));
    expect(roll.total).toBe(total);
    expect(roll.notation).toBe(normalised);
    expect(roll.terms.flatMap((t) => t.dice ?? []).map((d) => d.value)).toEqual(dice);
    expect(roll.terms.flatMap((t) => t.dice ?? []).map((d) => d.kept)).toEqual(kept);
    expect(roll.terms.reduce((s, t) => s + t.subtotal, 0)).toBe(total);
  });

  it('asks the generator for one die at a time, with the right faces (d% is 1 to 100)', () => {
    const rng = fakeRng([3, 50, 2]);
    rollDice('1d6 + d% - 1d4', rng);
    expect(rng.calls).toEqual([
      [1, 6],
      [1, 100],
      [1, 4],
    ]);
  });

  it('shows each term separately so the GM sees every die', () => {
    const roll = rollDice('1d20-2', fakeRng([15]));
    expect(roll.terms).toEqual([
      { notation: '1d20', sign: 1, dice: [{ value: 15, kept: true }], subtotal: 15 },
      { notation: '2', sign: -1, constant: 2, subtotal: -2 },
    ]);
  });

  it('keeps the first of two equal dice when only one may be kept', () => {
    const roll = rollDice('2d20kh1', fakeRng([12, 12]));
    expect(roll.terms[0].dice).toEqual([
      { value: 12, kept: true },
      { value: 12, kept: false },
    ]);
  });

  it('refuses a generator that gives a value outside the die', () => {
    expect(() => rollDice('1d6', fakeRng([7]))).toThrow(RulesError);
  });

  it('accepts an already parsed expression', () => {
    expect(rollDice(parseDice('2d6+3'), fakeRng([6, 6])).total).toBe(15);
  });
});

describe('diceRange', () => {
  it.each([
    ['2d6+3', 5, 15],
    ['4d6kh3', 3, 18],
    ['d%', 1, 100],
    ['1d20-2', -1, 18],
    ['3d8 + 1d6 + 2', 6, 32],
    ['10-1d4', 6, 9],
    ['7', 7, 7],
  ])('%s goes from %i to %i', (notation, min, max) => {
    expect(diceRange(notation)).toEqual({ min, max });
  });
});

describe('parseDice — refused notations, with a French message', () => {
  it.each([
    ['', /vide/],
    ['   ', /vide/],
    ['abc', /incompréhensible/],
    ['2d6+', /manquant/],
    ['2d6++3', /manquant/],
    ['2 d6', /incompréhensible/],
    ['2d6*2', /incompréhensible/],
    ['0d6', /au moins 1 dé/],
    ['101d6', /au plus 100 dés/],
    ['1d1', /de 2 à 1000 faces/],
    ['1d0', /de 2 à 1000 faces/],
    ['1d1001', /de 2 à 1000 faces/],
    ['2d6kh3', /garder que de 1 à 2/],
    ['2d6kh0', /garder que de 1 à 2/],
    ['1d20dl1', /écarter que de 1 à 0/],
    ['1d6+'.repeat(20) + '1', /Trop de termes/],
    ['1'.repeat(201), /trop longue/],
    ['1d6+99999999', /0 à 1000000/],
  ])('%j is refused', (text, message) => {
    expect(() => parseDice(text)).toThrow(RulesError);
    expect(() => parseDice(text)).toThrow(message);
  });

  it('accepts exactly the limits: 100 dice, 1000 faces, 20 terms, 200 characters', () => {
    expect(diceRange('100d1000')).toEqual({ min: 100, max: 100_000 });
    expect(parseDice('1d6+'.repeat(19) + '1').terms).toHaveLength(DICE_LIMITS.maxTerms);
    expect(() => parseDice(`1d6${' '.repeat(197)}`)).not.toThrow();
  });

  it('uses the code "invalid-notation"', () => {
    expect(() => parseDice('zz')).toThrow(expect.objectContaining({ code: 'invalid-notation' }));
  });

  it('refuses a malformed expression object (e.g. from a bad file)', () => {
    const bad: DiceExpression = { terms: [{ kind: 'dice', sign: 1, count: 0, sides: 6 }] };
    expect(() => rollDice(bad, fakeRng([]))).toThrow(RulesError);
    expect(() => formatDice({ terms: [] })).toThrow(RulesError);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const signArb = fc.constantFrom<DiceSign>(1, -1);

const diceTermArb: fc.Arbitrary<DiceTerm> = fc
  .record({
    sign: signArb,
    count: fc.integer({ min: 1, max: DICE_LIMITS.maxDicePerTerm }),
    sides: fc.integer({ min: DICE_LIMITS.minSides, max: DICE_LIMITS.maxSides }),
  })
  .chain((t) =>
    fc
      .option(
        fc.record({
          which: fc.constantFrom<'highest' | 'lowest'>('highest', 'lowest'),
          count: fc.integer({ min: 1, max: t.count }),
        }),
        { nil: undefined },
      )
      .map((keep): DiceTerm => (keep ? { kind: 'dice', ...t, keep } : { kind: 'dice', ...t })),
  );

const constantTermArb: fc.Arbitrary<DiceTerm> = fc
  .record({ sign: signArb, value: fc.integer({ min: 0, max: DICE_LIMITS.maxConstant }) })
  .map((t): DiceTerm => ({ kind: 'constant', ...t }));

const expressionArb: fc.Arbitrary<DiceExpression> = fc
  .array(fc.oneof(diceTermArb, constantTermArb), { minLength: 1, maxLength: 8 })
  .map((terms) => ({ terms }));

/** Ways a GM may write the same thing. */
const styleArb: fc.Arbitrary<Style> = fc.record({
  upper: fc.boolean(),
  spaces: fc.boolean(),
  omitOne: fc.boolean(),
  shortKeep: fc.boolean(),
  useDrop: fc.boolean(),
  percent: fc.boolean(),
});

interface Style {
  upper: boolean;
  spaces: boolean;
  omitOne: boolean;
  shortKeep: boolean;
  useDrop: boolean;
  percent: boolean;
}

function writeLoosely(expr: DiceExpression, style: Style): string {
  const d = style.upper ? 'D' : 'd';
  const join = style.spaces ? ' ' : '';
  return expr.terms
    .map((t, i) => {
      const sign = t.sign === -1 ? '-' : i === 0 ? '' : '+';
      if (t.kind === 'constant') return `${sign}${join}${t.value}`;
      const count = style.omitOne && t.count === 1 ? '' : String(t.count);
      const sides = style.percent && t.sides === 100 ? '%' : String(t.sides);
      let keep = '';
      if (t.keep && style.useDrop && t.keep.count < t.count) {
        keep = `${t.keep.which === 'highest' ? 'dl' : 'dh'}${t.count - t.keep.count}`;
      } else if (t.keep) {
        keep = `${t.keep.which === 'highest' ? (style.shortKeep ? 'k' : 'kh') : 'kl'}${t.keep.count}`;
      }
      return `${sign}${join}${count}${d}${sides}${keep}`;
    })
    .join(join);
}

describe('dice notation — properties', () => {
  it('parse(format(e)) equals e, and any loose spelling normalises to the same text', () => {
    fc.assert(
      fc.property(expressionArb, styleArb, (expr, style) => {
        const text = formatDice(expr);
        expect(parseDice(text)).toEqual(expr);
        const loose = writeLoosely(expr, style);
        expect(formatDice(parseDice(loose))).toBe(text);
        expect(parseDice(loose)).toEqual(expr);
      }),
    );
  });

  it('the total is always within diceRange, and kept dice match the keep rule', () => {
    fc.assert(
      fc.property(expressionArb, fc.integer(), (expr, seed) => {
        const roll = rollDice(expr, createSeededRng(seed));
        const { min, max } = diceRange(expr);
        expect(roll.total).toBeGreaterThanOrEqual(min);
        expect(roll.total).toBeLessThanOrEqual(max);
        roll.terms.forEach((t, i) => {
          const term = expr.terms[i];
          if (term.kind !== 'dice') return;
          expect(t.dice).toHaveLength(term.count);
          expect(t.dice?.filter((die) => die.kept)).toHaveLength(term.keep?.count ?? term.count);
        });
      }),
    );
  });

  it('keeping the highest dice never keeps a lower die than one it drops', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.integer(), (count, seed) => {
        const roll = rollDice(`${count}d6kh${count - 1}`, createSeededRng(seed));
        const dice = roll.terms[0].dice ?? [];
        const lowestKept = Math.min(...dice.filter((d) => d.kept).map((d) => d.value));
        const highestDropped = Math.max(...dice.filter((d) => !d.kept).map((d) => d.value));
        expect(lowestKept).toBeGreaterThanOrEqual(highestDropped);
      }),
    );
  });

  it('a random string either parses or throws a RulesError, never anything else', () => {
    const diceChars = fc.constantFrom(...'0123456789dDkKhHlL%+-− \t.*xX'.split(''));
    const anyText = fc.oneof(fc.string(), fc.string({ unit: diceChars, maxLength: 40 }));
    fc.assert(
      fc.property(anyText, (text) => {
        try {
          const expr = parseDice(text);
          expect(formatDice(parseDice(formatDice(expr)))).toBe(formatDice(expr));
        } catch (e) {
          expect(e).toBeInstanceOf(RulesError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
