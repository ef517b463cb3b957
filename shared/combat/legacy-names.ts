/**
 * Names that stored fights and files of older versions still carry (issue 25): until then a few
 * stored names said a game system where they meant a capability. The file migration to version 3
 * (shared/files/migrations.ts) and the IndexedDB upgrade to Dexie version 5 (renderer/db) read old
 * data through `withCapabilityNames`, so a fight saved before opens as it was. This is the one place
 * the old spellings live.
 */

/** Encounter options, by their old key. */
const OPTION_KEYS: Readonly<Record<string, string>> = {
  osrVariant: 'phasedRoundOrder',
  osrRerollEachRound: 'rerollEachRound',
};

/** Log line codes (a line's `code`), by their old value. */
const LOG_CODES: Readonly<Record<string, string>> = {
  'initiative.osrGroups': 'initiative.sideRolls',
  'initiative.osrPcsFirst': 'initiative.pcsFirst',
  'dying.sf1Reminder': 'dying.resolveReminder',
};

/** Event types (an event's `type`), by their old value. */
const EVENT_TYPES: Readonly<Record<string, string>> = {
  'co-init-lowered': 'initiative-lowered',
};

/**
 * How deep an old name can sit in stored data (an event → its turn patch → a reminder → its line →
 * `code`): below that, values are returned as they are, so a hostile file nested 20,000 levels deep
 * costs nothing more and never overflows the stack.
 */
const MAX_DEPTH = 12;

function renamed(map: Readonly<Record<string, string>>, value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(map, value) ? map[value] : value;
}

/**
 * A stored encounter, event or file body with every old name replaced by its capability name:
 * option keys wherever they are, a `code` or `type` that has a new spelling, down to MAX_DEPTH.
 * Returns a new value; what has no old name comes back equal. Not checked here: the schema judges
 * the result.
 */
export function withCapabilityNames(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((inner: unknown) => withCapabilityNames(inner, depth + 1));
  // Object.fromEntries defines own properties: a `__proto__` key from a file stays a plain key.
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const name = Object.hasOwn(OPTION_KEYS, key) ? OPTION_KEYS[key] : key;
      if (key === 'code') return [name, renamed(LOG_CODES, inner)];
      if (key === 'type') return [name, renamed(EVENT_TYPES, inner)];
      return [name, withCapabilityNames(inner, depth + 1)];
    }),
  );
}
