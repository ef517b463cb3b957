/**
 * Effets et durées. Timers follow the initiative COUNT, not the combatant (DRS › Combat › Le round
 * de combat: effects lasting several rounds end "juste avant la valeur d'initiative à laquelle ils
 * ont débuté"). Used for dnd35, pf1, sf1 and co (the CO text gives no rule; the d20 rule is the
 * closest). osr with initiative rerolled each round has no stable count: an N-round effect ends at
 * the start of round R+N, the round it was applied counting as the first (open B/X rules).
 */
import { getSystem, getProcedures } from '../rules';
import { deName } from '../french-elision';
import { getCombatant, nextSeq } from './access';
import { refusal, requireInt, requireIntAtLeast, requireText } from './errors';
import type { DurationInput, EncounterEvent } from './events';
import { effectEndedLine, logDuration, logEffect, logEvent } from './log';
import { effectId } from './types';
import type {
  Combatant,
  CombatantId,
  Effect,
  EffectDuration,
  EffectId,
  EffectWhat,
  Encounter,
} from './types';

/** Rounds in a minute in a system (its procedures' round length): 10 in the d20 games, 6 in CO and B/X. */
export function roundsPerMinute(system: Encounter['system']): number {
  return 60 / getProcedures(system).roundSeconds;
}

/** Whether N-round timers end at a round's start (osr, rerolled order) rather than at a count. */
export function timersEndAtRoundStart(enc: Encounter): boolean {
  return getProcedures(enc.system).initiative.rerollsEachRound(enc.options);
}

/** The count of the turn in progress, or null outside a turn. */
export function currentCount(enc: Encounter): number | null {
  if (enc.phase !== 'running' || enc.current === null) return null;
  return getCombatant(enc, enc.current).initiative.count ?? null;
}

function roundsOf(enc: Encounter, input: DurationInput): number | null {
  const perMinute = roundsPerMinute(enc.system);
  switch (input.kind) {
    case 'rounds':
      return requireIntAtLeast(input.rounds, 1, 'durationRounds');
    case 'minutes':
      return requireIntAtLeast(input.minutes, 1, 'durationMinutes') * perMinute;
    case 'hours':
      return requireIntAtLeast(input.hours, 1, 'durationHours') * perMinute * 60;
    default:
      return null;
  }
}

/** Turns what the GM picked into a stored duration, anchored at the current round and count. */
export function normaliseDuration(
  enc: Encounter,
  input: DurationInput,
  source?: CombatantId,
): EffectDuration {
  const rounds = roundsOf(enc, input);
  if (rounds !== null) {
    const running = enc.phase === 'running';
    const count = running && !timersEndAtRoundStart(enc) ? currentCount(enc) : null;
    const base = running ? enc.round : 1;
    return { kind: 'rounds', rounds, endsBefore: { round: base + rounds, count } };
  }
  switch (input.kind) {
    case 'until-turn-start':
      return { kind: 'until-turn-start', combatantId: getCombatant(enc, input.combatantId).id };
    case 'until-turn-end':
      return {
        kind: 'until-turn-end',
        combatantId: getCombatant(enc, input.combatantId).id,
        turnStarted: false,
      };
    case 'concentration':
      if (source === undefined) {
        throw refusal('not-allowed', 'concentrationSource');
      }
      return { kind: 'concentration', sourceId: source };
    default:
      return { kind: 'until-removed' };
  }
}

function checkWhat(enc: Encounter, what: EffectWhat): EffectWhat {
  if (what.kind === 'custom') {
    what.modifiers.forEach((m) => requireInt(m.value, { field: 'modifierOf', name: what.name }));
    return { ...what, name: requireText(what.name, 'effectName') };
  }
  const id = requireText(what.conditionId, 'condition');
  const catalogue = getSystem(enc.system).conditions;
  // A catalogue still empty (system being written) accepts any id.
  if (catalogue.length > 0 && !catalogue.some((c) => c.id === id)) {
    throw refusal('unknown-effect', 'unknownCondition', { id }, { id });
  }
  return { kind: 'condition', conditionId: id };
}

type ApplyEvent = Extract<EncounterEvent, { type: 'effect-applied' }>;

/** Most hit points one round may give back (the HP limit of a combatant). */
const MAX_PER_ROUND = 1_000_000;

/**
 * What an effect does each round, checked: damage as text with no sign (« -2 » in « Dégâts à chaque
 * round » was taken as 2 damage — issue 26: healing goes in its own fields), fast healing and
 * regeneration as whole numbers of hit points.
 */
function checkPerRound(ev: ApplyEvent): Pick<Effect, 'ongoingDamage' | 'fastHealing' | 'regeneration'> {
  const damage = ev.ongoingDamage?.trim() || undefined;
  if (damage !== undefined && /^[-−+]/.test(damage)) {
    throw refusal('invalid-number', 'ongoingSigned', { text: damage }, { text: damage });
  }
  const hp = (value: unknown, field: 'fastHealing' | 'regeneration') => {
    const n = requireIntAtLeast(value, 1, field);
    if (n > MAX_PER_ROUND)
      throw refusal('invalid-number', 'intAtMost', { field, max: MAX_PER_ROUND, value: n });
    return n;
  };
  const bypassedBy = ev.regeneration?.bypassedBy?.trim() || undefined;
  return {
    ...(damage === undefined ? {} : { ongoingDamage: damage }),
    ...(ev.fastHealing === undefined ? {} : { fastHealing: hp(ev.fastHealing, 'fastHealing') }),
    ...(ev.regeneration === undefined
      ? {}
      : {
          regeneration: { hp: hp(ev.regeneration.hp, 'regeneration'), ...(bypassedBy ? { bypassedBy } : {}) },
        }),
  };
}

