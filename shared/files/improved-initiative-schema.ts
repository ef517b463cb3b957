/**
 * The parts of Improved Initiative's JSON that Paravent reads (written from our knowledge of its
 * export format — SavedEncounter / SavedCombatant / StatBlock — not from its documentation, which
 * does not describe it): a saved encounter `{ Name, Combatants: [{ StatBlock, MaxHP, CurrentHP,
 * Alias, IndexLabel, Tags, Hidden }] }`, a statblock `{ Name, HP: { Value }, AC: { Value },
 * InitiativeModifier, Abilities: { Str, Dex, Con, … }, Player, Type, Source }`, and the library
 * export, an object whose `ImprovedInitiative.*` keys hold statblocks. Every other field is ignored.
 */
import * as v from 'valibot';
import { LIMITS } from './limits';
import { list, num, text } from './schema-parts';

const number = num(-1_000_000, 1_000_000);

/** An Improved Initiative statblock (the fields Paravent uses). */
export const iiStatBlockSchema = v.object({
  Name: v.optional(text(LIMITS.name), ''),
  HP: v.optional(v.object({ Value: number })),
  AC: v.optional(v.object({ Value: number })),
  InitiativeModifier: v.optional(number),
  Abilities: v.optional(
    v.object({ Str: v.optional(number), Dex: v.optional(number), Con: v.optional(number) }),
  ),
  Player: v.optional(text(40)),
  Type: v.optional(text(LIMITS.shortText)),
  Source: v.optional(text(LIMITS.shortText)),
});

/** A tag: a plain text (old exports) or `{ Text, DurationRemaining }`. */
const iiTagSchema = v.union([
  text(LIMITS.name),
  v.object({ Text: text(LIMITS.name), DurationRemaining: v.optional(number) }),
]);

/** A combatant of a saved encounter. */
export const iiCombatantSchema = v.object({
  StatBlock: iiStatBlockSchema,
  MaxHP: v.optional(number),
  CurrentHP: v.optional(number),
  Alias: v.optional(text(LIMITS.name)),
  // Improved Initiative writes null for a combatant without a number.
  IndexLabel: v.nullish(number),
  Tags: v.optional(list(iiTagSchema, LIMITS.tags), []),
  Hidden: v.optional(v.boolean(), false),
});

/** A saved encounter. */
export const iiEncounterSchema = v.object({
  Name: v.optional(text(LIMITS.name)),
  Combatants: list(iiCombatantSchema, LIMITS.combatants),
});

/** A statblock as read. */
export type IiStatBlock = v.InferOutput<typeof iiStatBlockSchema>;
/** A combatant as read. */
export type IiCombatant = v.InferOutput<typeof iiCombatantSchema>;
