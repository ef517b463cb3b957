/**
 * Points de vie: damage (temporary HP first), healing, temporary HP, nonlethal damage,
 * stabilisation, and the health state the system gives them (rules' `healthState`).
 */
import { NUMBER_RANGES } from '../limits';
import { getProcedures } from '../rules';
import { getCombatant, requirePhase, updateCombatant } from './access';
import { healthOf } from './create';
import { refusal, requireIntAtLeast } from './errors';
import { logEvent, logHp } from './log';
import type { LogLine, LogSave, LogTypedDamage } from './log-codes';
import { checkDamageTypes, typedDamageOn, typedLog } from './damage-typed';
import { noteConcentrationDamage } from './concentration';
import { moraleAfterFall } from './morale';
import { hasRegeneration } from './ongoing';
import { staminaPoolHurt, spendResolveOn, type ResolvePurpose } from './stamina';
import type { Combatant, CombatantId, Encounter, HitPoints } from './types';

/** A state where the combatant is down: killed or out of the fight (osr morale). */
function isDown(c: Combatant): boolean {
  return c.health !== 'ok' && c.health !== 'staggered';
}

/**
 * Sets new hit points and keeps the health state, the stabilised flag and the dying round in step.
 * `stabilize`: true forces stable, false clears it (damage), undefined keeps it.
 */
function withHp(enc: Encounter, c: Combatant, raw: HitPoints, stabilize?: boolean): Combatant {
  const hp = withinFile(raw);
  // sf1: 0 HP is already dying (SF CRB › Injury and Death); elsewhere dying starts below 0.
  const atZero = getProcedures(enc.system).health.downAtZero;
  const down = (n: number) => (atZero ? n <= 0 : n < 0);
  const flags = { ...c.flags, stabilized: stabilize ?? c.flags.stabilized };
  if (!down(hp.current)) flags.stabilized = false;
  const next: Combatant = { ...c, hp, flags };
  const health = healthOf(enc, next);
  const wasBelow = down(c.hp.current) && c.health !== 'dead';
  const nowBelow = down(hp.current) && health !== 'dead';
  flags.dyingSinceRound = nowBelow ? (wasBelow ? c.flags.dyingSinceRound : enc.round) : undefined;
  return { ...next, health };
}

/**
 * Hit points as a file keeps them (the table of limits): never below −1,000,000, temporary HP and
 * nonlethal damage at most 1,000,000 — a million points of damage more change nothing a GM sees.
 */
function withinFile(hp: HitPoints): HitPoints {
  const { hp: range, hpAmount } = NUMBER_RANGES;
  if (hp.current >= range.min && hp.temp <= hpAmount.max && hp.nonlethal <= hpAmount.max) return hp;
  return {
    ...hp,
    current: Math.max(hp.current, range.min),
    temp: Math.min(hp.temp, hpAmount.max),
    nonlethal: Math.min(hp.nonlethal, hpAmount.max),
  };
}

/** What a hit-point change says in the log: its code, and the amount when it has one. */
type HpWhat =
  | {
      code:
        | 'hp.damage'
        | 'hp.damageRegeneration'
        | 'hp.nonlethal'
        | 'hp.nonlethalRecovered'
        | 'hp.healed'
        | 'hp.temp';
      amount: number;
      /** Damage: who dealt it (see `creditOf`). */
      by?: Combatant;
      /** Typed damage: the figure typed and the defences' steps (`amount` is what was applied). */
      typed?: LogTypedDamage;
      /** Damage of a group save: its line says the save too (group-save.ts). */
      save?: LogSave;
    }
  | { code: 'hp.stabilized' };

function hpLine(what: HpWhat, after: Combatant, before: Combatant): LogLine {
  const hp = logHp(after, before.health);
  if (what.code === 'hp.stabilized') return { code: what.code, params: { name: after.name, ...hp } };
  const by = what.by ? { by: { id: what.by.id, name: what.by.name } } : {};
  const params = { name: after.name, amount: what.amount, id: after.id, ...by, ...what.typed, ...hp };
  if (what.save && what.code !== 'hp.nonlethal')
    return { code: 'save.damage', params: { ...params, save: what.save } };
  switch (what.code) {
    case 'hp.damage':
    case 'hp.damageRegeneration':
    case 'hp.nonlethal':
      return { code: what.code, params };
    default:
      return { code: what.code, params: { name: after.name, amount: what.amount, ...hp } };
  }
}

