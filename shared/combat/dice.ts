/** Dice drawn from the encounter's saved RNG state (so a replay draws the same results). */
import { createSeededRng } from '../rules';
import type { Encounter } from './types';

/** Draws `count` integers in [min, max] and returns them with the encounter's RNG moved on. */
export function drawInts(enc: Encounter, count: number, min: number, max: number): [number[], Encounter] {
  const rng = createSeededRng(enc.rng.seed, enc.rng.state);
  const values = Array.from({ length: count }, () => rng.nextInt(min, max));
  return [values, { ...enc, rng: { seed: enc.rng.seed, state: rng.getState() } }];
}

/** Range of the tiebreak numbers drawn once per combatant. */
export const TIEBREAK_MAX = 1_000_000;
