/**
 * Ordre d'initiative. The rules' `sortInitiative` decides the order; the engine then keeps, for
 * each combatant, a `count` (higher acts first, unique) so that a delay or a ready can put someone
 * between two others and the new count holds (DRS › Actions modifiant l'initiative) — and so that
 * timers can be tied to a count rather than to a combatant.
 */
import { getProcedures, sortInitiative, type InitiativeEntry } from '../rules';
import { hazardsLastInTies } from './hazards';
import type { Combatant, CombatantId, Encounter } from './types';

/** The rules' view of a combatant's initiative ('pc' and 'ally' are the party). */
export function initiativeEntry(c: Combatant): InitiativeEntry {
  const total = c.initiative.lowered ?? c.initiative.result ?? 0;
  return {
    id: c.id,
    total,
    modifier: c.initiative.modifier,
    side: c.side === 'pc' || c.side === 'ally' ? 'pc' : 'npc',
    tiebreak: c.initiative.tiebreak,
  };
}

/** Combatants that have an initiative result, in the rules' order. */
function rulesOrder(enc: Encounter): CombatantId[] {
  const entries = enc.combatants.filter((c) => c.initiative.result !== undefined).map(initiativeEntry);
  const byId = new Map<string, Combatant>(enc.combatants.map((c) => [c.id, c]));
  const sorted = hazardsLastInTies(
    sortInitiative(enc.system, entries),
    (e) => e.total,
    (e) => byId.get(e.id)?.hazard !== undefined,
  );
  return sorted.flatMap((e) => {
    const c = byId.get(e.id);
    return c === undefined ? [] : [c.id];
  });
}

/** Acting order from the counts, higher first. */
export function orderFromCounts(combatants: readonly Combatant[]): CombatantId[] {
  return combatants
    .filter((c) => c.initiative.count !== undefined)
    .sort((a, b) => (b.initiative.count ?? 0) - (a.initiative.count ?? 0))
    .map((c) => c.id);
}

/**
 * Gives everyone with a result a fresh count from the rules' order: the total, plus a fraction
 * below 1 that decreases along a tie, so counts stay in the same whole number as the total.
 */
export function assignCounts(enc: Encounter): Encounter {
  const ordered = rulesOrder(enc);
  const counts = new Map<CombatantId, number>();
  const totals = new Map(enc.combatants.map((c) => [c.id, initiativeEntry(c).total]));
  let i = 0;
  while (i < ordered.length) {
    const total = totals.get(ordered[i]) ?? 0;
    let j = i;
    while (j < ordered.length && totals.get(ordered[j]) === total) j += 1;
    const size = j - i;
    for (let k = i; k < j; k += 1) counts.set(ordered[k], total + (size - (k - i)) / (size + 1));
    i = j;
  }
  const combatants = enc.combatants.map((c) => {
    const count = counts.get(c.id);
    return count === c.initiative.count ? c : { ...c, initiative: { ...c.initiative, count } };
  });
  return { ...enc, combatants, order: orderFromCounts(combatants) };
}

/** A count strictly between two neighbours (either may be missing: top or bottom of the order). */
function countBetween(above: number | undefined, below: number | undefined): number {
  if (above === undefined && below === undefined) return 0;
  if (above === undefined) return (below ?? 0) + 1;
  if (below === undefined) return above - 1;
  return (above + below) / 2;
}

function countOf(enc: Encounter, id: CombatantId | undefined): number | undefined {
  if (id === undefined) return undefined;
  return enc.combatants.find((c) => c.id === id)?.initiative.count;
}

/** The encounter with `id` given `count` (and `result`), and the order recomputed. */
function setCount(enc: Encounter, id: CombatantId, count: number, result?: number): Encounter {
  const combatants = enc.combatants.map((c) =>
    c.id === id ? { ...c, initiative: { ...c.initiative, count, result: result ?? c.initiative.result } } : c,
  );
  return { ...enc, combatants, order: orderFromCounts(combatants) };
}

/** Puts `id` just after `after` in the order (delay: acts after the current combatant). */
export function placeAfter(enc: Encounter, id: CombatantId, after: CombatantId): Encounter {
  const rest = enc.order.filter((o) => o !== id);
  const i = rest.indexOf(after);
  const count = countBetween(countOf(enc, after), countOf(enc, rest[i + 1]));
  const result = enc.combatants.find((c) => c.id === after)?.initiative.result;
  return setCount(enc, id, count, result);
}

/** Puts `id` just before `before` in the order (ready: acts before the one who triggers it). */
export function placeBefore(enc: Encounter, id: CombatantId, before: CombatantId): Encounter {
  const rest = enc.order.filter((o) => o !== id);
  const i = rest.indexOf(before);
  const count = countBetween(i > 0 ? countOf(enc, rest[i - 1]) : undefined, countOf(enc, before));
  const result = enc.combatants.find((c) => c.id === before)?.initiative.result;
  return setCount(enc, id, count, result);
}

/**
 * While the fight runs, places one combatant whose initiative changed where the rules put it:
 * just before the first combatant the rules order after it (others keep their counts).
 */
export function placeByRules(enc: Encounter, id: CombatantId): Encounter {
  const counts = new Map(enc.combatants.map((c) => [c.id, c.initiative.count]));
  const rules = rulesOrder(enc).filter((o) => o === id || counts.get(o) !== undefined);
  const next = rules[rules.indexOf(id) + 1];
  const rest = enc.order.filter((o) => o !== id);
  // Its own result stays what was typed or rolled: only the count moves (unlike a ready, which
  // takes the result of the one it acts before).
  if (next === undefined) {
    return setCount(enc, id, countBetween(countOf(enc, rest[rest.length - 1]), undefined));
  }
  const i = rest.indexOf(next);
  return setCount(enc, id, countBetween(i > 0 ? countOf(enc, rest[i - 1]) : undefined, countOf(enc, next)));
}

/** Whether a combatant is surprised now (and so does not act this round). */
export function isSurprisedNow(enc: Encounter, c: Combatant): boolean {
  if (enc.surprise.aware.length === 0 || enc.surprise.aware.includes(c.id)) return false;
  if (getProcedures(enc.system).initiative.surprise === 'first-round') return enc.round === 1;
  return enc.surprise.isSurpriseRound;
}

/**
 * Whether a combatant gets a turn now: not dead, not surprised, and in CO not unconscious (CO ›
 * Points de vie: at 0 HP a creature is out of the fight until healed, so its turn is skipped).
 */
export function canActNow(enc: Encounter, c: Combatant): boolean {
  if (c.health === 'unconscious' && getProcedures(enc.system).health.unconsciousSkipsTurn) return false;
  return c.health !== 'dead' && !isSurprisedNow(enc, c);
}
