/**
 * The one way Paravent writes JSON files: keys in a stable order (the `format` and `version`
 * header first, then alphabetical, at every level), two-space indentation, a final newline, and
 * `undefined` fields left out. Export → import → export therefore gives the same bytes.
 */

const HEADER_KEYS = ['format', 'version'];

function compareKeys(a: string, b: string): number {
  const ha = HEADER_KEYS.indexOf(a);
  const hb = HEADER_KEYS.indexOf(b);
  if (ha !== -1 || hb !== -1)
    return (ha === -1 ? HEADER_KEYS.length : ha) - (hb === -1 ? HEADER_KEYS.length : hb);
  return a < b ? -1 : a > b ? 1 : 0;
}

function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : ordered(item)));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(compareKeys)) {
    const item: unknown = Reflect.get(value, key);
    // defineProperty: a key named __proto__ stays a plain key and never sets a prototype.
    if (item !== undefined)
      Object.defineProperty(out, key, {
        value: ordered(item),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

/** Canonical JSON text of a plain value (objects, arrays, strings, finite numbers, booleans, null). */
export function canonicalJson(value: unknown): string {
  return `${JSON.stringify(ordered(value), null, 2)}\n`;
}
