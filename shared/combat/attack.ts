/**
 * Une attaque, un geste: the events an attack resolved by the rules (`resolveAttack`) writes into
 * the fight — one log line naming attacker, target, roll against defence and damage, then the
 * damage on the target (the reducer's `damage` takes Starfinder Stamina first). The GM's tracker
 * runs them as ONE gesture, so one Ctrl+Z takes the whole attack back.
 */
import type { AttackResult } from '../rules';
import type { EncounterEvent } from './events';
import type { LogAttack } from './log-codes';
import type { ManeuverLogLine } from './maneuver-log';
import type { CombatantId } from './types';

/** What the log line says of one attack. */
export interface AttackLine {
  attacker: { id: CombatantId; name: string };
  target: { id: CombatantId; name: string };
  /** The attack's name (« Épée longue »), may be empty. */
  weapon: string;
  natural: number;
  /** What was added to the d20 (osr: modifiers only). */
  added: number;
  /** The defence met, named (« CA 15 », « CAC 18 », « TAC0 19 − CA 6 »). */
  against: string;
  /** The same, by its parts, for the line in the GM's language. */
  defence?: LogAttack['against'];
  result: AttackResult;
  confirmNatural?: number;
  /** Damage applied (after any multiplier); 0 or absent on a miss. */
  damage?: number;
  /** How the damage was found (« 2d8+4 : 9 + 11 », « 7 × 2 »). */
  damageText?: string;
}

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** The French log line of an attack (the log is written in French, as the other helpers'). */
function attackSummary(a: AttackLine): string {
  const r = a.result;
  const weapon = a.weapon.trim() === '' ? '' : ` (${a.weapon.trim()})`;
  const roll = `d20 ${a.natural} ${signed(a.added)} = ${r.total} contre ${a.against}`;
  const confirm =
    a.confirmNatural !== undefined && r.threat
      ? ` ; confirmation d20 ${a.confirmNatural} ${signed(a.added)} = ${a.confirmNatural + a.added}`
      : '';
  const natural = a.natural === 20 ? ', 20 naturel' : a.natural === 1 ? ', 1 naturel' : '';
  const verdict = !r.hit
    ? 'raté'
    : r.critical
      ? `coup critique ×${r.damageMultiplier}`
      : r.threat
        ? 'touché (critique non confirmé)'
        : 'touché';
  const damage =
    r.hit && a.damage !== undefined ? ` — ${a.damage} dégâts${a.damageText ? ` (${a.damageText})` : ''}` : '';
  return `Attaque — ${a.attacker.name} contre ${a.target.name}${weapon} : ${verdict}${natural} (${roll}${confirm})${damage}`;
}

/** The attack's line as a code and parameters (phrased in the GM's language). */
function attackLine(a: AttackLine, against: LogAttack['against']): ManeuverLogLine {
  const r = a.result;
  const verdict = !r.hit ? 'miss' : r.critical ? 'critical' : r.threat ? 'threat' : 'hit';
  const damaged = r.hit && a.damage !== undefined;
  return {
    code: 'attack.resolved',
    params: {
      attacker: a.attacker.name,
      target: a.target.name,
      weapon: a.weapon.trim(),
      natural: a.natural,
      added: a.added,
      total: r.total,
      against,
      verdict,
      multiplier: r.damageMultiplier,
      ...(a.confirmNatural !== undefined && r.threat ? { confirm: a.confirmNatural } : {}),
      ...(damaged ? { damage: a.damage } : {}),
      ...(damaged && a.damageText ? { damageText: a.damageText } : {}),
    },
  };
}

/**
 * The events of one attack: the log line, then the damage when it hit for more than 0. Damage is
 * an integer ≥ 0 (a refused value throws: the dialog checks before).
 */
export function attackEvents(a: AttackLine): EncounterEvent[] {
  const events: EncounterEvent[] = [
    {
      type: 'maneuver-resolved',
      attacker: a.attacker.id,
      target: a.target.id,
      summary: attackSummary(a),
      ...(a.defence ? { line: attackLine(a, a.defence) } : {}),
    },
  ];
  const amount = a.result.hit ? (a.damage ?? 0) : 0;
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError(`Dégâts invalides : ${amount}`);
  if (amount > 0) events.push({ type: 'damage', id: a.target.id, amount, by: a.attacker.id });
  return events;
}
