import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSeededRng } from './rng';
import { RulesError } from '../errors';

function draw(rng: { nextInt(min: number, max: number): number }, n: number, min = 1, max = 20): number[] {
  return Array.from({ length: n }, () => rng.nextInt(min, max));
}

describe('createSeededRng — replaying a fight', () => {
  it('gives the same d20 results in the same order for the same seed (replay of a saved encounter)', () => {
    expect(draw(createSeededRng(42), 50)).toEqual(draw(createSeededRng(42), 50));
  });

  it('gives a different sequence for another seed (two fights do not roll alike)', () => {
    expect(draw(createSeededRng(42), 50)).not.toEqual(draw(createSeededRng(43), 50));
  });

  it('continues identically from a saved state (autosave, then restart mid-fight)', () => {
    const original = createSeededRng(2024);
    draw(original, 17);
    const saved = original.getState();
    const restored = createSeededRng(2024, saved);
    expect(draw(restored, 40, 1, 100)).toEqual(draw(original, 40, 1, 100));
  });

  it('survives a JSON round trip of its state (the state is stored in the encounter file)', () => {
    const original = createSeededRng(7);
    draw(original, 3);
    const parsed: unknown = JSON.parse(JSON.stringify(original.getState()));
    const state = Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
    expect(state).toHaveLength(4);
    const restored = createSeededRng(7, state);
    expect(draw(restored, 20)).toEqual(draw(original, 20));
  });

  it('returns a copy of its state: changing it does not change the generator', () => {
    const rng = createSeededRng(5);
    const state = rng.getState();
    const mutable = [...state];
    mutable[0] = 123;
    expect(rng.getState()).toEqual(state);
  });

  it('accepts a large seed such as a timestamp', () => {
    expect(draw(createSeededRng(1_732_000_000_000), 5)).toHaveLength(5);
  });
});

describe('createSeededRng — bounds and uniformity', () => {
  it('nextInt stays within [min, max] for any min ≤ max', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (seed, min, span) => {
          const v = createSeededRng(seed).nextInt(min, min + span);
          return Number.isInteger(v) && v >= min && v <= min + span;
        },
      ),
    );
  });

  it('returns min when min = max (a "d1")', () => {
    expect(createSeededRng(1).nextInt(4, 4)).toBe(4);
  });

  it('rolls every face of a d6 about equally often (chi-square, 5 degrees of freedom)', () => {
    const rng = createSeededRng(31337);
    const rolls = 60_000;
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < rolls; i++) counts[rng.nextInt(1, 6) - 1]++;
    const expected = rolls / 6;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 99.9th percentile of chi-square with 5 df is 20.5; 30 leaves room and still catches a bias.
    expect(chiSquare).toBeLessThan(30);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });
});

describe('createSeededRng — bad input', () => {
  it.each([
    ['a fractional seed', () => createSeededRng(1.5)],
    ['a NaN seed', () => createSeededRng(Number.NaN)],
    ['a state of the wrong length', () => createSeededRng(1, [1, 2, 3])],
    ['a state with a non-integer', () => createSeededRng(1, [1, 2, 3, 0.5])],
    ['a state outside 32 bits', () => createSeededRng(1, [1, 2, 3, 2 ** 40])],
    ['the all-zero state', () => createSeededRng(1, [0, 0, 0, 0])],
    ['min > max', () => createSeededRng(1).nextInt(6, 1)],
    ['a fractional bound', () => createSeededRng(1).nextInt(1, 6.5)],
    ['an infinite bound', () => createSeededRng(1).nextInt(1, Number.POSITIVE_INFINITY)],
  ])('refuses %s with a RulesError', (_label, call) => {
    expect(call).toThrow(RulesError);
  });

  it('explains the problem in French', () => {
    expect(() => createSeededRng(1).nextInt(6, 1)).toThrow(/min \(6\) supérieur à max \(1\)/);
  });
});
