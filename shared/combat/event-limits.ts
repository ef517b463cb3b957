/**
 * Limits at the door (issue 24): every text and number a gesture brings in is checked against the
 * one table of limits (shared/limits.ts) before the reducer runs. A value past its limit refuses
 * the whole gesture — the refusal names the field, its limit and what was typed (`textTooLong`,
 * `intAtMost`, `intAtLeast`, `tooManyItems`) — and the fight stays as it was. Types are left to the
 * reducer's own checks (requireInt, requireText): only values of the right type are bounded here.
 */
import {
  COUNT_LIMITS,
  excerpt,
  NUMBER_RANGES,
  TEXT_LIMITS,
  type CountLimit,
  type NumberLimit,
  type TextLimit,
} from '../limits';
import { assertNever, fieldParams, refusal, type FieldRef } from './errors';
import type { CombatantChanges, CombatantInput, DurationInput, EncounterEvent } from './events';
import type { Modifier } from '../rules';
import type { Defences, Encounter, FighterStats } from './types';

/** Refuses a text longer than its limit. */
function checkText(value: unknown, limit: TextLimit, what: FieldRef): void {
  if (typeof value !== 'string') return;
  const max = TEXT_LIMITS[limit];
  if (value.length <= max) return;
  throw refusal(
    'invalid-text',
    'textTooLong',
    { ...fieldParams(what), max, length: value.length, excerpt: excerpt(value) },
    { limit, length: value.length },
  );
}

/**
 * Refuses a number outside its range (or not whole, unless `fractional`). A value of another type
 * is left to the reducer, which names it.
 */
function checkNumber(value: unknown, limit: NumberLimit, what: FieldRef, fractional = false): void {
  if (typeof value !== 'number') return;
  const { min, max } = NUMBER_RANGES[limit];
  const params = fieldParams(what);
  if (!Number.isFinite(value) || (!fractional && !Number.isInteger(value)))
    throw refusal('invalid-number', 'intExpected', { ...params, value: String(value) }, { limit, value });
  if (value < min) throw refusal('invalid-number', 'intAtLeast', { ...params, min, value }, { limit, value });
  if (value > max) throw refusal('invalid-number', 'intAtMost', { ...params, max, value }, { limit, value });
}

/** Refuses a list longer than its limit. */
function checkCount(list: readonly unknown[] | undefined, limit: CountLimit, what: FieldRef): void {
  if (!Array.isArray(list)) return;
  const max = COUNT_LIMITS[limit];
  if (list.length > max)
    throw refusal('not-allowed', 'tooManyItems', { ...fieldParams(what), max, count: list.length });
}

/** The range of each defence the engine keeps (the file's). */
const DEFENCE_RANGES: Record<keyof Defences, NumberLimit> = {
  ac: 'defence',
  touchAc: 'defence',
  flatFootedAc: 'defence',
  cmd: 'defence',
  kac: 'defence',
  eac: 'defence',
  def: 'defence',
  descendingAc: 'descending',
  thac0: 'descending',
  morale: 'morale',
};

/** The range of each number of the manoeuvre stats. */
const FIGHTER_RANGES: Partial<Record<keyof FighterStats, NumberLimit>> = {
  bab: 'attackBonus',
  str: 'abilityScore',
  dex: 'abilityScore',
  con: 'abilityScore',
  legs: 'legs',
  attackBonus: 'attackBonus',
};

function checkDefences(defences: Defences | undefined, name: string): void {
  for (const [key, value] of Object.entries(defences ?? {})) {
    const limit = DEFENCE_RANGES[key as keyof Defences];
    if (limit) checkNumber(value, limit, { field: 'defencesOf', name, key });
  }
}

function checkFighter(fighter: FighterStats | undefined, name: string): void {
  if (!fighter) return;
  for (const [key, value] of Object.entries(fighter)) {
    const limit = FIGHTER_RANGES[key as keyof FighterStats];
    if (limit) checkNumber(value, limit, { field: 'statsOf', name, key });
  }
  checkCount(fighter.feats, 'feats', { field: 'statsOf', name, key: 'feats' });
  for (const feat of fighter.feats ?? []) checkText(feat, 'feat', { field: 'statsOf', name, key: 'feats' });
}

