/** Why a rules call refused its input. */
export type RulesErrorCode =
  | 'unknown-system'
  | 'unknown-maneuver'
  | 'unknown-condition'
  | 'invalid-score'
  | 'invalid-number'
  | 'missing-rolls'
  | 'invalid-roll'
  | 'invalid-notation'
  | 'not-applicable';

/**
 * A typed error with a clear message (French first, English after a slash), thrown by the rules
 * layer on bad input instead of returning `NaN` or a silent default.
 */
export class RulesError extends Error {
  override readonly name = 'RulesError';
  constructor(
    readonly code: RulesErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Throws a RulesError unless `value` is a finite integer. */
export function requireInteger(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new RulesError('invalid-number', `${what} : nombre entier attendu, reçu ${String(value)}`, {
      what,
      value,
    });
  }
  return value;
}
