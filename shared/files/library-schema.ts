/**
 * Schema of a `paravent/library` file, version 1: the party and the bestiary, as templates the GM
 * adds to an encounter (a template becomes a `combatant-added` event).
 */
import * as v from 'valibot';
import { SYSTEM_IDS } from '../rules';
import { defencesSchema, fighterSchema } from './encounter-schema';
import { SIDES } from './enums';
import { LIMITS } from './limits';
import { idText, int, list, text } from './schema-parts';

/** What kind of library entry: a player character or a creature of the bestiary. */
const LIBRARY_KINDS = ['pc', 'creature'] as const;

/** One attack of a stat block. */
const attackSchema = v.object({
  name: text(LIMITS.name),
  bonus: v.optional(int(-100, 100)),
  damage: v.optional(text(LIMITS.name)),
  crit: v.optional(text(40)),
  freeManeuver: v.optional(v.picklist(['trip', 'grapple'])),
});

/** A party member's state between fights (conditions by catalogue id, or by name for custom ones). */
const partyStateSchema = v.object({
  hpCurrent: int(-1_000_000, 1_000_000),
  nonlethal: v.optional(int(0, 1_000_000), 0),
  resources: v.optional(text(LIMITS.notes), ''),
  conditions: v.optional(
    list(
      v.object({
        label: text(LIMITS.name),
        conditionId: v.optional(idText),
        minutes: v.optional(v.nullable(int(1, 10_000_000)), null),
      }),
      LIMITS.tags,
    ),
    [],
  ),
});

/** One library entry, as a file holds it. */
const libraryEntrySchema = v.object({
  id: idText,
  kind: v.picklist(LIBRARY_KINDS),
  name: text(LIMITS.name),
  /** The system the numbers were written for; absent: any. */
  system: v.optional(v.picklist(SYSTEM_IDS)),
  side: v.optional(v.picklist(SIDES), 'enemy'),
  hpMax: int(1, 1_000_000),
  initiativeModifier: v.optional(int(-100, 100)),
  initiativeScore: v.optional(int(-100, 1000)),
  defences: v.optional(defencesSchema, {}),
  fighter: v.optional(fighterSchema, {}),
  group: v.optional(text(LIMITS.name)),
  notes: v.optional(text(LIMITS.notes), ''),
  tags: v.optional(list(text(LIMITS.name), LIMITS.tags), []),
  // Added with issue 16 (the Library screen), all optional: a file without them reads as before.
  nameEn: v.optional(text(LIMITS.name)),
  hpFormula: v.optional(text(LIMITS.name)),
  attacks: v.optional(list(attackSchema, 20)),
  saves: v.optional(text(LIMITS.name)),
  speed: v.optional(text(LIMITS.name)),
  source: v.optional(text(LIMITS.name)),
  cr: v.optional(text(20)),
  xp: v.optional(int(0, 100_000_000)),
  hd: v.optional(text(20)),
  level: v.optional(int(1, 100)),
  party: v.optional(partyStateSchema),
});

/** The body of a version-1 library file. */
export const libraryV1Schema = v.object({
  name: v.optional(text(LIMITS.name), ''),
  entries: list(libraryEntrySchema, LIMITS.libraryEntries),
});

/** One library entry (validated, clamped, defaults filled). */
export type LibraryEntry = v.InferOutput<typeof libraryEntrySchema>;
/** A whole library. */
export type Library = v.InferOutput<typeof libraryV1Schema>;
