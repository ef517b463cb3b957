/** Why the engine refused an event. */
export type EngineErrorCode =
  | 'unknown-combatant'
  | 'unknown-effect'
  | 'unknown-group'
  | 'invalid-number'
  | 'invalid-text'
  | 'too-many-copies'
  | 'wrong-phase'
  | 'not-current'
  | 'not-allowed'
  | 'missing-initiative'
  | 'nothing-to-revert'
  | 'rules';

/**
 * A refused event, with a clear French message. The reducer throws it before changing anything:
 * the caller keeps the state it had.
 */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Throws unless `value` is a finite integer (blank, text and NaN are refused). */
export function requireInt(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new EngineError('invalid-number', `${what} : nombre entier attendu, reçu « ${String(value)} »`, {
      what,
      value,
    });
  }
  return value;
}

/** Throws unless `value` is an integer ≥ `min`. */
export function requireIntAtLeast(value: unknown, min: number, what: string): number {
  const n = requireInt(value, what);
  if (n < min) {
    throw new EngineError('invalid-number', `${what} : au moins ${min} attendu, reçu ${n}`, { what, value });
  }
  return n;
}

/** Throws unless `value` is a non-blank string; returns it trimmed. */
export function requireText(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new EngineError('invalid-text', `${what} : texte non vide attendu`, { what, value });
  }
  return value.trim();
}

/** For an exhaustive `switch`: a new event kind that is not handled does not compile. */
export function assertNever(value: never): never {
  throw new EngineError('not-allowed', `Événement inconnu : ${JSON.stringify(value)}`);
}