/** What the GM typed for a combatant (added, or its changes). */
function checkCombatantFields(c: CombatantInput | CombatantChanges, fallbackName: string): void {
  checkText(c.name, 'combatantName', 'combatantName');
  const name =
    typeof c.name === 'string' && c.name.length <= TEXT_LIMITS.combatantName ? c.name : fallbackName;
  checkText(c.group, 'groupName', { field: 'groupOf', name });
  checkText(c.notes, 'notes', { field: 'notesOf', name });
  checkText(c.damageDefences, 'damageDefences', { field: 'damageDefencesOf', name });
  checkText(c.saves, 'saves', { field: 'savesOf', name });
  checkNumber(c.hpMax, 'hpMax', { field: 'hpMaxOf', name });
  checkNumber(c.initiativeModifier, 'initiativeModifier', { field: 'initiativeModifierOf', name });
  checkNumber(c.initiativeScore, 'initiativeScore', { field: 'initiativeScoreOf', name });
  checkNumber(c.staminaMax, 'pool', { field: 'staminaOf', name });
  checkNumber(c.resolveMax, 'pool', { field: 'resolveOf', name });
  checkNumber(c.concentrationBonus, 'concentrationBonus', { field: 'concentrationBonusOf', name });
  checkDefences(c.defences, name);
  checkFighter(c.fighter, name);
}

function checkCombatantInput(c: CombatantInput): void {
  checkText(c.id, 'id', 'id');
  checkCombatantFields(c, '');
  const name = typeof c.name === 'string' ? excerpt(c.name) : '';
  checkNumber(c.hpCurrent, 'hp', { field: 'hpOf', name });
  checkNumber(c.stamina, 'pool', { field: 'staminaOf', name });
  checkNumber(c.resolve, 'pool', { field: 'resolveOf', name });
  if (c.hazard) {
    checkNumber(c.hazard.count, 'initiative', { field: 'hazardCountOf', name });
    checkNumber(c.hazard.countdown, 'countdown', { field: 'countdownOf', name });
  }
}

/** A duration in rounds, minutes or hours: at most the rounds a file keeps, said in the unit typed. */
function checkDuration(d: DurationInput, roundsPerMinute: number): void {
  const most = NUMBER_RANGES.durationRounds.max;
  const unit =
    d.kind === 'rounds'
      ? { value: d.rounds, per: 1, field: 'durationRounds' as const }
      : d.kind === 'minutes'
        ? { value: d.minutes, per: roundsPerMinute, field: 'durationMinutes' as const }
        : d.kind === 'hours'
          ? { value: d.hours, per: roundsPerMinute * 60, field: 'durationHours' as const }
          : null;
  if (!unit || typeof unit.value !== 'number' || !Number.isInteger(unit.value)) return;
  const max = Math.floor(most / unit.per);
  if (unit.value > max)
    throw refusal('invalid-number', 'intAtMost', { field: unit.field, max, value: unit.value });
}

function checkModifiers(modifiers: readonly Modifier[], name: string): void {
  checkCount(modifiers, 'modifiers', { field: 'modifierOf', name });
  for (const m of modifiers) {
    checkNumber(m.value, 'modifierValue', { field: 'modifierOf', name });
    checkNumber(m.multiplier, 'modifierMultiplier', { field: 'modifierOf', name }, true);
    checkText(m.source, 'modifierText', { field: 'modifierOf', name });
    checkText(m.note?.fr, 'modifierText', { field: 'modifierOf', name });
    checkText(m.note?.en, 'modifierText', { field: 'modifierOf', name });
  }
}

function checkEffect(e: Extract<EncounterEvent, { type: 'effect-applied' }>, roundsPerMinute: number): void {
  if (e.what.kind === 'custom') {
    checkText(e.what.name, 'effectName', 'effectName');
    if (Array.isArray(e.what.modifiers)) checkModifiers(e.what.modifiers, excerpt(e.what.name));
  }
  checkText(e.saveEachRound, 'effectReminder', 'saveEachRound');
  checkText(e.ongoingDamage, 'effectReminder', 'ongoingDamage');
  checkNumber(e.fastHealing, 'hpMax', 'fastHealing');
  checkNumber(e.regeneration?.hp, 'hpMax', 'regeneration');
  checkText(e.regeneration?.bypassedBy, 'effectReminder', 'regeneration');
  checkDuration(e.duration, roundsPerMinute);
}

