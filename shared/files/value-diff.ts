/**
 * What a schema changed in a value it accepted (issue 24: an importer « clamps with a notice that
 * lists what was clamped »): the texts it cut and the numbers it brought into their range, each at
 * its path. Keys the schema dropped (unknown fields) and defaults it filled are not changes of a
 * value the GM gave, and are not listed.
 */

/** One value changed by the schema: where, what it was, what it became. */
export interface ValueChange {
  path: (string | number)[];
  before: string | number;
  after: string | number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The changes from `input` to `output`, at most `max` of them (first found first). */
export function valueChanges(input: unknown, output: unknown, max = 50): ValueChange[] {
  const out: ValueChange[] = [];
  const walk = (a: unknown, b: unknown, path: (string | number)[]) => {
    if (out.length >= max || a === b) return;
    if (
      (typeof a === 'string' && typeof b === 'string') ||
      (typeof a === 'number' && typeof b === 'number')
    ) {
      out.push({ path, before: a, after: b });
    } else if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.min(a.length, b.length); i += 1) walk(a[i], b[i], [...path, i]);
    } else if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(b)) if (Object.hasOwn(a, key)) walk(a[key], b[key], [...path, key]);
    }
  };
  walk(input, output, []);
  return out;
}
