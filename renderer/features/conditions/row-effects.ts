/**
 * What a row shows of its combatant's effects. The row is memoised with cheap props, so the
 * effects travel as one string (`effectsKey`) that changes exactly when what is shown changes —
 * a timer's rounds left, a removal — and is read back with `readEffectsKey`.
 */
import {
  currentCount,
  durationText,
  roundsLeft,
  type CombatantId,
  type Effect,
  type EffectId,
  type Encounter,
} from '../../../shared/combat';
import type { Modifier } from '../../../shared/rules';

/** One effect as the row shows it. */
export interface EffectChip {
  id: EffectId;
  /** The catalogue condition, or absent for a custom effect. */
  conditionId?: string;
  /** A custom effect's name and modifiers. */
  name?: string;
  modifiers?: Modifier[];
  /** Rounds left on an N-round timer; null for other durations. */
  roundsLeft: number | null;
  concentration: boolean;
  /** The duration in words (French, as the engine writes it). */
  duration: string;
  sourceName?: string;
  /** « Caché aux joueurs »: the GM sees it marked. */
  hidden?: boolean;
}

/** Every combatant's effects, in the order applied. */
export function effectsByTarget(enc: Encounter): Map<CombatantId, Effect[]> {
  const out = new Map<CombatantId, Effect[]>();
  for (const e of enc.effects) {
    const list = out.get(e.target);
    if (list) list.push(e);
    else out.set(e.target, [e]);
  }
  return out;
}

/** The chips of a combatant's effects. */
function effectChips(enc: Encounter, effects: readonly Effect[]): EffectChip[] {
  const now = currentCount(enc);
  return effects.map((e) => ({
    id: e.id,
    ...(e.what.kind === 'condition'
      ? { conditionId: e.what.conditionId }
      : { name: e.what.name, modifiers: e.what.modifiers }),
    roundsLeft: roundsLeft(enc, e, now),
    concentration: e.duration.kind === 'concentration',
    duration: durationText(enc, e.duration),
    sourceName: e.sourceName,
    ...(e.hidden === true ? { hidden: true } : {}),
  }));
}

/** The row's effects as one string ('' when none). */
export function effectsKey(enc: Encounter, effects: readonly Effect[] | undefined): string {
  return effects && effects.length > 0 ? JSON.stringify(effectChips(enc, effects)) : '';
}

/** The chips back from `effectsKey`. */
export function readEffectsKey(key: string): EffectChip[] {
  if (key === '') return [];
  const parsed: unknown = JSON.parse(key);
  return Array.isArray(parsed) ? (parsed as EffectChip[]) : [];
}

/** The catalogue conditions among the row's effects (the row shows them as effects, not twice). */
export function effectConditionIds(key: string): Set<string> {
  return new Set(readEffectsKey(key).flatMap((chip) => (chip.conditionId ? [chip.conditionId] : [])));
}
