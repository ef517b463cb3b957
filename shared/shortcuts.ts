/**
 * The GM's rebound shortcuts (Réglages › Raccourcis, issue 27) as data: a command id → a key in
 * Mantine's hotkey notation (« mod+shift+K », « alt+R », « o »). Only the keys that differ from the
 * defaults are kept. This module reads them wherever they enter — the settings store, « Tout
 * importer » — within the table of limits (shared/limits.ts: `COUNT_LIMITS.shortcuts`,
 * `TEXT_LIMITS.shortcutKey`), never throwing: what it cannot keep is dropped and said in a line.
 */
import { COUNT_LIMITS, TEXT_LIMITS } from './limits';

/** Rebound shortcuts: a command id → its key. */
export type ShortcutBindings = Record<string, string>;

const MODIFIERS = ['mod', 'ctrl', 'alt', 'shift', 'meta'] as const;

/**
 * A key in its one written form — modifiers lower case in a fixed order, a letter upper case, F1–F12
 * — or null when it is not a key one can bind (no key, two keys, a word, a space).
 */
export function normalizeKey(key: string): string | null {
  if (key.length === 0 || key.length > TEXT_LIMITS.shortcutKey) return null;
  // « shift++ »: the last part may be « + » itself.
  const parts = key.endsWith('++') ? [...key.slice(0, -2).split('+'), '+'] : key.split('+');
  const last = parts.pop() ?? '';
  const mods = parts.map((p) => p.toLowerCase());
  if (mods.some((m) => !MODIFIERS.some((x) => x === m)) || new Set(mods).size !== mods.length) return null;
  const named = /^f([1-9]|1[0-2])$/i.test(last);
  if (!named && ([...last].length !== 1 || /\s/.test(last))) return null;
  const main = named ? last.toUpperCase() : /^[a-z]$/i.test(last) ? last.toUpperCase() : last;
  // A plain letter stays lower case (« o »), as the defaults write it; with Shift it is a capital.
  const plain = mods.length === 0 && /^[A-Z]$/.test(main) ? main.toLowerCase() : main;
  const ordered = MODIFIERS.filter((m) => mods.includes(m));
  return [...ordered, plain].join('+');
}

/** The same key, whatever the case: « shift+d » and « shift+D ». */
function sameKey(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Keys the browser or the system keep (close, reload, new tab, quit, zoom, the developer tools, full
 * screen), or that edit text in a field: never ours to take. Lower case.
 */
const RESERVED_KEYS: ReadonlySet<string> = new Set([
  'mod+w',
  'mod+t',
  'mod+n',
  'mod+q',
  'mod+r',
  'mod+l',
  'mod+f4',
  'mod+shift+w',
  'mod+shift+t',
  'mod+shift+n',
  'mod+shift+i',
  'mod+shift+r',
  'mod+c',
  'mod+v',
  'mod+x',
  'mod+a',
  'mod+y',
  'mod+=',
  'mod+-',
  'mod+0',
  'alt+f4',
  'f5',
  'f11',
  'f12',
  'ctrl+w',
  'ctrl+t',
  'ctrl+n',
  'ctrl+q',
  'ctrl+r',
]);

/**
 * Keys the rows of the initiative order keep (renderer/commands/registry.ts `ROW_KEYS`): a digit
 * selects a row, « - », « + » start an HP entry. Lower case.
 */
const ROW_OWNED_KEYS: ReadonlySet<string> = new Set(['-', '+', ...'0123456789']);

/** Why a key cannot be bound, or null when it can. */
export function keyRefusal(key: string): 'invalid' | 'reserved' | 'rows' | null {
  const normal = normalizeKey(key);
  if (normal === null) return 'invalid';
  if (RESERVED_KEYS.has(normal.toLowerCase())) return 'reserved';
  return ROW_OWNED_KEYS.has(normal) ? 'rows' : null;
}

/** Stored bindings read back: what was kept, and a line for each thing dropped. */
export interface ShortcutsRead {
  bindings: ShortcutBindings;
  dropped: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads rebound shortcuts from a file or the store: a record of at most `COUNT_LIMITS.shortcuts`
 * entries (the rest dropped), each a known command id (`known`) with a key that can be bound and that
 * no other command has (its own rebound key, else its default: `defaults`). Never throws.
 */
export function readShortcuts(value: unknown, known: ReadonlyMap<string, string | undefined>): ShortcutsRead {
  const record = readShortcutRecord(value);
  const dropped = [...record.dropped];
  const wanted = new Map<string, string>();
  for (const [id, key] of Object.entries(record.bindings)) {
    if (known.has(id)) wanted.set(id, key);
    else dropped.push(`raccourci « ${id.slice(0, 40)} » : commande inconnue`);
  }
  // Each key to one command: its rebound key, else its default.
  const keyOf = (id: string) => wanted.get(id) ?? known.get(id);
  const bindings: ShortcutBindings = {};
  for (const [id, key] of wanted) {
    const other = [...known.keys()].find(
      (o) => o !== id && keyOf(o) !== undefined && sameKey(keyOf(o)!, key),
    );
    if (other !== undefined) {
      dropped.push(`raccourci « ${id} » : ${key} est déjà à « ${other} »`);
      wanted.delete(id);
      continue;
    }
    if (known.get(id) === undefined || !sameKey(known.get(id)!, key)) bindings[id] = key;
  }
  return { bindings, dropped };
}

/**
 * What a file may carry of rebound shortcuts, before the program checks them against its commands
 * (`readShortcuts`): a record of at most `COUNT_LIMITS.shortcuts` entries, ids within `TEXT_LIMITS.id`,
 * keys that can be bound. The rest is dropped, each with a line. Never throws.
 */
export function readShortcutRecord(value: unknown): ShortcutsRead {
  if (value === undefined) return { bindings: {}, dropped: [] };
  if (!isRecord(value))
    return { bindings: {}, dropped: ['raccourcis : ce n’est pas une liste de raccourcis'] };
  const entries = Object.entries(value);
  const dropped: string[] = [];
  if (entries.length > COUNT_LIMITS.shortcuts)
    dropped.push(
      `raccourcis : ${entries.length - COUNT_LIMITS.shortcuts} au-delà de ${COUNT_LIMITS.shortcuts} ignorés`,
    );
  const bindings: ShortcutBindings = {};
  for (const [id, key] of entries.slice(0, COUNT_LIMITS.shortcuts)) {
    const normal = typeof key === 'string' ? normalizeKey(key) : null;
    if (id.length > TEXT_LIMITS.id || normal === null || keyRefusal(normal) !== null) {
      dropped.push(`raccourci « ${id.slice(0, 40)} » : touche refusée`);
      continue;
    }
    bindings[id] = normal;
  }
  return { bindings, dropped };
}