/**
 * Who dealt damage to `target`: the one named (`by`), else the combatant whose turn it is — never the
 * target itself (its own turn: a fall, a bleed), and nobody outside a turn.
 */
function creditOf(enc: Encounter, target: CombatantId, by?: CombatantId): Combatant | undefined {
  const id = by ?? (enc.phase === 'running' ? (enc.current ?? undefined) : undefined);
  if (id === undefined || id === target) return undefined;
  return enc.combatants.find((c) => c.id === id);
}

function commitHp(
  enc: Encounter,
  id: CombatantId,
  what: HpWhat,
  change: (c: Combatant) => Combatant,
): Encounter {
  if (enc.phase === 'ended') requirePhase(enc, 'running', 'hitPoints');
  const before = getCombatant(enc, id);
  let next = updateCombatant(enc, id, change);
  const after = getCombatant(next, id);
  next = logEvent(next, hpLine(what, after, before));
  return !isDown(before) && isDown(after) ? moraleAfterFall(next, after) : next;
}

/**
 * The lowest hit points the system allows: 0 in CO (CO › Points de vie: « à 0 PV »), osr (OSR ›
 * Mort: dead at 0, unless the negative-HP option) and sf1 (SF CRB › Injury and Death: HP never go
 * below 0); none in dnd35 and pf1, where negative HP count down to death.
 */
function hpFloor(enc: Encounter): number {
  return getProcedures(enc.system).health.hpFloor(enc.options);
}

/**
 * damage: typed damage first goes through the target's defences (damage-typed.ts); then temporary HP
 * absorb it, then hit points (never below the system's floor).
 */
export function applyDamage(
  enc: Encounter,
  id: CombatantId,
  amount: number,
  by?: CombatantId,
  types?: readonly string[],
  save?: LogSave,
): Encounter {
  const raw = requireIntAtLeast(amount, 0, 'damage');
  const credit = creditOf(enc, id, by);
  if (by !== undefined) getCombatant(enc, by);
  if (types === undefined || types.length === 0) return applyRawDamage(enc, id, raw, credit, undefined, save);
  checkDamageTypes(types);
  const reduced = typedDamageOn(enc, getCombatant(enc, id), raw, types);
  return applyRawDamage(enc, id, reduced.applied, credit, typedLog(types, reduced), save);
}

/** Damage as applied, then the concentration check it calls for (concentration.ts). */
function applyRawDamage(
  enc: Encounter,
  id: CombatantId,
  n: number,
  credit: Combatant | undefined,
  typed?: LogTypedDamage,
  save?: LogSave,
): Encounter {
  return noteConcentrationDamage(hurt(enc, id, n, credit, typed, save), id, n);
}

function hurt(
  enc: Encounter,
  id: CombatantId,
  n: number,
  credit: Combatant | undefined,
  typed?: LogTypedDamage,
  save?: LogSave,
): Encounter {
  if (getProcedures(enc.system).health.staminaAndResolve) {
    return commitHp(enc, id, { code: 'hp.damage', amount: n, by: credit, typed, save }, (c) => {
      const { hp, flags } = staminaPoolHurt(c, n);
      return withHp(enc, { ...c, flags }, hp, flags.stabilized);
    });
  }
  // DRS › Régénération: damage to a regenerating creature is nonlethal (the GM removes the effect
  // for the damage types that bypass it).
  if (
    getProcedures(enc.system).health.regenerationIsNonlethal &&
    hasRegeneration(enc, getCombatant(enc, id))
  ) {
    return commitHp(enc, id, { code: 'hp.damageRegeneration', amount: n, by: credit, typed, save }, (c) =>
      withHp(enc, c, { ...c.hp, nonlethal: c.hp.nonlethal + n }),
    );
  }
  return commitHp(enc, id, { code: 'hp.damage', amount: n, by: credit, typed, save }, (c) => {
    const absorbed = Math.min(c.hp.temp, n);
    const left = Math.max(Math.min(hpFloor(enc), c.hp.current), c.hp.current - (n - absorbed));
    const hp = { ...c.hp, temp: c.hp.temp - absorbed, current: left };
    return withHp(enc, c, hp, n > absorbed ? false : undefined);
  });
}

