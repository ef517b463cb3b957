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
import { COUNT_LIMITS as COUNT, NUMBER_RANGES as N, TEXT_LIMITS as TEXT } from '../limits';
import { identityWhen, withFastPath } from './fast-path';
import { logEntrySchema } from './log-entry-schema';
import { idText, intIn, list, numIn, ownRecord, text } from './schema-parts';

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
const name = text(TEXT.combatantName);
const count = numIn(N.initiativeCount);

/** A typed numeric change (shared/rules Modifier). */
const modifierSchema = v.object({
  target: v.picklist(MODIFIER_TARGETS),
  value: intIn(N.modifierValue),
  type: v.optional(v.picklist(BONUS_TYPES)),
  source: v.optional(text(TEXT.modifierText)),
  multiplier: v.optional(numIn(N.modifierMultiplier)),
  note: v.optional(v.object({ fr: text(TEXT.modifierText), en: text(TEXT.modifierText) })),
});

/** Defences of every system (integers; osr morale 2..12). */
export const defencesSchema = v.object({
  ac: v.optional(intIn(N.defence)),
  touchAc: v.optional(intIn(N.defence)),
  flatFootedAc: v.optional(intIn(N.defence)),
  cmd: v.optional(intIn(N.defence)),
  kac: v.optional(intIn(N.defence)),
  eac: v.optional(intIn(N.defence)),
  def: v.optional(intIn(N.defence)),
  descendingAc: v.optional(intIn(N.descending)),
  thac0: v.optional(intIn(N.descending)),
  morale: v.optional(intIn(N.morale)),
});

const ability = intIn(N.abilityScore);

/** Fighter stats for manoeuvres (ability scores in the rules' range). */
export const fighterSchema = v.object({
  bab: v.optional(intIn(N.attackBonus)),
  str: v.optional(ability),
  dex: v.optional(ability),
  con: v.optional(ability),
  size: v.optional(v.picklist(SIZE_IDS)),
  feats: v.optional(list(text(TEXT.feat), COUNT.feats)),
  legs: v.optional(intIn(N.legs)),
  stable: v.optional(v.boolean()),
  attackBonus: v.optional(intIn(N.attackBonus)),
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
  v.object({ max: intIn(N.pool), current: intIn(N.pool) }),
  v.check((p) => p.current <= p.max, 'la valeur actuelle dépasse le maximum'),
);

const hpSchema = v.pipe(
  v.object({
    max: intIn(N.hpMax),
    current: intIn(N.hp),
    temp: v.optional(intIn(N.hpAmount), 0),
    nonlethal: v.optional(intIn(N.hpAmount), 0),
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
        modifier: v.optional(intIn(N.initiativeModifier)),
        score: v.optional(intIn(N.initiativeScore)),
        result: v.optional(numIn(N.initiative)),
        tiebreak: v.optional(numIn(N.tiebreak)),
        count: v.optional(count),
        lowered: v.optional(intIn(N.loweredInit)),
      }),
      {},
    ),
    hp: hpSchema,
    defences: v.optional(defencesSchema, {}),
    fighter: v.optional(fighterSchema, {}),
    group: v.optional(text(TEXT.groupName)),
    notes: v.optional(text(TEXT.notes), ''),
    damageDefences: v.optional(text(TEXT.damageDefences)),
    concentrationBonus: v.optional(intIn(N.concentrationBonus)),
    saves: v.optional(text(TEXT.saves)),
    concentration: v.optional(
      v.object({
        spellLevel: intIn(N.spellLevel),
        pending: v.optional(list(intIn(N.hpAmount), COUNT.concentrationChecks)),
      }),
    ),
    hazard: v.optional(v.object({ countdown: v.optional(intIn(N.countdown)) })),
    flags: v.optional(
      v.object({
        hasActed: v.optional(v.boolean(), false),
        delaying: v.optional(v.boolean(), false),
        readied: v.optional(v.object({ trigger: text(TEXT.readyTrigger) })),
        stabilized: v.optional(v.boolean(), false),
        dyingSinceRound: v.optional(intIn(N.round)),
        lastTurnRound: v.optional(intIn(N.round)),
        dead: v.optional(v.boolean()),
        resolveStabilizedRound: v.optional(intIn(N.round)),
        dyingAtTurnStart: v.optional(v.boolean()),
        opportunities: v.optional(intIn(N.opportunities)),
        immediate: v.optional(v.picklist(['on-turn', 'off-turn'])),
        swiftSpent: v.optional(v.boolean()),
      }),
      {},
    ),
  }),
);

