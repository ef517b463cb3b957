/**
 * Starfinder Stamina, Hit and Resolve Points in the engine (SF CRB › Injury and Death; the rules'
 * `shared/rules/sf1/health.ts` holds the arithmetic): damage comes off temporary HP, then Stamina,
 * then Hit Points, never below 0; massive damage kills; at 0 HP a character with Resolve is dying
 * and loses 1 RP at the end of each of its turns that began while dying (not the one it fell in),
 * dead when it should lose one it does not have; hurt again at 0 HP, it loses 1 RP (a stable one is
 * dying again). A creature without Resolve (most monsters) is dead at 0 HP; a PC whose Resolve was
 * not written down is dying, and loses nothing the engine does not know it has. Resolve is spent to
 * stabilise (¼ of the maximum, 1 to 3), to get back up at 1 HP once stable (1 RP, not the round it
 * stabilised with RP), or to regain all Stamina after a 10-minute rest (1 RP).
 */
import type { LogHp, LogLine } from './log-codes';
import { getProcedures, sf1ApplyDamage, sf1LoseResolvePoint, sf1StabilizeCost } from '../rules';
import { fieldParams, type FieldRef, refusal } from './errors';
import type { Combatant, Encounter, HitPoints, Pool } from './types';

/** What Resolve is spent on. */
export type ResolvePurpose = 'stabilize' | 'stay-in-fight' | 'stamina';

/** The health state of a Starfinder combatant from its points and flags. */
export function staminaPoolHealth(c: Combatant): Combatant['health'] {
  if (c.flags.dead) return 'dead';
  if (c.hp.current > 0) return 'ok';
  // SF CRB › Injury and Death: monsters and NPCs without Resolve die at 0 HP. Every PC has Resolve:
  // a PC whose RP were not written down is dying (the GM counts them), never dead for a blank field.
  if (c.hp.resolve === undefined && c.side !== 'pc') return 'dead';
  return c.flags.stabilized ? 'unconscious' : 'dying';
}

/** One attack's damage on a Starfinder combatant: new HP and flags (health is left to the caller). */
export function staminaPoolHurt(c: Combatant, amount: number): { hp: HitPoints; flags: Combatant['flags'] } {
  const absorbed = Math.min(c.hp.temp, amount);
  const rest = amount - absorbed;
  const stamina = c.hp.stamina;
  const r = sf1ApplyDamage(
    { sp: stamina?.current ?? 0, hp: Math.max(0, c.hp.current), maxHp: c.hp.max },
    rest,
  );
  const wasDown = c.hp.current <= 0;
  const reachedHp = rest - r.spLost > 0;
  let resolve = c.hp.resolve;
  const flags = { ...c.flags };
  if (r.massiveDeath) flags.dead = true;
  else if (wasDown && reachedHp && resolve !== undefined) {
    const lost = sf1LoseResolvePoint(resolve.current);
    resolve = { ...resolve, current: lost.rp };
    if (lost.dead) flags.dead = true;
  }
  if (reachedHp) flags.stabilized = false;
  const hp: HitPoints = {
    ...c.hp,
    temp: c.hp.temp - absorbed,
    current: r.hp,
    ...(stamina ? { stamina: { ...stamina, current: r.sp } } : {}),
    ...(resolve ? { resolve } : {}),
  };
  return { hp, flags };
}

/**
 * End of a Starfinder combatant's turn: if the turn began while it was dying and it still is, it
 * loses 1 Resolve Point, or dies with none left. Returns null when nothing happens.
 */
export function resolveDyingTurnEnd(c: Combatant): { c: Combatant; text: string; line: LogLine } | null {
  if (!c.flags.dyingAtTurnStart || c.hp.resolve === undefined || staminaPoolHealth(c) !== 'dying')
    return null;
  const lost = sf1LoseResolvePoint(c.hp.resolve.current);
  const resolve = { ...c.hp.resolve, current: lost.rp };
  const flags = { ...c.flags, dyingAtTurnStart: false, dead: lost.dead || undefined };
  const next: Combatant = { ...c, hp: { ...c.hp, resolve }, flags };
  const done = { ...next, health: staminaPoolHealth(next) };
  const text = lost.dead
    ? `${c.name} mourant, aucun PP à perdre : mort`
    : `${c.name} mourant : perd 1 PP en fin de tour (PP ${resolve.current}/${resolve.max})`;
  const line: LogLine = lost.dead
    ? { code: 'hp.resolveNoneDead', params: { name: c.name } }
    : { code: 'hp.resolveLost', params: { name: c.name, current: resolve.current, max: resolve.max } };
  return { c: done, text, line };
}

