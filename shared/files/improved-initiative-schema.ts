/**
 * The parts of Improved Initiative's JSON that Paravent reads (written from our knowledge of its
 * export format — SavedEncounter / SavedCombatant / StatBlock — not from its documentation, which
 * does not describe it): a saved encounter `{ Name, Combatants: [{ StatBlock, MaxHP, CurrentHP,
 * Alias, IndexLabel, Tags, Hidden }] }`, a statblock `{ Name, HP: { Value }, AC: { Value },
 * InitiativeModifier, Abilities: { Str, Dex, Con, Int, Wis, Cha }, Saves: [{ Name, Modifier }], Player,
 * Type, Source, DamageResistances, DamageImmunities, DamageVulnerabilities }`, and the library
 * export, an object whose `ImprovedInitiative.*` keys hold statblocks. Every other field is ignored.
 */
import * as v from 'valibot';
import { COUNT_LIMITS } from '../limits';
import { list } from './schema-parts';

// Numbers and texts are taken as they are (the whole file is at most MAX_FILE_BYTES): the importer
// brings each one within the table of limits and says so (import-fit.ts).
const number = v.pipe(v.number(), v.finite());
const text = v.string();

/** An Improved Initiative statblock (the fields Paravent uses). */
export const iiStatBlockSchema = v.object({
  Name: v.optional(text, ''),
  HP: v.optional(v.object({ Value: number })),
  AC: v.optional(v.object({ Value: number })),
  InitiativeModifier: v.optional(number),
  Abilities: v.optional(
    v.object({
      Str: v.optional(number),
      Dex: v.optional(number),
      Con: v.optional(number),
      Int: v.optional(number),
      Wis: v.optional(number),
      Cha: v.optional(number),
    }),
  ),
  // Issue 28: save modifiers by name (« Dex » in 5e, « Fort » when a GM typed a d20 creature).
  Saves: v.optional(list(v.object({ Name: text, Modifier: number }), COUNT_LIMITS.tags)),
  Player: v.optional(text),
  Type: v.optional(text),
  // Issue 28: « fire 10 », « DR 5/magic »; an item without a number (a D&D 5e resistance) is left out.
  DamageResistances: v.optional(list(text, COUNT_LIMITS.tags)),
  DamageImmunities: v.optional(list(text, COUNT_LIMITS.tags)),
  DamageVulnerabilities: v.optional(list(text, COUNT_LIMITS.tags)),
  Source: v.optional(text),
});

/** A tag: a plain text (old exports) or `{ Text, DurationRemaining }`. */
const iiTagSchema = v.union([
  text,
  v.object({ Text: text, DurationRemaining: v.optional(number), Hidden: v.optional(v.boolean()) }),
]);

/** A combatant of a saved encounter. */
export const iiCombatantSchema = v.object({
  StatBlock: iiStatBlockSchema,
  MaxHP: v.optional(number),
  CurrentHP: v.optional(number),
  Alias: v.optional(text),
  // Improved Initiative writes null for a combatant without a number.
  IndexLabel: v.nullish(number),
  Tags: v.optional(list(iiTagSchema, COUNT_LIMITS.tags), []),
  Hidden: v.optional(v.boolean(), false),
});

/** A saved encounter. */
export const iiEncounterSchema = v.object({
  Name: v.optional(text),
  Combatants: list(iiCombatantSchema, COUNT_LIMITS.combatants),
});

/** A statblock as read. */
export type IiStatBlock = v.InferOutput<typeof iiStatBlockSchema>;
/** A combatant as read. */
export type IiCombatant = v.InferOutput<typeof iiCombatantSchema>;