/** Nonlethal damage healed (3.5 regeneration, DRS › Régénération): hit points are not touched. */
export function recoverNonlethal(enc: Encounter, id: CombatantId, amount: number): Encounter {
  const n = requireIntAtLeast(amount, 0, 'regeneration');
  return commitHp(enc, id, { code: 'hp.nonlethalRecovered', amount: n }, (c) =>
    withHp(enc, c, { ...c.hp, nonlethal: Math.max(0, c.hp.nonlethal - n) }),
  );
}

/** nonlethal: counted apart (DRS › Dégâts non-létaux). */
export function applyNonlethal(enc: Encounter, id: CombatantId, amount: number, by?: CombatantId): Encounter {
  const n = requireIntAtLeast(amount, 0, 'nonlethal');
  if (!getProcedures(enc.system).health.nonlethal) {
    // CO and B/X have no nonlethal damage: counted apart, it would change nothing the GM sees.
    throw refusal('not-allowed', 'noNonlethal', { amount: n }, { id });
  }
  if (by !== undefined) getCombatant(enc, by);
  const credit = creditOf(enc, id, by);
  const next = commitHp(enc, id, { code: 'hp.nonlethal', amount: n, by: credit }, (c) =>
    withHp(enc, c, { ...c.hp, nonlethal: c.hp.nonlethal + n }),
  );
  return noteConcentrationDamage(next, id, n);
}

/**
 * healing: up to the maximum; removes as much nonlethal damage; any healing of a dying combatant
 * stops the loss of HP (DRS › Mourant: "ne serait-ce qu'un point de vie").
 */
export function applyHealing(enc: Encounter, id: CombatantId, amount: number): Encounter {
  const n = requireIntAtLeast(amount, 0, 'healing');
  return commitHp(enc, id, { code: 'hp.healed', amount: n }, (c) => {
    const hp = {
      ...c.hp,
      current: Math.min(c.hp.max, c.hp.current + n),
      nonlethal: Math.max(0, c.hp.nonlethal - n),
    };
    return withHp(enc, c, hp, n > 0 && hp.current < 0 ? true : undefined);
  });
}

/** temp-hp: temporary HP do not stack; the higher amount is kept (DRS › PV temporaires). */
export function applyTempHp(enc: Encounter, id: CombatantId, amount: number): Encounter {
  const n = requireIntAtLeast(amount, 0, 'tempHp');
  return commitHp(enc, id, { code: 'hp.temp', amount: n }, (c) =>
    withHp(enc, c, { ...c.hp, temp: Math.max(c.hp.temp, n) }),
  );
}

/** stabilized: the GM stabilises a dying combatant (first aid DD 15, a spell…). */
export function stabilize(enc: Encounter, id: CombatantId): Encounter {
  const c = getCombatant(enc, id);
  if (c.health !== 'dying') {
    throw refusal('not-allowed', 'notDyingToStabilize', { name: c.name }, { id });
  }
  return commitHp(enc, id, { code: 'hp.stabilized' }, (x) => withHp(enc, x, x.hp, true));
}

/** sf1: Resolve spent (stabilise, back up at 1 HP, Stamina after a rest). */
export function spendResolve(enc: Encounter, id: CombatantId, purpose: ResolvePurpose): Encounter {
  if (enc.phase === 'ended') requirePhase(enc, 'running', 'resolvePoints');
  const before = getCombatant(enc, id);
  const { c, line } = spendResolveOn(enc, before, purpose);
  return logEvent(
    updateCombatant(enc, id, () => c),
    line(logHp(c, before.health)),
  );
}

/** The dying combatant after its turn's roll: stable, or one HP less. */
export function afterDyingRoll(enc: Encounter, c: Combatant, stabilized: boolean): Combatant {
  if (stabilized) return withHp(enc, c, c.hp, true);
  return withHp(enc, c, { ...c.hp, current: c.hp.current - 1 });
}
