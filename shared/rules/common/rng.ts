/**
 * A seeded, serialisable source of dice results.
 *
 * Built on `pure-rand` (the generator fast-check uses): xoroshiro128+ for the stream of 32-bit
 * values and its `uniformInt` distribution, which rejects out-of-range draws instead of taking a
 * modulo, so a d6 or a d20 has no bias. The whole state is four 32-bit integers: the encounter
 * engine stores them with each roll event and replays a fight exactly.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Rng } from '../types';
import { RulesError } from '../errors';

/** An `Rng` whose position in its stream can be saved and restored. */
export interface SeededRng extends Rng {
  /** The seed it was created from. */
  readonly seed: number;
  /**
   * A copy of the current state: four 32-bit integers. `createSeededRng(seed, state)` continues
   * exactly where this generator stands.
   */
  getState(): readonly number[];
}

/** Length of a xoroshiro128+ state. */
export const RNG_STATE_LENGTH = 4;

const INT32_MIN = -0x8000_0000;
const INT32_MAX = 0x7fff_ffff;

function checkSeed(seed: number): void {
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw new RulesError('invalid-number', `Graine du générateur : entier attendu, reçu ${String(seed)}`, {
      seed,
    });
  }
}

function checkState(state: readonly number[]): void {
  if (!Array.isArray(state) || state.length !== RNG_STATE_LENGTH) {
    throw new RulesError(
      'invalid-number',
      `État du générateur : ${RNG_STATE_LENGTH} entiers 32 bits attendus, reçu ${String(state)}`,
      { state },
    );
  }
  state.forEach((v: unknown, i) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < INT32_MIN || v > INT32_MAX) {
      throw new RulesError(
        'invalid-number',
        `État du générateur, case ${i} : entier 32 bits signé attendu, reçu ${String(v)}`,
        { state, index: i },
      );
    }
  });
  // xoroshiro128+ never leaves the all-zero state: it would return the same value forever.
  if (state.every((v) => v === 0)) {
    throw new RulesError('invalid-number', "État du générateur : l'état tout à zéro est interdit", { state });
  }
}

function checkBounds(min: number, max: number): void {
  const bad = [min, max].findIndex((v: unknown) => typeof v !== 'number' || !Number.isSafeInteger(v));
  if (bad >= 0) {
    const what = bad === 0 ? 'min' : 'max';
    throw new RulesError(
      'invalid-number',
      `Tirage aléatoire, ${what} : entier attendu, reçu ${String([min, max][bad])}`,
      {
        min,
        max,
      },
    );
  }
  if (min > max) {
    throw new RulesError('invalid-number', `Tirage aléatoire : min (${min}) supérieur à max (${max})`, {
      min,
      max,
    });
  }
}

/**
 * A seeded generator: the same seed gives the same results, in the same order. With `state` (from
 * an earlier `getState()`), it continues that generator's stream instead of starting from the seed.
 * Only the low 32 bits of the seed matter. Throws a RulesError for a seed that is not an integer, a
 * malformed state, or `nextInt` bounds that are not integers with min ≤ max.
 */
export function createSeededRng(seed: number, state?: readonly number[]): SeededRng {
  checkSeed(seed);
  if (state !== undefined) checkState(state);
  const generator = state === undefined ? xoroshiro128plus(seed) : xoroshiro128plusFromState(state);
  return {
    seed,
    nextInt(min: number, max: number): number {
      checkBounds(min, max);
      return uniformInt(generator, min, max);
    },
    getState(): readonly number[] {
      return [...generator.getState()];
    },
  };
}
