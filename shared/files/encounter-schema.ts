/**
 * Schema of the encounter inside a `paravent/encounter` file, version 1: exactly the fields that
 * shared/combat/storage.ts places in 'file' (a test compares both). Missing optional fields get the
 * engine's defaults; unknown fields are dropped (valibot's `object` keeps only listed keys).
 */
import * as v from 'valibot';
import { SYSTEM_IDS } from '../rules';
import { combatantId, effectId } from '../combat';
import type { CombatantId, EffectId } from '../combat';
import { BONUS_TYPES, MODIFIER_TARGETS, PHASED_ROUND_ORDERS, PHASES, SIDES, SIZE_IDS } from './enums';
import { LIMITS, NUMBER_LIMITS } from './limits';
import { identityWhen, withFastPath } from './fast-path';
import { logEntrySchema } from './log-entry-schema';
import { idText, int, list, num, ownRecord, text } from './schema-parts';

const BIG = 1_000_000;
const INT32 = 0x7fff_ffff;

/** A combatant id in a file. */
const combatantIdSchema = v.pipe(
  idText,
  identityWhen(v.transform<string, CombatantId>(combatantId), () => true),
);
const effectIdSchema = v.pipe(
  idText,
  identityWhen(v.transform<string, EffectId>(effectId), () => true),
);
const name = text(LIMITS.name);
const shortText = text(LIMITS.shortText);
const count = num(-BIG, BIG);

/** A typed numeric change (shared/rules Modifier). */
const modifierSchema = v.object({
  target: v.picklist(MODIFIER_TARGETS),
  value: int(-1000, 1000),
  type: v.optional(v.picklist(BONUS_TYPES)),
  source: v.optional(shortText),
  multiplier: v.optional(num(0, 10)),
  note: v.optional(v.object({ fr: shortText, en: shortText })),
});

/** Defences of every system (integers; osr morale 2..12). */
export const defencesSchema = v.object({
  ac: v.optional(int(-1000, 1000)),
  touchAc: v.optional(int(-1000, 1000)),
  flatFootedAc: v.optional(int(-1000, 1000)),
  cmd: v.optional(int(-1000, 1000)),
  kac: v.optional(int(-1000, 1000)),
  eac: v.optional(int(-1000, 1000)),
  def: v.optional(int(-1000, 1000)),
  descendingAc: v.optional(int(-100, 100)),
  thac0: v.optional(int(-100, 100)),
  morale: v.optional(int(NUMBER_LIMITS.morale.min, NUMBER_LIMITS.morale.max)),
});

const ability = int(NUMBER_LIMITS.abilityScore.min, NUMBER_LIMITS.abilityScore.max);

/** Fighter stats for manoeuvres (ability scores in the rules' range, NUMBER_LIMITS). */
export const fighterSchema = v.object({
  bab: v.optional(int(-100, 100)),
  str: v.optional(ability),
  dex: v.optional(ability),
  con: v.optional(ability),
  size: v.optional(v.picklist(SIZE_IDS)),
  feats: v.optional(list(text(LIMITS.name), LIMITS.feats)),
  legs: v.optional(int(0, 100)),
  stable: v.optional(v.boolean()),
  attackBonus: v.optional(int(-100, 100)),
});

type PoolFile = { max: number; current: number };
type HpFile = {
  max: number;
  current: number;
  temp: number;
  nonlethal: number;
  stamina?: PoolFile;
  resolve?: PoolFile;
};

/** sf1 Stamina / Resolve: an optional pool, 0 ≤ current ≤ max (added in place: older files lack it). */
const poolSchema = v.pipe(
  v.object({ max: int(0, BIG), current: int(0, BIG) }),
  v.check((p) => p.current <= p.max, 'la valeur actuelle dépasse le maximum'),
);

const hpSchema = v.pipe(
  v.object({
    max: int(1, BIG),
    current: int(-BIG, BIG),
    temp: v.optional(int(0, BIG), 0),
    nonlethal: v.optional(int(0, BIG), 0),
    stamina: v.optional(poolSchema),
    resolve: v.optional(poolSchema),
  }),
  identityWhen(
    v.transform<HpFile, HpFile>((hp) => ({ ...hp, current: Math.min(hp.current, hp.max) })),
    (hp) => (hp as { current: number; max: number }).current <= (hp as { max: number }).max,
  ),
);

