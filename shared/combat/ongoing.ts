/**
 * Effets continus appliqués: the damage or healing an effect brings each round — bleed, ongoing
 * fire or acid (« 1d6 feu »), poison damage, fast healing (« guérison accélérée 2 »), regeneration
 * (« régénération 5 ») — applied by the GM at the creature's turn (start of its turn by default:
 * DRS › Guérison accélérée, Régénération; PRD › Conditions › Bleed: « at the start of its turn »),
 * rolled with the fight's seeded dice or typed. Regeneration (DRS › Régénération, 3.5): damage to
 * the creature is nonlethal, and each round it heals that much nonlethal damage; pf1 regeneration
 * (PRD › Universal Monster Rules) heals like fast healing and the creature cannot die from HP loss
 * (left to the GM: noted, not enforced).
 */
import { createSeededRng, rollDice, getProcedures } from '../rules';
import { getCombatant, getEffect } from './access';
import { refusal } from './errors';
import { applyDamage, applyHealing, recoverNonlethal } from './health';
import { logEffect, logEvent } from './log';
import type { LogLine } from './log-codes';
import type { Combatant, Effect, EffectId, Encounter } from './types';

/** What an effect does each round. */
export type OngoingKind = 'damage' | 'fast-healing' | 'regeneration';

/** An effect's per-round text, read. */
export interface OngoingSpec {
  /** The dice or the number ("1d6", "2"). */
  notation: string;
  kind: OngoingKind;
  /** Regeneration: what bypasses it (« feu, acide »). */
  bypassedBy?: string;
}

const DICE = /(\d{0,3}d(?:\d{1,3}|%)(?:\s*[+-]\s*\d{1,4})?|\d{1,4})/i;
const REGENERATION = /r[ée]g[ée]n[ée]ration|regeneration/i;
const FAST_HEALING = /gu[ée]rison|fast\s*healing|soins?\b|healing/i;

/** Reads « 1d6 feu », « saignement 2 », « régénération 5 », « guérison accélérée 2 »; null if no number. */
export function parseOngoing(text: string | undefined): OngoingSpec | null {
  if (!text) return null;
  const m = DICE.exec(text);
  if (!m) return null;
  const notation = m[1].replace(/\s+/g, '');
  const kind: OngoingKind = REGENERATION.test(text)
    ? 'regeneration'
    : FAST_HEALING.test(text)
      ? 'fast-healing'
      : 'damage';
  return { notation, kind };
}

/**
 * What an effect does each round: its regeneration, else its fast healing (fields of their own,
 * issue 26), else its damage text — where an older fight's « régénération 5 » is still read.
 */
export function ongoingSpecOf(
  e: Pick<Effect, 'ongoingDamage' | 'fastHealing' | 'regeneration'>,
): OngoingSpec | null {
  if (e.regeneration) {
    const { hp, bypassedBy } = e.regeneration;
    return { notation: String(hp), kind: 'regeneration', ...(bypassedBy ? { bypassedBy } : {}) };
  }
  if (e.fastHealing !== undefined) return { notation: String(e.fastHealing), kind: 'fast-healing' };
  return parseOngoing(e.ongoingDamage);
}

/** Whether the combatant has regeneration running (one of its effects says so). */
export function hasRegeneration(enc: Encounter, c: Combatant): boolean {
  return enc.effects.some((e) => e.target === c.id && ongoingSpecOf(e)?.kind === 'regeneration');
}

/**
 * ongoing-applied: one round of an effect's damage or healing on its target, `amount` typed by the
 * GM or rolled from the encounter's seeded dice; the effect remembers the round (applied once).
 */
export function applyOngoing(enc: Encounter, effectId: EffectId, amount?: number): Encounter {
  const effect = getEffect(enc, effectId);
  const spec = ongoingSpecOf(effect);
  if (!spec) {
    throw refusal('not-allowed', 'ongoingNone', { effect: logEffect(effect.what), system: enc.system });
  }
  if (effect.lastAppliedRound === enc.round && enc.phase === 'running') {
    throw refusal('not-allowed', 'ongoingAlreadyApplied', {
      effect: logEffect(effect.what),
      system: enc.system,
    });
  }
  let next = enc;
  let value: number;
  let how: (name: string) => LogLine;
  if (amount === undefined) {
    const rng = createSeededRng(enc.rng.seed, enc.rng.state);
    const roll = rollDice(spec.notation, rng);
    value = Math.max(0, roll.total);
    const notation = roll.notation;
    how = (name) => ({
      code: 'ongoing.rolled',
      params: { name, effect: logEffect(effect.what), notation, value },
    });
    next = { ...enc, rng: { seed: enc.rng.seed, state: rng.getState() } };
  } else {
    if (!Number.isInteger(amount) || amount < 0) {
      throw refusal('invalid-number', 'typedValue', { value: String(amount) });
    }
    value = amount;
    const typed = value;
    how = (name) => ({
      code: 'ongoing.typed',
      params: { name, effect: logEffect(effect.what), value: typed },
    });
  }
  const target = getCombatant(enc, effect.target);
  next = logEvent(next, how(target.name));
  next = {
    ...next,
    effects: next.effects.map((e) => (e.id === effectId ? { ...e, lastAppliedRound: enc.round } : e)),
  };
  // Damage each round is credited to whoever put the effect on (a bleed, a fire), while in the fight.
  const source = enc.combatants.some((c) => c.id === effect.source) ? effect.source : undefined;
  if (spec.kind === 'damage') return applyDamage(next, target.id, value, source);
  if (spec.kind === 'regeneration' && getProcedures(enc.system).health.regenerationIsNonlethal)
    return recoverNonlethal(next, target.id, value);
  return applyHealing(next, target.id, value);
}
