/**
 * Concentration (issue 28 part 4): a combatant casting or keeping a spell going is marked with the
 * spell's level; damage dealt to it while the fight runs leaves a check waiting (the turn panel asks
 * it), in the systems whose rules have one (rules › concentration: 3.5 and PF1, DC 10 + damage +
 * spell level). The GM types the check's total, or lets the engine roll d20 + the combatant's
 * concentration bonus; a failure ends the concentration and the effects it kept up. Each is one
 * event, one log line.
 */
import { COUNT_LIMITS } from '../limits';
import { concentrationDc, concentrationSucceeds, getProcedures } from '../rules';
import { getCombatant, updateCombatant } from './access';
import { drawInts } from './dice';
import { refusal, requireInt } from './errors';
import { logEvent } from './log';
import type { Combatant, CombatantId, ConcentrationState, Encounter } from './types';

/** Whether the fight's system asks a check of a caster hurt while concentrating. */
export function concentrationChecked(enc: Pick<Encounter, 'system'>): boolean {
  return getProcedures(enc.system).concentration?.kind === 'check';
}

/** The DC of the check `c` owes first, or null when none waits. */
export function pendingConcentrationDc(enc: Pick<Encounter, 'system'>, c: Combatant): number | null {
  const damage = c.concentration?.pending?.[0];
  if (damage === undefined || !c.concentration) return null;
  return concentrationDc(getProcedures(enc.system).concentration, damage, c.concentration.spellLevel);
}

/** concentration-set: `spellLevel` marks it as concentrating (or changes the level); null ends it. */
export function setConcentration(enc: Encounter, id: CombatantId, spellLevel: number | null): Encounter {
  const c = getCombatant(enc, id);
  if (spellLevel === null) {
    if (!c.concentration) throw refusal('not-allowed', 'notConcentrating', { name: c.name });
    const next = updateCombatant(enc, id, (x) => withoutConcentration(x));
    return logEvent(next, { code: 'concentration.stopped', params: { name: c.name } });
  }
  if (!concentrationChecked(enc)) {
    throw refusal('not-allowed', 'concentrationNotInRules', { game: getProcedures(enc.system).shortName });
  }
  const level = requireInt(spellLevel, 'spellLevel');
  const next = updateCombatant(enc, id, (x) => ({
    ...x,
    concentration: { ...x.concentration, spellLevel: level },
  }));
  return logEvent(next, { code: 'concentration.started', params: { name: c.name, level } });
}

/**
 * After damage: `dealt` points (after the defences) to a concentrating combatant while the fight
 * runs leave one more check waiting. Nothing happens where the system has no check.
 */
export function noteConcentrationDamage(enc: Encounter, id: CombatantId, dealt: number): Encounter {
  const c = enc.combatants.find((x) => x.id === id);
  if (!c?.concentration || dealt <= 0 || enc.phase !== 'running' || !concentrationChecked(enc)) return enc;
  const pending = [...(c.concentration.pending ?? []), dealt].slice(-COUNT_LIMITS.concentrationChecks);
  return updateCombatant(enc, id, (x) => ({ ...x, concentration: { ...c.concentration!, pending } }));
}

/**
 * concentration-checked: the first waiting check, with the total the GM typed, or rolled (d20 +
 * concentration bonus) from the fight's dice; `skip`: the GM lets it go without a roll. A failure
 * ends the concentration and every effect lasting as long as it.
 */
export function checkConcentration(
  enc: Encounter,
  id: CombatantId,
  typed: number | undefined,
  skip = false,
): Encounter {
  const c = getCombatant(enc, id);
  const dc = pendingConcentrationDc(enc, c);
  if (dc === null || !c.concentration) throw refusal('not-allowed', 'noConcentrationCheck', { name: c.name });
  const damage = c.concentration.pending?.[0] ?? 0;
  const rest = c.concentration.pending?.slice(1) ?? [];
  const kept: ConcentrationState =
    rest.length === 0 ? { spellLevel: c.concentration.spellLevel } : { ...c.concentration, pending: rest };
  if (skip) {
    const next = updateCombatant(enc, id, (x) => ({ ...x, concentration: kept }));
    return logEvent(next, { code: 'concentration.skipped', params: { name: c.name, dc } });
  }
  let moved = enc;
  let total: number;
  let roll: { d20: number; bonus: number } | undefined;
  if (typed === undefined) {
    const [[d20], after] = drawInts(enc, 1, 1, 20);
    moved = after;
    const bonus = c.concentrationBonus ?? 0;
    roll = { d20, bonus };
    total = d20 + bonus;
  } else total = requireInt(typed, 'concentrationTotal');
  const params = { name: c.name, total, dc, damage, ...(roll ? { roll } : {}) };
  if (concentrationSucceeds(total, dc)) {
    const next = updateCombatant(moved, id, (x) => ({ ...x, concentration: kept }));
    return logEvent(next, { code: 'concentration.passed', params });
  }
  const ended = moved.effects.filter(
    (e) => e.duration.kind === 'concentration' && e.duration.sourceId === id,
  );
  const next = updateCombatant(moved, id, (x) => withoutConcentration(x));
  const effects = ended.length === 0 ? next.effects : next.effects.filter((e) => !ended.includes(e));
  return logEvent(
    { ...next, effects },
    { code: 'concentration.failed', params: { ...params, ended: ended.length } },
  );
}

function withoutConcentration(c: Combatant): Combatant {
  const { concentration: _ended, ...rest } = c;
  return rest;
}