const combatantSchema = withFastPath(
  v.object({
    id: combatantIdSchema,
    name,
    side: v.optional(v.picklist(SIDES), 'enemy'),
    hidden: v.optional(v.boolean(), false),
    initiative: v.optional(
      v.object({
        modifier: v.optional(int(-100, 100)),
        score: v.optional(int(-100, 1000)),
        result: v.optional(count),
        tiebreak: v.optional(num(-1e12, 1e12)),
        count: v.optional(count),
        lowered: v.optional(int(-1000, 1000)),
      }),
      {},
    ),
    hp: hpSchema,
    defences: v.optional(defencesSchema, {}),
    fighter: v.optional(fighterSchema, {}),
    group: v.optional(name),
    notes: v.optional(text(LIMITS.notes), ''),
    hazard: v.optional(v.object({ countdown: v.optional(int(0, 1000)) })),
    flags: v.optional(
      v.object({
        hasActed: v.optional(v.boolean(), false),
        delaying: v.optional(v.boolean(), false),
        readied: v.optional(v.object({ trigger: shortText })),
        stabilized: v.optional(v.boolean(), false),
        dyingSinceRound: v.optional(int(0, BIG)),
        lastTurnRound: v.optional(int(0, BIG)),
        dead: v.optional(v.boolean()),
        resolveStabilizedRound: v.optional(int(0, BIG)),
        dyingAtTurnStart: v.optional(v.boolean()),
      }),
      {},
    ),
  }),
);

const whatSchema = v.variant('kind', [
  v.object({ kind: v.literal('condition'), conditionId: idText }),
  v.object({
    kind: v.literal('custom'),
    name,
    modifiers: v.optional(list(modifierSchema, LIMITS.modifiers), []),
  }),
]);

const durationSchema = v.variant('kind', [
  v.object({
    kind: v.literal('rounds'),
    rounds: int(1, 10 * BIG),
    endsBefore: v.object({ round: int(0, 20 * BIG), count: v.nullable(count) }),
  }),
  v.object({ kind: v.literal('until-turn-start'), combatantId: combatantIdSchema }),
  v.object({ kind: v.literal('until-turn-end'), combatantId: combatantIdSchema, turnStarted: v.boolean() }),
  v.object({ kind: v.literal('concentration'), sourceId: combatantIdSchema }),
  v.object({ kind: v.literal('until-removed') }),
]);

const effectSchema = withFastPath(
  v.object({
    id: effectIdSchema,
    target: combatantIdSchema,
    source: v.optional(combatantIdSchema),
    sourceName: v.optional(name),
    what: whatSchema,
    duration: durationSchema,
    appliedRound: int(0, BIG),
    appliedAtCount: v.optional(v.nullable(count), null),
    saveEachRound: v.optional(shortText),
    ongoingDamage: v.optional(shortText),
    lastAppliedRound: v.optional(int(0, BIG)),
  }),
);

const groupMoraleSchema = v.object({
  firstDownSignalled: v.optional(v.boolean(), false),
  halfDownSignalled: v.optional(v.boolean(), false),
  checksPassed: v.optional(
    int(NUMBER_LIMITS.moraleChecksPassed.min, NUMBER_LIMITS.moraleChecksPassed.max),
    0,
  ),
});

/**
 * The encounter object of a version-1 file (after migrations). With the fast path in front: a file
 * as Paravent writes it is checked in one pass (fast-path.ts); any other goes through valibot.
 */
export const encounterV1Schema = withFastPath(
  v.object({
    id: idText,
    name,
    system: v.picklist(SYSTEM_IDS),
    options: v.optional(
      v.object({
        phasedRoundOrder: v.optional(v.picklist(PHASED_ROUND_ORDERS), 'group'),
        rerollEachRound: v.optional(v.boolean(), true),
        negativeHpOption: v.optional(v.boolean(), false),
        groupInitiative: v.optional(v.picklist(['individual', 'shared', 'one-turn'])),
      }),
      {},
    ),
    rng: v.object({
      seed: v.pipe(v.number(), v.safeInteger()),
      state: v.pipe(v.array(int(-INT32 - 1, INT32)), v.length(4)),
    }),
    seq: v.optional(int(NUMBER_LIMITS.seq.min, NUMBER_LIMITS.seq.max), 1),
    phase: v.optional(v.picklist(PHASES), 'setup'),
    round: v.optional(int(0, BIG), 0),
    surprise: v.optional(
      v.object({
        isSurpriseRound: v.optional(v.boolean(), false),
        aware: v.optional(list(combatantIdSchema, LIMITS.combatants), []),
      }),
      {},
    ),
    order: v.optional(list(combatantIdSchema, LIMITS.combatants), []),
    current: v.optional(v.nullable(combatantIdSchema), null),
    combatants: list(combatantSchema, LIMITS.combatants),
    effects: v.optional(list(effectSchema, LIMITS.effects), []),
    morale: v.optional(ownRecord(LIMITS.name, groupMoraleSchema), {}),
    log: v.optional(list(logEntrySchema, LIMITS.log), []),
  }),
);

/** The encounter as a version-1 file holds it (validated, clamped, defaults filled). */
export type EncounterFileData = v.InferOutput<typeof encounterV1Schema>;
