/**
 * Valibot building blocks of the file schemas (no eval: valibot checks with plain functions, so the
 * CSP that forbids eval is respected). Numbers out of their range are clamped, texts too long are
 * cut; a value of the wrong type is refused.
 */
import * as v from 'valibot';
import { identityWhen } from './fast-path';
import { LIMITS } from './limits';

/** Keys that must never become properties of an object built from a file. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A number brought back into [min, max]. */
export function clamp(n: number, min: number, max: number): number {
  return n < min ? min : n > max ? max : n;
}

/**
 * A number that passes `valid`, clamped to [min, max] (one action: checked and clamped in a single
 * step, for speed; unchanged — the fast path's condition — when valid and in range).
 */
function clampedNumber(
  min: number,
  max: number,
  valid: (n: number) => boolean,
  refusal: { message: string; expected: string },
) {
  return v.pipe(
    v.number(),
    identityWhen(
      v.rawTransform<number, number>(({ dataset, addIssue, NEVER }) => {
        const n = dataset.value;
        if (!valid(n)) {
          addIssue({ ...refusal, received: String(n) });
          return NEVER;
        }
        return n < min ? min : n > max ? max : n;
      }),
      (n) => valid(n as number) && (n as number) >= min && (n as number) <= max,
    ),
  );
}

/** An integer, clamped to [min, max]. */
export function int(min: number, max: number) {
  return clampedNumber(min, max, Number.isInteger, { message: 'nombre entier attendu', expected: 'entier' });
}

/** A finite number, clamped to [min, max]. */
export function num(min: number, max: number) {
  return clampedNumber(min, max, Number.isFinite, { message: 'nombre fini attendu', expected: 'fini' });
}

/** A text cut to `max` characters. */
export function text(max: number) {
  return v.pipe(
    v.string(),
    identityWhen(
      v.transform<string, string>((s) => (s.length > max ? s.slice(0, max) : s)),
      (s) => (s as string).length <= max,
    ),
  );
}

/** A non-empty identifier (refused when blank or too long: ids are links, cutting one would break it). */
export const idText = v.pipe(
  v.string(),
  v.check((s: string) => s.trim().length > 0, 'identifiant vide'),
  v.maxLength(LIMITS.id),
);

/** A list of at most `max` items. */
export function list<T extends v.GenericSchema>(item: T, max: number) {
  return v.pipe(v.array(item), v.maxLength(max));
}

/**
 * A record (object used as a map) rebuilt without the forbidden keys, through defineProperty so
 * that no key can ever set a prototype.
 */
export function withoutForbiddenKeys<T>(input: Readonly<Record<string, T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of Object.keys(input)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    Object.defineProperty(out, key, {
      value: input[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
