/**
 * The end of an attack: the damage rolled with the page's seeded dice (the fight's own dice never
 * move, so abandoning the dialog changes nothing), and the ONE gesture the tracker runs — the log
 * line and the damage on the target (shared/combat `attackEvents`).
 */
import { attackEvents, type EncounterEvent, type LogAttack } from '../../../shared/combat';
import { rollDice, RulesError, type AttackResult, type Rng } from '../../../shared/rules';
import type { AttackState, AttackView } from './attack-state';

/** A damage roll, or why the notation was refused. */
export type DamageRoll =
  { ok: true; total: number; text: string } | { ok: false; error: string; code: RulesError['code'] };

/**
 * Rolls the attack's damage for this result: once on a plain hit; on a critical hit, the dice and
 * bonuses once per multiplier when the rules say so (3.5, PF1, SF), else one roll multiplied (CO).
 * A total below 1 on a hit counts as 1 (DRS › Dégâts: a hit always deals at least 1 point).
 */
export function rollDamage(view: AttackView, notation: string, result: AttackResult, rng: Rng): DamageRoll {
  try {
    const times =
      result.critical && view.procedure.criticalDamage === 'roll-again' ? result.damageMultiplier : 1;
    const rolls = Array.from({ length: times }, () => rollDice(notation, rng));
    const sum = rolls.reduce((n, r) => n + r.total, 0);
    const factor =
      result.critical && view.procedure.criticalDamage === 'multiply' ? result.damageMultiplier : 1;
    const total = Math.max(1, sum) * factor;
    const parts = rolls.map((r) => String(r.total)).join(' + ');
    const text = `${rolls[0].notation} : ${parts}${factor > 1 ? ` × ${factor}` : ''}`;
    return { ok: true, total, text };
  } catch (e) {
    if (e instanceof RulesError) return { ok: false, error: e.message, code: e.code };
    throw e;
  }
}

/** The defence met, as the log names it (« CA 15 », « CAC 18 », « TAC0 19 − CA 6 »). */
function againstText(s: AttackState, view: AttackView): string {
  const name = view.procedure.defences.find((d) => d.field === s.defence)?.name.fr ?? s.defence;
  return view.procedure.thac0 ? `TAC0 ${s.thac0 ?? 19} − ${name} ${view.defence}` : `${name} ${view.defence}`;
}

/** The defence met by its parts, for the log line in the GM's language. */
function againstParts(s: AttackState, view: AttackView): LogAttack['against'] {
  const name = view.procedure.defences.find((d) => d.field === s.defence)?.name ?? {
    fr: s.defence,
    en: s.defence,
  };
  return {
    name: { fr: name.fr, en: name.en },
    value: view.defence ?? 0,
    ...(view.procedure.thac0 ? { thac0: s.thac0 ?? 19 } : {}),
  };
}

/** The events of the finished attack, or null while something is missing. */
export function outcomeEvents(s: AttackState, view: AttackView): EncounterEvent[] | null {
  const r = view.result;
  if (!r || !view.target || s.natural === null) return null;
  if (r.threat && s.confirm === null) return null;
  if (r.hit && view.damage === null) return null;
  return attackEvents({
    attacker: { id: view.attacker.id, name: view.attacker.name },
    target: { id: view.target.id, name: view.target.name },
    weapon: s.attack.name,
    natural: s.natural,
    added: view.added,
    against: againstText(s, view),
    defence: againstParts(s, view),
    result: r,
    ...(s.confirm === null ? {} : { confirmNatural: s.confirm }),
    ...(r.hit && view.damage !== null ? { damage: view.damage, damageText: view.damageText } : {}),
  });
}
