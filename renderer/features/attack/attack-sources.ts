/**
 * Where an attacker's attacks come from: the stat block of the Library entry it was added from
 * (a group's copies are named « Gobelin 2 » and keep the entry's name as their group), or what
 * the GM types. « 19-20/×2 » is read into a critical range and a multiplier.
 */
import type { Combatant } from '../../../shared/combat';
import type { FreeManeuver, LibraryAttack } from '../../../shared/library';
import type { SystemId } from '../../../shared/rules';

/** The attack the dialog works with. */
export interface AttackChoice {
  name: string;
  /** Attack bonus (osr: the attack's modifiers, the THAC0 is separate). */
  bonus: number | null;
  /** Damage notation, « 1d8+3 ». */
  damage: string;
  /** Lowest natural roll in the critical range. */
  critFrom: number;
  multiplier: number;
  /** The stat block's free manoeuvre after this attack hits (a wolf's bite trips). */
  freeManeuver?: FreeManeuver;
}

/** A typed attack, before the GM fills it in. */
export const BLANK_ATTACK: AttackChoice = { name: '', bonus: 0, damage: '', critFrom: 20, multiplier: 2 };

/** Reads « 19-20/×2 », « 18–20 », « ×3 », « 20/x4 ». Missing parts stay 20 and ×2. */
export function parseCrit(text: string | undefined): { critFrom: number; multiplier: number } {
  const t = text ?? '';
  const range = /(\d{1,2})\s*[-–]\s*20/.exec(t);
  const mult = /[x×]\s*(\d)/i.exec(t);
  const critFrom = range ? Number(range[1]) : 20;
  const multiplier = mult ? Number(mult[1]) : 2;
  return {
    critFrom: critFrom >= 2 && critFrom <= 20 ? critFrom : 20,
    multiplier: multiplier >= 2 && multiplier <= 6 ? multiplier : 2,
  };
}

/** A stat block's attack as the dialog's choice. */
export function choiceOf(a: LibraryAttack): AttackChoice {
  return {
    name: a.name,
    bonus: a.bonus ?? 0,
    damage: a.damage ?? '',
    ...parseCrit(a.crit),
    ...(a.freeManeuver ? { freeManeuver: a.freeManeuver } : {}),
  };
}

/** What of a Library row the lookup needs. */
export interface LibraryAttacksRow {
  name: string;
  system: SystemId;
  stats?: { attacks?: LibraryAttack[] };
}

/** The names a combatant may carry from its Library entry: its group, its name, its name without a copy number. */
function namesOf(c: Combatant): string[] {
  const names = [c.group, c.name, c.name.replace(/\s+\d+$/, '')].filter((n): n is string => !!n);
  return [...new Set(names.map((n) => n.trim().toLocaleLowerCase('fr')))];
}

/** The attacks of the Library entry this combatant came from (same system, same name), or none. */
export function libraryAttacksFor(
  rows: readonly LibraryAttacksRow[],
  c: Combatant,
  system: SystemId,
): LibraryAttack[] {
  const names = namesOf(c);
  for (const name of names) {
    const row = rows.find((r) => r.system === system && r.name.trim().toLocaleLowerCase('fr') === name);
    if (row?.stats?.attacks && row.stats.attacks.length > 0) return row.stats.attacks;
  }
  return [];
}
