import { createSeededRng, rollDice, RulesError, type DiceRoll, type Rng } from '../../../shared/rules';

let rng: Rng | undefined;

/** The page's dice: a seeded generator, seeded once from the browser's cryptographic source. */
export function pageRng(): Rng {
  if (!rng) {
    const seed = new Uint32Array(1);
    crypto.getRandomValues(seed);
    rng = createSeededRng(seed[0]);
  }
  return rng;
}

/** A roll, or the reason the notation was refused (in French, from the dice module). */
export type RollAttempt = { ok: true; roll: DiceRoll } | { ok: false; error: string };

/** Rolls a notation typed by the GM; never throws. */
export function tryRoll(notation: string, source: Rng = pageRng()): RollAttempt {
  try {
    return { ok: true, roll: rollDice(notation, source) };
  } catch (e) {
    if (e instanceof RulesError) return { ok: false, error: e.message };
    throw e;
  }
}