const whatSchema = v.variant('kind', [
  v.object({ kind: v.literal('condition'), conditionId: idText }),
  v.object({
    kind: v.literal('custom'),
    name: text(TEXT.effectName),
    modifiers: v.optional(list(modifierSchema, COUNT.modifiers), []),
  }),
]);

const durationSchema = v.variant('kind', [
  v.object({
    kind: v.literal('rounds'),
    rounds: intIn(N.durationRounds),
    endsBefore: v.object({ round: intIn(N.effectEndRound), count: v.nullable(count) }),
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
    appliedRound: intIn(N.round),
    appliedAtCount: v.optional(v.nullable(count), null),
    saveEachRound: v.optional(text(TEXT.effectReminder)),
    ongoingDamage: v.optional(text(TEXT.effectReminder)),
    fastHealing: v.optional(intIn(N.hpMax)),
    regeneration: v.optional(
      v.object({ hp: intIn(N.hpMax), bypassedBy: v.optional(text(TEXT.effectReminder)) }),
    ),
    lastAppliedRound: v.optional(intIn(N.round)),
    hidden: v.optional(v.boolean()),
  }),
);

const groupMoraleSchema = v.object({
  firstDownSignalled: v.optional(v.boolean(), false),
  halfDownSignalled: v.optional(v.boolean(), false),
  checksPassed: v.optional(intIn(N.moraleChecksPassed), 0),
});

/**
 * The encounter object of a version-1 file (after migrations). With the fast path in front: a file
 * as Paravent writes it is checked in one pass (fast-path.ts); any other goes through valibot.
 */
export const encounterV1Schema = withFastPath(
  v.object({
    id: idText,
    name: text(TEXT.encounterName),
    system: v.picklist(SYSTEM_IDS),
    options: v.optional(
      v.object({
        phasedRoundOrder: v.optional(v.picklist(PHASED_ROUND_ORDERS), 'group'),
        rerollEachRound: v.optional(v.boolean(), true),
        negativeHpOption: v.optional(v.boolean(), false),
        groupInitiative: v.optional(v.picklist(['individual', 'shared', 'one-turn'])),
        turnLimitSeconds: v.optional(intIn(N.turnLimitSeconds)),
      }),
      {},
    ),
    rng: v.object({
      seed: v.pipe(v.number(), v.safeInteger()),
      state: v.pipe(v.array(intIn({ min: -INT32 - 1, max: INT32 })), v.length(4)),
    }),
    seq: v.optional(intIn(N.seq), 1),
    phase: v.optional(v.picklist(PHASES), 'setup'),
    round: v.optional(intIn(N.round), 0),
    surprise: v.optional(
      v.object({
        isSurpriseRound: v.optional(v.boolean(), false),
        aware: v.optional(list(combatantIdSchema, COUNT.combatants), []),
      }),
      {},
    ),
    order: v.optional(list(combatantIdSchema, COUNT.combatants), []),
    current: v.optional(v.nullable(combatantIdSchema), null),
    combatants: list(combatantSchema, COUNT.combatants),
    effects: v.optional(list(effectSchema, COUNT.effects), []),
    morale: v.optional(ownRecord(TEXT.groupName, groupMoraleSchema), {}),
    log: v.optional(list(logEntrySchema, COUNT.log), []),
    clock: v.optional(
      v.object({
        turnMs: numIn(N.clockElapsed),
        roundMs: numIn(N.clockElapsed),
        since: v.nullable(numIn(N.clockTime)),
        paused: v.boolean(),
      }),
    ),
  }),
);

/** The encounter as a version-1 file holds it (validated, clamped, defaults filled). */
export type EncounterFileData = v.InferOutput<typeof encounterV1Schema>;
