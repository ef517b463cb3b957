/**
 * L'ensemble des états actifs: from the ids a combatant has (automatic, then its effects in the
 * order they were applied) to the catalogue records that really count. Rules as data, from each
 * system's catalogue:
 * - `implies`: a condition brings others with it (pinned → grappled; dying → unconscious →
 *   helpless), transitively;
 * - `track`: on a track of increasing severity only the highest step counts (shaken 1 → frightened
 *   2 → panicked 3; DRS › États préjudiciables, Secoué/Effrayé/Paniqué; fatigue → exhaustion);
 * - `excludes`: two conditions that cannot hold together — the later one replaces the earlier
 *   (stable after dying; pf1 pinned after grappled; total defence after fighting defensively).
 */
import { getSystem, type ConditionDef, type SystemId } from '../rules';

/** A condition that no longer counts, and the one that replaces it. */
export interface ReplacedCondition {
  id: string;
  by: string;
}

/** What `resolveConditions` returns. */
export interface ConditionSet {
  /** The records that count, in order (implied ones after the condition that brings them). */
  active: ConditionDef[];
  /** Conditions present but replaced by a higher step of their track or by an exclusive one. */
  replaced: ReplacedCondition[];
}

function expand(byId: ReadonlyMap<string, ConditionDef>, ids: readonly string[]): ConditionDef[] {
  const out: ConditionDef[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const def = byId.get(id);
    if (!def || seen.has(id)) return;
    seen.add(id);
    out.push(def);
    def.implies?.forEach(visit);
  };
  ids.forEach(visit);
  return out;
}

const catalogues = new Map<SystemId, ReadonlyMap<string, ConditionDef>>();

/** The system's catalogue by id (built once per system). */
export function conditionCatalogue(system: SystemId): ReadonlyMap<string, ConditionDef> {
  let byId = catalogues.get(system);
  if (!byId) {
    byId = new Map(getSystem(system).conditions.map((d) => [d.id, d]));
    catalogues.set(system, byId);
  }
  return byId;
}

function replacements(all: readonly ConditionDef[]): Map<string, string> {
  const replaced = new Map<string, string>();
  // Tracks: the highest step of each track replaces the others.
  const top = new Map<string, ConditionDef>();
  for (const d of all) {
    if (!d.track) continue;
    const best = top.get(d.track.id);
    if (!best || (best.track?.step ?? 0) < d.track.step) top.set(d.track.id, d);
  }
  for (const d of all) {
    const best = d.track ? top.get(d.track.id) : undefined;
    if (best && best.id !== d.id) replaced.set(d.id, best.id);
  }
  // Exclusions: the later of two exclusive conditions wins.
  all.forEach((later, i) => {
    if (replaced.has(later.id)) return;
    for (const earlier of all.slice(0, i)) {
      if (replaced.has(earlier.id)) continue;
      if (later.excludes?.includes(earlier.id) || earlier.excludes?.includes(later.id)) {
        replaced.set(earlier.id, later.id);
      }
    }
  });
  return replaced;
}

/**
 * The conditions that count among `ids` (unknown ids — "stable" in a system without it — are
 * left out), with what the tracks and exclusions replaced. A replaced condition no longer brings
 * what it implies (pf1 pinned replaced by grappled: no more flat-footed from it).
 */
export function resolveConditions(system: SystemId, ids: readonly string[]): ConditionSet {
  const catalogue = conditionCatalogue(system);
  const replaced = new Map<string, string>();
  let roots = ids;
  let all = expand(catalogue, roots);
  for (;;) {
    replacements(all).forEach((by, id) => replaced.set(id, by));
    const kept = roots.filter((id) => !replaced.has(id));
    if (kept.length === roots.length) break;
    roots = kept;
    all = expand(catalogue, roots);
  }
  return {
    active: all.filter((d) => !replaced.has(d.id)),
    replaced: [...replaced]
      .filter(([id]) => ids.includes(id) || all.some((d) => d.id === id))
      .map(([id, by]) => ({ id, by })),
  };
}