/** effect-applied: one effect per target, all with the same duration anchor. */
export function applyEffect(enc: Encounter, ev: ApplyEvent): Encounter {
  if (enc.phase === 'ended') throw refusal('wrong-phase', 'fightEnded');
  if (ev.targets.length === 0) throw refusal('not-allowed', 'noTargets');
  const targets = ev.targets.map((t) => getCombatant(enc, t));
  const source = ev.source === undefined ? undefined : getCombatant(enc, ev.source);
  const what = checkWhat(enc, ev.what);
  const duration = normaliseDuration(enc, ev.duration, source?.id);
  const appliedAtCount = currentCount(enc);
  const perRound = checkPerRound(ev);
  let next = enc;
  const added: Effect[] = [];
  for (const target of targets) {
    const [raw, moved] = nextSeq(next, 'e');
    next = moved;
    added.push({
      id: effectId(raw),
      target: target.id,
      source: source?.id,
      sourceName: source?.name,
      what,
      duration,
      appliedRound: enc.round,
      appliedAtCount,
      saveEachRound: ev.saveEachRound?.trim() || undefined,
      ...perRound,
      ...(ev.hidden === true ? { hidden: true } : {}),
    });
  }
  next = { ...next, effects: [...next.effects, ...added] };
  const names = targets.map((t) => t.name).join(', ');
  return logEvent(next, {
    code: ev.hidden === true ? 'effect.appliedHidden' : 'effect.applied',
    params: { names, effect: logEffect(what), duration: logDuration(enc, duration) },
  });
}

/** effect-hidden-set: the effect kept from the players (« caché aux joueurs ») or shown again. */
export function setEffectHidden(enc: Encounter, id: EffectId, hidden: boolean): Encounter {
  const effect = enc.effects.find((e) => e.id === id);
  if (!effect) throw refusal('unknown-effect', 'unknownEffect', { id: String(id) }, { id });
  if (typeof hidden !== 'boolean') throw refusal('not-allowed', 'effectHiddenFlag');
  if ((effect.hidden === true) === hidden)
    throw refusal('not-allowed', hidden ? 'effectAlreadyHidden' : 'effectAlreadyShown');
  const target = getCombatant(enc, effect.target);
  const changed: Effect = { ...effect, hidden: true };
  if (!hidden) delete changed.hidden;
  const next = { ...enc, effects: enc.effects.map((e) => (e.id === id ? changed : e)) };
  const params = { name: target.name, effect: logEffect(effect.what) };
  return logEvent(next, hidden ? { code: 'effect.hidden', params } : { code: 'effect.shown', params });
}

/** effect-removed. */
export function removeEffect(enc: Encounter, id: EffectId): Encounter {
  const effect = enc.effects.find((e) => e.id === id);
  if (!effect) throw refusal('unknown-effect', 'unknownEffect', { id: String(id) }, { id });
  const target = getCombatant(enc, effect.target);
  const next = { ...enc, effects: enc.effects.filter((e) => e.id !== id) };
  return logEvent(next, effectEndedLine(target.name, effect.what));
}

/** Whether an N-round effect is over when `c` starts its turn in the encounter's round. */
export function roundsTimerOver(enc: Encounter, d: EffectDuration, c: Combatant): boolean {
  if (d.kind !== 'rounds') return false;
  const { round, count } = d.endsBefore;
  if (enc.round !== round) return enc.round > round;
  return count === null || (c.initiative.count ?? Number.NEGATIVE_INFINITY) <= count;
}

/**
 * Rounds left before an N-round effect ends (1: it ends when its count comes this round). `now`:
 * the count of the turn in progress, when the caller already has it (a list of many effects).
 */
export function roundsLeft(enc: Encounter, effect: Effect, now = currentCount(enc)): number | null {
  const d = effect.duration;
  if (d.kind !== 'rounds') return null;
  const { round, count } = d.endsBefore;
  if (enc.phase !== 'running') return d.rounds;
  const at = now ?? Number.POSITIVE_INFINITY;
  return Math.max(0, round - enc.round + (count !== null && at > count ? 1 : 0));
}

/** "3 rounds", "jusqu'au début du tour d'Aldric", "concentration", "jusqu'à retrait". */
export function durationText(enc: Encounter, d: EffectDuration): string {
  const nameOf = (id: CombatantId) => enc.combatants.find((c) => c.id === id)?.name ?? '?';
  switch (d.kind) {
    case 'rounds':
      return d.rounds === 1 ? '1 round' : `${d.rounds} rounds`;
    case 'until-turn-start':
      return `jusqu'au début du prochain tour ${deName(nameOf(d.combatantId))}`;
    case 'until-turn-end':
      return `jusqu'à la fin du prochain tour ${deName(nameOf(d.combatantId))}`;
    case 'concentration':
      return `concentration ${deName(nameOf(d.sourceId))}`;
    case 'until-removed':
      return "jusqu'à retrait";
  }
}
