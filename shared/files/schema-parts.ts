/**
 * Valibot building blocks of the file schemas (no eval: valibot checks with plain functions, so the
 * CSP that forbids eval is respected). Numbers out of their range are clamped, texts too long are
 * cut; a value of the wrong type is refused.
 */
import * as v from 'valibot';
import { fastPathAccepts, identityWhen } from './fast-path';
import { TEXT_LIMITS, type NumberRange } from '../limits';

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
function int(min: number, max: number) {
  return clampedNumber(min, max, Number.isInteger, { message: 'nombre entier attendu', expected: 'entier' });
}

/** A finite number, clamped to [min, max]. */
function num(min: number, max: number) {
  return clampedNumber(min, max, Number.isFinite, { message: 'nombre fini attendu', expected: 'fini' });
}

/** An integer of a range of the table of limits (shared/limits.ts), clamped to it. */
export function intIn(range: NumberRange) {
  return int(range.min, range.max);
}

/** A finite number of a range of the table of limits, clamped to it. */
export function numIn(range: NumberRange) {
  return num(range.min, range.max);
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
  v.maxLength(TEXT_LIMITS.id),
);

/** A list of at most `max` items. */
export function list<T extends v.GenericSchema>(item: T, max: number) {
  return v.pipe(v.array(item), v.maxLength(max));
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function defineKey<T>(out: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A map keyed by the GM's words (object in the file): every own key kept, « __proto__ » and
 * « constructor » included, each value read by `item`, the result built by defineProperty (no key
 * can set a prototype). A key longer than `keyMax` or a bad value is refused, naming the key.
 */
export function ownRecord<T extends v.GenericSchema>(keyMax: number, item: T) {
  type Out = Record<string, v.InferOutput<T>>;
  return v.pipe(
    v.custom<Record<string, unknown>>(isPlainRecord, 'objet attendu'),
    identityWhen(
      v.rawTransform<Record<string, unknown>, Out>(({ dataset, addIssue, NEVER }) => {
        const out: Out = {};
        for (const key of Object.keys(dataset.value)) {
          if (key.length > keyMax) {
            addIssue({ message: `clé trop longue (au plus ${keyMax}) « ${key.slice(0, 40)} »` });
            return NEVER;
          }
          const parsed = v.safeParse(item, dataset.value[key]);
          if (!parsed.success) {
            addIssue({ message: `« ${key.slice(0, 40)} » : ${parsed.issues[0].message}` });
            return NEVER;
          }
          defineKey(out, key, parsed.output);
        }
        return out;
      }),
      (x) => {
        const record = x as Record<string, unknown>;
        return Object.keys(record).every((k) => k.length <= keyMax && fastPathAccepts(item, record[k]));
      },
    ),
  );
}
