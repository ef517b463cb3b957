/** Building a new encounter and new combatants, with their defaults. */
import { cutText, TEXT_LIMITS } from '../limits';
import { healthState, type SystemId } from '../rules';
import { createSeededRng, getProcedures } from '../rules';
import { type FieldRef, refusal, requireInt, requireIntAtLeast, requireText } from './errors';
import type { CombatantInput } from './events';
import { damageDefencesOf } from './damage-typed';
import { savesOf } from './save-figures';
import { checkPool, staminaPoolHealth } from './stamina';
import type { Combatant, CombatantId, Encounter, EncounterOptions, Pool } from './types';
import type { EngineField } from './engine-texts';

/** Default options: osr group initiative rerolled each round, no negative HP. */
const DEFAULT_OPTIONS: EncounterOptions = {
  phasedRoundOrder: 'group',
  rerollEachRound: true,
  negativeHpOption: false,
};

/** What `createEncounter` needs. */
export interface NewEncounter {
  id: string;
  name: string;
  system: SystemId;
  /** Integer seed of the dice; the caller picks it once (e.g. from the clock) and it is saved. */
  seed: number;
  options?: Partial<EncounterOptions>;
}

/**
 * An empty encounter in the setup phase. Its name is kept to the table's limit (the forms stop the
 * GM there; an importer says what it cut).
 */
export function createEncounter(input: NewEncounter): Encounter {
  requireInt(input.seed, 'seed');
  const rng = createSeededRng(input.seed);
  return {
    id: input.id,
    name: cutText(input.name, TEXT_LIMITS.encounterName),
    system: input.system,
    options: { ...DEFAULT_OPTIONS, ...input.options },
    rng: { seed: input.seed, state: rng.getState() },
    seq: 1,
    phase: 'setup',
    round: 0,
    surprise: { isSurpriseRound: false, aware: [] },
    order: [],
    current: null,
    combatants: [],
    effects: [],
    reminders: [],
    morale: {},
    log: [],
    turnPatches: [],
  };
}

function optionalInt(value: number | undefined, what: FieldRef): number | undefined {
  return value === undefined ? undefined : requireInt(value, what);
}

/** A combatant from what the GM typed; EngineError on a blank name or non-numeric HP. */
export function createCombatant(enc: Encounter, id: CombatantId, input: CombatantInput): Combatant {
  const name = requireText(input.name, 'combatantName');
  const max = requireIntAtLeast(input.hpMax, 1, { field: 'hpMaxOf', name });
  const current = input.hpCurrent === undefined ? max : requireInt(input.hpCurrent, { field: 'hpOf', name });
  if (current > max) {
    throw refusal('invalid-number', 'hpOverMax', { name, current, max });
  }
  const c: Combatant = {
    id,
    name,
    side: input.side ?? 'enemy',
    hidden: input.hidden ?? input.hazard !== undefined,
    initiative: {
      modifier: optionalInt(input.initiativeModifier, { field: 'initiativeModifierOf', name }),
      score: optionalInt(input.initiativeScore, { field: 'initiativeScoreOf', name }),
    },
    hp: { max, current, temp: 0, nonlethal: 0, ...staminaPools(enc, name, input) },
    health: 'ok',
    defences: { ...input.defences },
    fighter: { ...input.fighter },
    group: input.group,
    notes: input.notes ?? '',
    ...damageDefencesOf(input.damageDefences, name),
    ...savesOf(enc, input.saves, name),
    ...(input.concentrationBonus === undefined
      ? {}
      : {
          concentrationBonus: requireInt(input.concentrationBonus, { field: 'concentrationBonusOf', name }),
        }),
    flags: { hasActed: false, delaying: false, stabilized: false },
    ...(input.hazard ? { hazard: hazardOf(name, input.hazard) } : {}),
  };
  return { ...c, health: healthOf(enc, c) };
}

/** sf1 Stamina and Resolve typed for a new combatant (full unless a current value is given). */
function staminaPools(
  enc: Encounter,
  name: string,
  input: CombatantInput,
): { stamina?: Pool; resolve?: Pool } {
  if (!getProcedures(enc.system).health.staminaAndResolve) return {};
  const pool = (max: number | undefined, current: number | undefined, field: EngineField) =>
    max === undefined ? undefined : checkPool({ max, current: current ?? max }, { field, name });
  const stamina = pool(input.staminaMax, input.stamina, 'staminaOf');
  const resolve = pool(input.resolveMax, input.resolve, 'resolveOf');
  return { ...(stamina ? { stamina } : {}), ...(resolve ? { resolve } : {}) };
}

function hazardOf(name: string, h: NonNullable<CombatantInput['hazard']>): Combatant['hazard'] {
  requireInt(h.count, { field: 'hazardCountOf', name });
  if (h.countdown === undefined) return {};
  return { countdown: requireIntAtLeast(h.countdown, 1, { field: 'countdownOf', name }) };
}

/** The health state the system gives a combatant's hit points. */
export function healthOf(enc: Encounter, c: Combatant): Combatant['health'] {
  if (getProcedures(enc.system).health.staminaAndResolve) return staminaPoolHealth(c);
  const raw = healthState(enc.system, {
    hp: c.hp.current,
    maxHp: c.hp.max,
    nonlethal: c.hp.nonlethal,
    con: c.fighter.con ?? 10,
    negativeHpOption: enc.options.negativeHpOption,
  });
  // DRS › Stable: a stabilised dying character no longer loses HP but stays unconscious.
  return raw === 'dying' && c.flags.stabilized ? 'unconscious' : raw;
}
