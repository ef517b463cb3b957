import {
  createSeededRng,
  rollDice,
  RulesError,
  type DiceRoll,
  type Rng,
  type RulesErrorCode,
} from '../../../shared/rules';

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

/** A roll, or the reason the notation was refused (in French, from the dice module, and its kind). */
export type RollAttempt = { ok: true; roll: DiceRoll } | { ok: false; error: string; code: RulesErrorCode };

/** Rolls a notation typed by the GM; never throws. */
export function tryRoll(notation: string, source: Rng = pageRng()): RollAttempt {
  try {
    return { ok: true, roll: rollDice(notation, source) };
  } catch (e) {
    if (e instanceof RulesError) return { ok: false, error: e.message, code: e.code };
    throw e;
  }
}

/** A roll of the panel: a dice roll, possibly multiplied (CO critical damage ×2). */
export type PanelRoll = DiceRoll & {
  /** The dice's total before the multiplier; `total` is already multiplied. */
  baseTotal?: number;
  multiplier?: number;
};

/** `roll` with its total multiplied (a critical's damage); the dice stay as they fell. */
export function multiplied(roll: DiceRoll, multiplier: number): PanelRoll {
  if (multiplier === 1) return roll;
  return {
    ...roll,
    notation: `(${roll.notation})×${multiplier}`,
    baseTotal: roll.total,
    total: roll.total * multiplier,
    multiplier,
  };
}
