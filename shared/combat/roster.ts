/** Combattants: add, remove (deciding what happens to the effects it is the source of), duplicate, update. */
import { COUNT_LIMITS, cutText, TEXT_LIMITS } from '../limits';
import { getCombatant, nextSeq, updateCombatant } from './access';
import { createCombatant, healthOf } from './create';
import { damageDefencesOf } from './damage-typed';
import { savesOf } from './save-figures';
import { refusal, requireInt, requireIntAtLeast, requireText } from './errors';
import type { CombatantChanges, CombatantInput } from './events';
import { setInitiative } from './initiative';
import { effectEndedLine, logEvent } from './log';
import { advanceTurn } from './turns';
import { orderFromCounts } from './turn-order';
import { combatantId } from './types';
import type { Combatant, CombatantId, Effect, Encounter, Pool } from './types';
import type { EngineField } from './engine-texts';

/** Most copies one duplication may make. */
export const MAX_COPIES = COUNT_LIMITS.copies;

/** combatant-added. */
export function addCombatant(enc: Encounter, input: CombatantInput): Encounter {
  if (enc.phase === 'ended') throw refusal('wrong-phase', 'fightEnded');
  let next = enc;
  let raw = input.id;
  if (raw === undefined) [raw, next] = nextSeq(enc, 'c');
  const id = combatantId(requireText(raw, 'id'));
  if (enc.combatants.some((c) => c.id === id)) {
    throw refusal('not-allowed', 'idTaken', { id }, { id });
  }
  const c = createCombatant(enc, id, input);
  next = { ...next, combatants: [...next.combatants, c] };
  next = logEvent(next, { code: 'roster.joined', params: { name: c.name } });
  // A hazard acts at the count the GM gave it (hazards.ts).
  return input.hazard ? setInitiative(next, id, input.hazard.count) : next;
}

function involves(e: Effect, id: CombatantId): boolean {
  const d = e.duration;
  return (
    e.source === id ||
    ((d.kind === 'until-turn-start' || d.kind === 'until-turn-end') && d.combatantId === id) ||
    (d.kind === 'concentration' && d.sourceId === id)
  );
}

/**
 * A kept effect whose source leaves: it loses its source (its name stays). Its duration stays when
 * it does not depend on the one leaving — an N-round timer follows the initiative count, not the
 * source —; a turn or a concentration of the one leaving can no longer come: until removed.
 */
function orphaned(e: Effect, id: CombatantId): Effect {
  const d = e.duration;
  const dependsOnIt =
    ((d.kind === 'until-turn-start' || d.kind === 'until-turn-end') && d.combatantId === id) ||
    (d.kind === 'concentration' && d.sourceId === id);
  const source = e.source === id ? undefined : e.source;
  return { ...e, source, duration: dependsOnIt ? { kind: 'until-removed' } : d };
}

/**
 * combatant-removed. Its own effects go with it; effects it is the source of (or whose timer is
 * its turn, or its concentration) end ('end') or stay ('keep': see `orphaned`).
 */
export function removeCombatant(enc: Encounter, id: CombatantId, sourceEffects: 'end' | 'keep'): Encounter {
  const x = getCombatant(enc, id);
  if (sourceEffects !== 'end' && sourceEffects !== 'keep') {
    throw refusal('not-allowed', 'sourceEffectsChoice', { name: x.name });
  }
  let next = enc;
  if (enc.phase === 'running' && enc.current === id && enc.order.length > 1) {
    next = { ...advanceTurn(enc), turnPatches: enc.turnPatches };
  }
  const mine = next.effects.filter((e) => e.target !== id);
  const ending = sourceEffects === 'end' ? mine.filter((e) => involves(e, id)) : [];
  const effects = mine.filter((e) => !ending.includes(e)).map((e) => (involves(e, id) ? orphaned(e, id) : e));
  const combatants = next.combatants.filter((c) => c.id !== id);
  next = {
    ...next,
    combatants,
    effects,
    order: orderFromCounts(combatants),
    current: next.current === id ? null : next.current,
    reminders: next.reminders.filter((r) => !('target' in r && r.target === id)),
  };
  for (const e of ending) {
    const target = enc.combatants.find((c) => c.id === e.target);
    if (target) next = logEvent(next, effectEndedLine(target.name, e.what));
  }
  return logEvent(next, { code: 'roster.left', params: { name: x.name } });
}

/**
 * « Orque 12 »: a copy's name, its base cut so that the whole stays within the table's limit (a
 * copy of a 200-character name would otherwise be a name no file keeps).
 */
export function numberedName(base: string, n: number): string {
  const suffix = ` ${n}`;
  return `${cutText(base, TEXT_LIMITS.combatantName - suffix.length).trimEnd()}${suffix}`;
}

function splitName(name: string): { base: string; n: number | null } {
  const m = /^(.*\S)\s+(\d+)$/.exec(name);
  return m ? { base: m[1], n: Number(m[2]) } : { base: name, n: null };
}

/**
 * combatants-duplicated: `count` new copies (1..100) of a combatant at full health, numbered after
 * the highest "Orque N" already there; an unnumbered original becomes "Orque 1". Copies share the
 * original's group (its name when it has none) and roll their own initiative.
 */
