/**
 * What the group save dialog reads from what the GM typed: the targets named (a group, names or
 * the start of names, separated by commas), the damage (« 6d6 feu », « 21 », « 21 fire »), a typed
 * roll. Pure, so each is tested without the dialog.
 */
import { parseDice, readDamageTypes } from '../../../shared/rules';
import type { Combatant, CombatantId, EncounterEvent } from '../../../shared/combat';

type GroupSaveEvent = Extract<EncounterEvent, { type: 'group-save' }>;

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * The combatants named: each term is a group's name, a combatant's name, or the start of names
 * (« gob » finds every goblin), in the order of the fight; hazards are left out.
 */
export function namedTargets(combatants: readonly Combatant[], text: string): Combatant[] {
  const terms = text
    .split(/[,;]/)
    .map(fold)
    .filter((t) => t !== '');
  const creatures = combatants.filter((c) => !c.hazard);
  return creatures.filter((c) =>
    terms.some((term) => fold(c.group ?? '') === term || fold(c.name).startsWith(term)),
  );
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

/** The event of the dialog, from what it holds. */
export function groupSaveEvent(input: {
  targets: readonly CombatantId[];
  save: string;
  dc?: number;
  typed: ReadonlyMap<CombatantId, number>;
  damage: Extract<DamageRead, { ok: true }>;
  onSuccess: 'half' | 'none';
}): GroupSaveEvent {
  const typed = input.targets.flatMap((id) => {
    const total = input.typed.get(id);
    return total === undefined ? [] : [{ id, total }];
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
