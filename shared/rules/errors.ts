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
 * A typed error with a clear message, thrown by the rules layer on bad input instead of returning
 * `NaN` or a silent default. `message` is French; `en`, where a GM can meet the refusal at the table
 * (a manoeuvre the rules forbid), is the same sentence in English — elsewhere the interface says
 * the kind of refusal (`code`).
 */
export class RulesError extends Error {
  override readonly name = 'RulesError';
  constructor(
    readonly code: RulesErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly en?: string,
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