export function duplicateCombatant(enc: Encounter, id: CombatantId, count: number): Encounter {
  const x = getCombatant(enc, id);
  const n = requireIntAtLeast(count, 1, 'copies');
  if (n > MAX_COPIES) {
    throw refusal('too-many-copies', 'tooManyCopies', { max: MAX_COPIES, count: n }, { count: n });
  }
  const { base, n: own } = splitName(x.name);
  const taken = enc.combatants.map((c) => splitName(c.name)).filter((s) => s.base === base && s.n !== null);
  let last = Math.max(own ?? 1, ...taken.map((s) => s.n ?? 0));
  const group = x.group ?? base;
  const original: Combatant = { ...x, name: own === null ? numberedName(base, 1) : x.name, group };
  let next = enc;
  const copies: Combatant[] = [];
  for (let i = 0; i < n; i += 1) {
    const [raw, moved] = nextSeq(next, 'c');
    next = moved;
    last += 1;
    copies.push({
      ...original,
      id: combatantId(raw),
      name: numberedName(base, last),
      initiative: { modifier: x.initiative.modifier, score: x.initiative.score },
      hp: { max: x.hp.max, current: x.hp.max, temp: 0, nonlethal: 0 },
      health: 'ok',
      flags: { hasActed: false, delaying: false, stabilized: false },
    });
  }
  const at = enc.combatants.indexOf(x);
  const combatants = [...enc.combatants.slice(0, at), original, ...copies, ...enc.combatants.slice(at + 1)];
  next = { ...next, combatants };
  return logEvent(next, {
    code: 'roster.duplicated',
    params: { name: x.name, count: n, names: copies.map((c) => c.name).join(', ') },
  });
}

function checkNumbers(obj: object | undefined, field: EngineField, name: string): void {
  for (const [key, value] of Object.entries(obj ?? {})) {
    if (typeof value === 'number' || value === null) requireInt(value, { field, name, key });
  }
}

/** combatant-updated: name, side, hidden, notes, group, HP max, initiative modifier/score, stats. */
/** New sf1 Stamina / Resolve maxima (a new pool starts full; a lower maximum lowers the current value). */
function poolChanges(c: Combatant, ch: CombatantChanges): Partial<Combatant['hp']> {
  const out: Partial<Combatant['hp']> = {};
  const resize = (pool: Pool | undefined, max: number, what: EngineField): Pool => {
    const m = requireIntAtLeast(max, 0, what);
    return { max: m, current: pool === undefined ? m : Math.min(pool.current, m) };
  };
  if (ch.staminaMax !== undefined) out.stamina = resize(c.hp.stamina, ch.staminaMax, 'staminaMax');
  if (ch.resolveMax !== undefined) out.resolve = resize(c.hp.resolve, ch.resolveMax, 'resolveMax');
  return out;
}

export function updateCombatantEvent(enc: Encounter, id: CombatantId, ch: CombatantChanges): Encounter {
  const x = getCombatant(enc, id);
  const name = ch.name === undefined ? x.name : requireText(ch.name, 'combatantName');
  const max = ch.hpMax === undefined ? x.hp.max : requireIntAtLeast(ch.hpMax, 1, { field: 'hpMaxOf', name });
  const modifier =
    ch.initiativeModifier === undefined ? undefined : requireInt(ch.initiativeModifier, 'initiativeModifier');
  const score =
    ch.initiativeScore === undefined ? undefined : requireInt(ch.initiativeScore, 'initiativeScore');
  checkNumbers(ch.defences, 'defencesOf', name);
  checkNumbers(ch.fighter, 'statsOf', name);
  const next = updateCombatant(enc, id, (c) => {
    const updated: Combatant = {
      ...c,
      name,
      side: ch.side ?? c.side,
      hidden: ch.hidden ?? c.hidden,
      notes: ch.notes ?? c.notes,
      group: ch.group ?? c.group,
      hp: { ...c.hp, max, current: Math.min(c.hp.current, max), ...poolChanges(c, ch) },
      initiative: {
        ...c.initiative,
        modifier: modifier ?? c.initiative.modifier,
        score: score ?? c.initiative.score,
      },
      defences: ch.defences ? { ...ch.defences } : c.defences,
      fighter: ch.fighter ? { ...ch.fighter } : c.fighter,
    };
    if (ch.concentrationBonus === null) delete updated.concentrationBonus;
    else if (ch.concentrationBonus !== undefined)
      updated.concentrationBonus = requireInt(ch.concentrationBonus, { field: 'concentrationBonusOf', name });
    if (ch.saves !== undefined) {
      delete updated.saves;
      Object.assign(updated, savesOf(enc, ch.saves, name));
    }
    if (ch.damageDefences !== undefined) {
      delete updated.damageDefences;
      Object.assign(updated, damageDefencesOf(ch.damageDefences, name));
    }
    return { ...updated, health: healthOf(enc, updated) };
  });
  return logEvent(next, { code: 'roster.edited', params: { name } });
}
