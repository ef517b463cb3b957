/**
 * Repos: what a rest gives back to the party, per system, as a preview the GM confirms. Dice (osr,
 * CO) are drawn from an injected `Rng` when the preview is made, so what is shown is what is applied.
 * Conditions counted in minutes run down by the rest's length and end when none are left.
 */
import type { EffectWhat } from '../combat';
import {
  abilityModifier,
  getProcedures,
  getSystem,
  rollDice,
  type RestKind,
  type RestRecovery,
  type Rng,
  type SystemId,
} from '../rules';
import type { PartyCondition, PartyState } from './entry';
import { counted } from '../locale';

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

/** What complete rest did to one condition: it ended, or became another (exhausted → fatigued). */
export interface RestRecovered {
  what: EffectWhat;
  becomes: EffectWhat | null;
  source: string;
}

/** One line of the preview: before, after, and why. */
export interface RestLine {
  id: string;
  name: string;
  before: PartyState;
  after: PartyState;
  /** « +3 PV (niveau 3), non létaux soignés » (French; the dialog phrases the parts below). */
  detail: string;
  /** HP gained, and what it rests on (« niveau 3 », « 1d3 : 2 »). */
  hp: { gained: number; why: RestWhy };
  /** Conditions complete rest ended or changed (the system's `betweenFights.recovery`). */
  recovered: RestRecovered[];
  /** Timed conditions whose minutes ran out during the rest. */
  expired: number;
  /** Starfinder's 10 minutes: why the Stamina came back or not (all spent: `spent` 1 RP). */
  staminaNote?: StaminaNote;
}

/** Why a 10-minute rest gave back the Stamina, or did not. */
export type StaminaNote = 'spent' | 'full' | 'no-resolve';

/** What a rest's HP rest on, for the dialog to phrase in the GM's language. */
export type RestWhy =
  | { kind: 'level'; level: number; times: number }
  | { kind: 'co-recovery'; die: number; level: number; con: number }
  | { kind: 'roll'; notation: string; total: number }
  | { kind: 'none' };

function runDown(conditions: readonly PartyCondition[], minutes: number): PartyCondition[] {
  return conditions
    .map((c) => (c.minutes === null ? c : { ...c, minutes: c.minutes - minutes }))
    .filter((c) => c.minutes === null || c.minutes > 0);
}

/**
 * Complete rest applied to each lasting condition by the system's recovery rules (3.5, PF1, SF:
 * exhausted becomes fatigued after 1 hour, fatigue ends after 8): a condition may go through several
 * steps within one rest (a day in bed ends exhaustion); two that become the same one are kept once.
 */
function recover(
  system: SystemId,
  conditions: readonly PartyCondition[],
  minutes: number,
  labelOf: (what: EffectWhat) => string,
): { conditions: PartyCondition[]; recovered: RestRecovered[] } {
  const rules = getProcedures(system).betweenFights?.recovery ?? [];
  const recovered: RestRecovered[] = [];
  const out: PartyCondition[] = [];
  for (const c of conditions) {
    let current: PartyCondition | null = c;
    let left = minutes;
    let last: RestRecovery | undefined;
    while (current?.what.kind === 'condition') {
      const id: string = current.what.conditionId;
      const rule: RestRecovery | undefined = rules.find((r) => r.condition === id);
      if (!rule || rule.minutes > left) break;
      left -= rule.minutes;
      last = rule;
      current = rule.becomes
        ? { ...current, what: { kind: 'condition', conditionId: rule.becomes }, label: '' }
        : null;
    }
    if (last) {
      const becomes = current ? current.what : null;
      recovered.push({ what: c.what, becomes, source: last.source });
      if (current) current = { ...current, label: labelOf(current.what) };
    }
    if (current && !out.some((o) => sameWhat(o.what, current!.what))) out.push(current);
  }
  return { conditions: out, recovered };
}

function sameWhat(a: EffectWhat, b: EffectWhat): boolean {
  return a.kind === 'condition' && b.kind === 'condition'
    ? a.conditionId === b.conditionId
    : a.kind === 'custom' && b.kind === 'custom' && a.name === b.name;
}

/** The catalogue's French name of a condition (the default label of a condition a rest changed). */
function frenchLabel(system: SystemId): (what: EffectWhat) => string {
  return (what) =>
    what.kind === 'custom'
      ? what.name
      : (getSystem(system).conditions.find((d) => d.id === what.conditionId)?.name.fr ?? what.conditionId);
}

