/**
 * What the group save dialog reads from what the GM typed: the targets named (a group, names or
 * the start of names, separated by commas), the damage (« 6d6 feu », « 21 », « 21 fire »), a typed
 * roll (« 14 », « n20 », « 14 n1 »). Pure, so each is tested without the dialog.
 */
import { foldWords, parseDice, readDamageTypes } from '../../../shared/rules';
import type { Combatant, CombatantId, EncounterEvent } from '../../../shared/combat';

type GroupSaveEvent = Extract<EncounterEvent, { type: 'group-save' }>;

/**
 * The combatants named: each term is a group's name, a combatant's whole name, or the start of
 * names (« gob » finds every goblin), in the order of the fight; hazards are left out. A term that
 * is someone's whole name means that one only (« Gobelin 1 » is not « Gobelin 10 »).
 */
export function namedTargets(combatants: readonly Combatant[], text: string): Combatant[] {
  const terms = text
    .split(/[,;]/)
    .map(foldWords)
    .filter((t) => t !== '');
  const creatures = combatants.filter((c) => !c.hazard);
  const names = new Set(creatures.map((c) => foldWords(c.name)));
  return creatures.filter((c) => {
    const name = foldWords(c.name);
    return terms.some(
      (term) =>
        foldWords(c.group ?? '') === term || (names.has(term) ? name === term : name.startsWith(term)),
    );
  });
}

/** The damage as typed: dice or a total, then damage type words; an error says which part is wrong. */
export type DamageRead =
  | { ok: true; damage?: string; damageTotal?: number; types: string[] }
  | { ok: false; reason: 'dice' | 'type'; word: string };

/** Reads « 6d6 feu », « 21 », « 3d6+2 acid »; an empty text is no damage. */
export function readDamage(text: string): DamageRead {
  const [first = '', ...rest] = text.trim().split(/\s+/);
  if (first === '') return { ok: true, types: [] };
  const words = rest.join(' ');
  const read = words === '' ? { ids: [] as string[] } : readDamageTypes(words);
  if ('unknown' in read) return { ok: false, reason: 'type', word: read.unknown };
  if (/^\d{1,7}$/.test(first)) return { ok: true, damageTotal: Number(first), types: read.ids };
  try {
    parseDice(first);
  } catch {
    return { ok: false, reason: 'dice', word: first };
  }
  return { ok: true, damage: first, types: read.ids };
}

/** A roll a player typed: its total, its d20 as rolled (« n20 »), or both (« 14 n1 »). */
export type SaveRollTyped = { total?: number; d20?: number };

/** What a roll field holds: nothing (Paravent rolls), a roll, or what could not be read. */
export type SaveRollRead = { ok: true; roll?: SaveRollTyped } | { ok: false; reason: 'number' | 'd20' };

/**
 * Reads a player's roll: « 14 » (the total), « n20 », « nat 20 », « 20 naturel » (the d20 as
 * rolled: Paravent adds the figure), « 14 n1 » (a total and its natural). Empty: Paravent rolls.
 */
export function readSaveRoll(text: string): SaveRollRead {
  const plain = foldWords(text)
    .replace(/\b(naturel|natural|nat)\b/g, 'n')
    .replace(/[()]/g, ' ')
    .replace(/\bn\s+(\d)/g, 'n$1')
    .replace(/(\d)\s+n\b/g, '$1n')
    .replace(/\u2212/g, '-')
    .trim();
  if (plain === '') return { ok: true };
  const m = /^(?:([+-]?\d{1,4})(?:\s+|$))?(?:n(\d{1,3})|(\d{1,3})n)?$/.exec(plain);
  if (!m || (m[1] === undefined && m[2] === undefined && m[3] === undefined))
    return { ok: false, reason: 'number' };
  const natural = m[2] ?? m[3];
  const d20 = natural === undefined ? undefined : Number(natural);
  if (d20 !== undefined && (d20 < 1 || d20 > 20)) return { ok: false, reason: 'd20' };
  const total = m[1] === undefined ? undefined : Number(m[1]);
  return {
    ok: true,
    roll: { ...(total === undefined ? {} : { total }), ...(d20 === undefined ? {} : { d20 }) },
  };
}

/** The event of the dialog, from what it holds. */
export function groupSaveEvent(input: {
  targets: readonly CombatantId[];
  save: string;
  dc?: number;
  typed: ReadonlyMap<CombatantId, SaveRollTyped>;
  damage: Extract<DamageRead, { ok: true }>;
  onSuccess: 'half' | 'none';
}): GroupSaveEvent {
  const typed = input.targets.flatMap((id) => {
    const roll = input.typed.get(id);
    return roll === undefined ? [] : [{ id, ...roll }];
  });
  const { damage, damageTotal, types } = input.damage;
  return {
    type: 'group-save',
    targets: [...input.targets],
    save: input.save,
    ...(input.dc === undefined ? {} : { dc: input.dc }),
    ...(typed.length > 0 ? { typed } : {}),
    ...(damage === undefined ? {} : { damage }),
    ...(damageTotal === undefined ? {} : { damageTotal }),
    ...(types.length > 0 ? { types } : {}),
    onSuccess: input.onSuccess,
  };
}