/**
 * Refuses the event when a value it brings is past its limit (see the file comment).
 * `roundsPerMinute`: the fight's system's, to say a duration's limit in minutes or hours.
 */
export function checkEventLimits(enc: Encounter, e: EncounterEvent, roundsPerMinute: number): void {
  checkNumber(e.at, 'clockTime', 'gestureTime', true);
  switch (e.type) {
    case 'combatant-added':
      return checkCombatantInput(e.combatant);
    case 'group-added':
      checkCombatantInput(e.combatant);
      return checkText(e.hpFormula, 'statText', 'hpFormula');
    case 'combatant-updated': {
      const before = enc.combatants.find((c) => c.id === e.id);
      return checkCombatantFields(e.changes, before ? excerpt(before.name) : '');
    }
    case 'encounter-renamed':
      return checkText(typeof e.name === 'string' ? e.name.trim() : e.name, 'encounterName', 'encounterName');
    case 'initiative-set': {
      const c = enc.combatants.find((x) => x.id === e.id);
      const name = c ? excerpt(c.name) : '';
      checkNumber(e.value, 'initiative', { field: 'initiativeOf', name });
      return checkNumber(e.tiebreak, 'tiebreak', { field: 'tieBreakOf', name }, true);
    }
    case 'readied':
      return checkText(e.trigger, 'readyTrigger', 'readyTrigger');
    case 'initiative-lowered':
      return checkNumber(e.to, 'loweredInit', 'lowerInit');
    case 'damage':
      return checkNumber(e.amount, 'hpAmount', 'damage');
    case 'nonlethal':
      return checkNumber(e.amount, 'hpAmount', 'nonlethal');
    case 'healing':
      return checkNumber(e.amount, 'hpAmount', 'healing');
    case 'temp-hp':
      return checkNumber(e.amount, 'hpAmount', 'tempHp');
    case 'ongoing-applied':
      return checkNumber(e.amount, 'hpAmount', 'damage');
    case 'effect-applied':
      return checkEffect(e, roundsPerMinute);
    case 'concentration-set':
      return checkNumber(e.spellLevel, 'spellLevel', 'spellLevel');
    case 'concentration-checked':
      return checkNumber(e.total, 'concentrationTotal', 'concentrationTotal');
    // A group is named to find it, not brought in: an older fight's long group name can be split.
    case 'morale-checked':
      return checkNumber(e.adjustment, 'moraleAdjustment', 'moraleAdjustment');
    case 'group-save':
      checkCount(e.targets, 'combatants', 'saveTargets');
      checkCount(e.typed, 'combatants', 'saveTargets');
      checkNumber(e.dc, 'saveDc', 'saveDc');
      for (const t of e.typed ?? []) {
        checkNumber(t.total, 'saveDc', 'saveTotal');
        checkNumber(t.d20, 'naturalD20', 'saveD20');
      }
      checkText(e.damage, 'diceNotation', 'diceNotation');
      return checkNumber(e.damageTotal, 'hpAmount', 'damage');
    case 'dice-rolled':
      return checkText(e.notation, 'diceNotation', 'diceNotation');
    case 'options-changed':
      return checkNumber(e.options.turnLimitSeconds, 'turnLimitSeconds', 'turnLimit');
    // Nothing typed, or texts the engine fits itself (a manoeuvre's summary, a roll's detail).
    case 'reaction-used':
    case 'combatant-removed':
    case 'group-split':
    case 'combatants-duplicated':
    case 'clock-paused':
    case 'initiative-rolled':
    case 'combat-started':
    case 'turn-advanced':
    case 'turn-reverted':
    case 'delayed':
    case 'delay-ended':
    case 'ready-triggered':
    case 'stabilized':
    case 'resolve-spent':
    case 'effect-removed':
    case 'effect-hidden-set':
    case 'combat-ended':
    case 'round-step-set':
    case 'maneuver-resolved':
      return;
    default:
      return assertNever(e);
  }
}
