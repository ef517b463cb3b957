/**
 * Repos: what a rest gives back to the party, per system, as a preview the GM confirms. Dice (osr,
 * CO) are drawn from an injected `Rng` when the preview is made, so what is shown is what is applied.
 * Conditions counted in minutes run down by the rest's length and end when none are left.
 */
import { abilityModifier, getProcedures, rollDice, type RestKind, type Rng, type SystemId } from '../rules';
import { counted } from '../locale';
import type { PartyState } from './entry';

/** The rests a system offers (its procedures list them: shared/rules/<system>/procedures.ts). */
export type { RestKind } from '../rules';

/** A party member as a rest reads it. */
export interface RestMember {
  id: string;
  name: string;
  hpMax: number;
  /** Character level (absent: 1). */
  level?: number;
  /** Constitution score (CO: its modifier is added). */
  con?: number;
  /** CO: the hit die rolled at a récupération, « 1d10 » (absent: 1d8). */
  hitDie?: string;
  /** Starfinder: Stamina and Resolve maxima (absent: no such pool). */
  staminaMax?: number;
  resolveMax?: number;
  state: PartyState;
}

/** One line of the preview: before, after, and why. */
export interface RestLine {
  id: string;
  name: string;
  before: PartyState;
  after: PartyState;
  /** « +3 PV (niveau 3), non létaux soignés » */
  detail: string;
}

function runDown(state: PartyState, minutes: number): PartyState['conditions'] {
  return state.conditions
    .map((c) => (c.minutes === null ? c : { ...c, minutes: c.minutes - minutes }))
    .filter((c) => c.minutes === null || c.minutes > 0);
}

function healed(
  m: RestMember,
  kind: RestKind,
  rng: Rng,
): { hp: number; nonlethalPerHour: number; why: string } {
  const level = Math.max(1, m.level ?? 1);
  switch (kind) {
    case 'night':
      // DRS/PRD: level HP for 8 hours; nonlethal heals 1 per hour per level.
      return { hp: level, nonlethalPerHour: level, why: `niveau ${level}` };
    case 'day':
      return { hp: 2 * level, nonlethalPerHour: level, why: `2 × niveau ${level}` };
    case 'co-recovery': {
      const die = rollDice(m.hitDie ?? '1d8', rng).total;
      const con = abilityModifier(m.con ?? 10);
      return {
        hp: Math.max(1, die + level + con),
        nonlethalPerHour: 0,
        why: `DV ${die} + niveau ${level} + CON ${con}`,
      };
    }
    case 'osr-day': {
      const roll = rollDice('1d3', rng).total;
      return { hp: roll, nonlethalPerHour: 0, why: `1d3 : ${roll}` };
    }
    case 'sf-short':
      return { hp: 0, nonlethalPerHour: 0, why: '10 min' };
  }
}

/**
 * Starfinder pools after a rest: 8 hours give back all Stamina and Resolve; 10 minutes cost 1 Resolve
 * for all Stamina (nothing happens without a Resolve Point left, or with Stamina already full).
 */
function pools(m: RestMember, kind: RestKind): { stamina?: number; resolve?: number; why?: string } {
  if (m.staminaMax === undefined && m.resolveMax === undefined) return {};
  const sp = m.state.stamina ?? m.staminaMax;
  const rp = m.state.resolve ?? m.resolveMax;
  if (kind === 'night') return { stamina: m.staminaMax, resolve: m.resolveMax };
  if (kind !== 'sf-short') return { stamina: sp, resolve: rp };
  if (m.staminaMax === undefined || sp === m.staminaMax)
    return { stamina: sp, resolve: rp, why: 'Endurance déjà pleine' };
  if (rp === undefined || rp < 1) return { stamina: sp, resolve: rp, why: 'plus de Persévérance' };
  return { stamina: m.staminaMax, resolve: rp - 1, why: '−1 PP' };
}

/** The preview of a rest for each member (nothing is changed: the caller applies `after`). */
export function previewRest(
  system: SystemId,
  kind: RestKind,
  members: readonly RestMember[],
  rng: Rng,
): RestLine[] {
  const rest = getProcedures(system).rests.find((r) => r.kind === kind);
  if (!rest) throw new Error(`Repos « ${kind} » : pas dans les règles de ${system}`);
  const hours = rest.minutes / 60;
  return members.map((m) => {
    const { hp, nonlethalPerHour, why } = healed(m, kind, rng);
    const hpCurrent = Math.min(m.hpMax, m.state.hpCurrent + hp);
    // A short rest heals no nonlethal damage (only hours do).
    const nonlethal =
      nonlethalPerHour > 0 || hours < 1 ? Math.max(0, m.state.nonlethal - nonlethalPerHour * hours) : 0;
    const pool = pools(m, kind);
    const after: PartyState = {
      ...m.state,
      hpCurrent,
      nonlethal,
      conditions: runDown(m.state, rest.minutes),
      ...(pool.stamina === undefined ? {} : { stamina: pool.stamina }),
      ...(pool.resolve === undefined ? {} : { resolve: pool.resolve }),
    };
    const parts = hp > 0 || kind !== 'sf-short' ? [`+${hpCurrent - m.state.hpCurrent} PV (${why})`] : [];
    if (pool.stamina !== undefined) {
      const before = m.state.stamina ?? m.staminaMax;
      parts.push(`PE ${String(before)} → ${pool.stamina}${pool.why ? ` (${pool.why})` : ''}`);
    }
    if (pool.resolve !== undefined && pool.resolve !== (m.state.resolve ?? m.resolveMax)) {
      parts.push(`PP ${String(m.state.resolve ?? m.resolveMax)} → ${pool.resolve}`);
    }
    if (m.state.nonlethal > 0) parts.push(`non létaux ${m.state.nonlethal} → ${nonlethal}`);
    const ended = m.state.conditions.length - after.conditions.length;
    if (ended > 0) parts.push(counted('fr', ended, 'état terminé', 'états terminés'));
    return { id: m.id, name: m.name, before: m.state, after, detail: parts.join(', ') };
  });
}
