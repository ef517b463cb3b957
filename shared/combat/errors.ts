import { frenchEngineText, type EngineField, type EngineParams, type EngineTextKey } from './engine-texts';

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
 * A refused event. The reducer throws it before changing anything: the caller keeps the state it
 * had. `code` is the kind of refusal; `key` and `params` say exactly why (shared/combat/engine-texts.ts),
 * for the interface to phrase in the GM's language; `message` is the same in French.
 */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  /** What exactly was refused, as a message code ("idTaken"); absent on a bare (older) error. */
  readonly key?: EngineTextKey;
  /** The parameters of `key`. */
  readonly params: EngineParams;
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    said?: { key: EngineTextKey; params: EngineParams },
  ) {
    super(message);
    this.key = said?.key;
    this.params = said?.params ?? {};
  }
}

/** A refusal by its message code: the French `message` built from `ENGINE_TEXTS_FR`. */
export function refusal(
  code: EngineErrorCode,
  key: EngineTextKey,
  params: EngineParams = {},
  details?: Record<string, unknown>,
): EngineError {
  return new EngineError(code, frenchEngineText(key, params), details, { key, params });
}

/** What a checked value belongs to: a field, with the name (and key) its text needs. */
export type FieldRef = EngineField | { field: EngineField; name: string; key?: string };

/** A field reference as a refusal's parameters. */
export const fieldParams = (what: FieldRef): EngineParams =>
  typeof what === 'string' ? { field: what } : { ...what };

/** Throws unless `value` is a finite integer (blank, text and NaN are refused). */
export function requireInt(value: unknown, what: FieldRef): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    const params = { ...fieldParams(what), value: String(value) };
    throw refusal('invalid-number', 'intExpected', params, { what: params.field, value });
  }
  return value;
}

/** Throws unless `value` is an integer ≥ `min`. */
export function requireIntAtLeast(value: unknown, min: number, what: FieldRef): number {
  const n = requireInt(value, what);
  if (n < min) {
    const params = { ...fieldParams(what), min, value: n };
    throw refusal('invalid-number', 'intAtLeast', params, { what: params.field, value });
  }
  return n;
}

/** Throws unless `value` is a non-blank string; returns it trimmed. */
export function requireText(value: unknown, what: FieldRef): string {
  if (typeof value !== 'string' || value.trim() === '') {
    const params = fieldParams(what);
    throw refusal('invalid-text', 'textExpected', params, { what: params.field, value });
  }
  return value.trim();
}

/** For an exhaustive `switch`: a new event kind that is not handled does not compile. */
export function assertNever(value: never): never {
  throw refusal('not-allowed', 'unknownEvent', { value: JSON.stringify(value) });
}