function needResolve(c: Combatant, cost: number): Pool {
  const rp = c.hp.resolve;
  if (rp === undefined) throw refusal('not-allowed', 'noResolve', { name: c.name });
  if (rp.current < cost) {
    throw refusal('not-allowed', 'notEnoughResolve', { name: c.name, cost, left: rp.current });
  }
  return rp;
}

/** The Resolve a purpose costs this combatant (stabilise: ¼ of the maximum, 1 to 3; else 1). */
export function resolveCost(c: Combatant, purpose: ResolvePurpose): number {
  if (purpose !== 'stabilize' || c.hp.resolve === undefined) return 1;
  return sf1StabilizeCost(Math.max(1, c.hp.resolve.max));
}

/** Whether the purpose is open to the combatant now (same checks as `spendResolve`). */
export function canSpendResolve(
  enc: Pick<Encounter, 'system' | 'round'>,
  c: Combatant,
  purpose: ResolvePurpose,
): boolean {
  try {
    spendResolveOn(enc, c, purpose);
    return true;
  } catch {
    return false;
  }
}

/** The combatant after spending Resolve, and the log text; EngineError when not allowed. */
export function spendResolveOn(
  enc: Pick<Encounter, 'system' | 'round'>,
  c: Combatant,
  purpose: ResolvePurpose,
): { c: Combatant; line: (hp: LogHp) => LogLine } {
  if (!getProcedures(enc.system).health.staminaAndResolve)
    throw refusal('not-allowed', 'resolvePointsNotInRules');
  const cost = resolveCost(c, purpose);
  const rp = needResolve(c, cost);
  const resolve = { ...rp, current: rp.current - cost };
  const health = staminaPoolHealth(c);
  let next: Combatant;
  let line: (hp: LogHp) => LogLine;
  if (purpose === 'stabilize') {
    if (health !== 'dying') throw refusal('not-allowed', 'notDying', { name: c.name });
    const flags = { ...c.flags, stabilized: true, resolveStabilizedRound: enc.round };
    next = { ...c, hp: { ...c.hp, resolve }, flags };
    line = (hp) => ({ code: 'hp.resolveStabilized', params: { name: c.name, cost, ...hp } });
  } else if (purpose === 'stay-in-fight') {
    if (health !== 'unconscious') {
      throw refusal('not-allowed', 'mustBeStable', { name: c.name });
    }
    if (c.flags.resolveStabilizedRound === enc.round) {
      throw refusal('not-allowed', 'stabilizedThisRound', { name: c.name });
    }
    const flags = { ...c.flags, stabilized: false, dyingSinceRound: undefined };
    next = { ...c, hp: { ...c.hp, resolve, current: 1 }, flags };
    line = (hp) => ({ code: 'hp.resolveStayUp', params: { name: c.name, ...hp } });
  } else {
    const stamina = c.hp.stamina;
    if (stamina === undefined) throw refusal('not-allowed', 'noStamina', { name: c.name });
    if (health !== 'ok') throw refusal('not-allowed', 'mustStandToRest', { name: c.name });
    next = { ...c, hp: { ...c.hp, resolve, stamina: { ...stamina, current: stamina.max } } };
    line = (hp) => ({ code: 'hp.resolveRest', params: { name: c.name, ...hp } });
  }
  return { c: { ...next, health: staminaPoolHealth(next) }, line };
}

/** Checks a pool typed by the GM: integers, 0 ≤ current ≤ max. */
export function checkPool(pool: Pool, what: FieldRef): Pool {
  const ok =
    Number.isInteger(pool.max) && Number.isInteger(pool.current) && pool.max >= 0 && pool.current >= 0;
  if (!ok || pool.current > pool.max) {
    throw refusal('invalid-number', 'poolInvalid', {
      ...fieldParams(what),
      current: pool.current,
      max: pool.max,
    });
  }
  return pool;
}