function healed(
  m: RestMember,
  kind: RestKind,
  rng: Rng,
): { hp: number; nonlethalPerHour: number; why: string; reason: RestWhy } {
  const level = Math.max(1, m.level ?? 1);
  switch (kind) {
    case 'night':
      // DRS/PRD/SF: level HP for 8 hours; nonlethal heals 1 per hour per level.
      return {
        hp: level,
        nonlethalPerHour: level,
        why: `niveau ${level}`,
        reason: { kind: 'level', level, times: 1 },
      };
    case 'day':
      // DRS/PRD › Guérison naturelle; Starfinder: 24 hours of complete bed rest, 2 HP per level.
      return {
        hp: 2 * level,
        nonlethalPerHour: level,
        why: `2 × niveau ${level}`,
        reason: { kind: 'level', level, times: 2 },
      };
    case 'co-recovery': {
      const die = rollDice(m.hitDie ?? '1d8', rng).total;
      const con = abilityModifier(m.con ?? 10);
      return {
        hp: Math.max(1, die + level + con),
        nonlethalPerHour: 0,
        why: `DV ${die} + niveau ${level} + CON ${con}`,
        reason: { kind: 'co-recovery', die, level, con },
      };
    }
    case 'osr-day': {
      const roll = rollDice('1d3', rng).total;
      return {
        hp: roll,
        nonlethalPerHour: 0,
        why: `1d3 : ${roll}`,
        reason: { kind: 'roll', notation: '1d3', total: roll },
      };
    }
    case 'sf-short':
      return { hp: 0, nonlethalPerHour: 0, why: '10 min', reason: { kind: 'none' } };
  }
}

/**
 * Starfinder pools after a rest: 8 hours give back all Stamina and Resolve; 10 minutes cost 1 Resolve
 * for all Stamina (nothing happens without a Resolve Point left, or with Stamina already full).
 */
function pools(
  m: RestMember,
  kind: RestKind,
): { stamina?: number; resolve?: number; why?: string; note?: StaminaNote } {
  if (m.staminaMax === undefined && m.resolveMax === undefined) return {};
  const sp = m.state.stamina ?? m.staminaMax;
  const rp = m.state.resolve ?? m.resolveMax;
  // A full night's rest (and a day in bed, which holds one) gives back all Stamina and Resolve.
  if (kind === 'night' || kind === 'day') return { stamina: m.staminaMax, resolve: m.resolveMax };
  if (kind !== 'sf-short') return { stamina: sp, resolve: rp };
  if (m.staminaMax === undefined || sp === m.staminaMax)
    return { stamina: sp, resolve: rp, why: 'Endurance déjà pleine', note: 'full' };
  if (rp === undefined || rp < 1)
    return { stamina: sp, resolve: rp, why: 'plus de Persévérance', note: 'no-resolve' };
  return { stamina: m.staminaMax, resolve: rp - 1, why: '−1 PP', note: 'spent' };
}

/**
 * The preview of a rest for each member (nothing is changed: the caller applies `after`). `labelOf`
 * names a condition a rest changed (exhausted → « Fatigué »), in the GM's language; default: French.
 */
export function previewRest(
  system: SystemId,
  kind: RestKind,
  members: readonly RestMember[],
  rng: Rng,
  labelOf: (what: EffectWhat) => string = frenchLabel(system),
): RestLine[] {
  const rest = getProcedures(system).rests.find((r) => r.kind === kind);
  if (!rest) throw new Error(`Repos « ${kind} » : pas dans les règles de ${system}`);
  const hours = rest.minutes / 60;
  return members.map((m) => {
    const { hp, nonlethalPerHour, why, reason } = healed(m, kind, rng);
    const hpCurrent = Math.min(m.hpMax, m.state.hpCurrent + hp);
    // A short rest heals no nonlethal damage (only hours do).
    const nonlethal =
      nonlethalPerHour > 0 || hours < 1 ? Math.max(0, m.state.nonlethal - nonlethalPerHour * hours) : 0;
    const pool = pools(m, kind);
    const rested = recover(system, m.state.conditions, rest.minutes, labelOf);
    const conditions = runDown(rested.conditions, rest.minutes);
    const expired = rested.conditions.length - conditions.length;
    const after: PartyState = {
      ...m.state,
      hpCurrent,
      nonlethal,
      conditions,
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
    for (const r of rested.recovered) {
      const from = frenchLabel(system)(r.what);
      parts.push(r.becomes ? `${from} → ${frenchLabel(system)(r.becomes)}` : `${from} terminé`);
    }
    if (expired > 0) parts.push(counted('fr', expired, 'état terminé', 'états terminés'));
    return {
      id: m.id,
      name: m.name,
      before: m.state,
      after,
      detail: parts.join(', '),
      hp: { gained: hpCurrent - m.state.hpCurrent, why: reason },
      recovered: rested.recovered,
      expired,
      ...(pool.note ? { staminaNote: pool.note } : {}),
    };
  });
}
