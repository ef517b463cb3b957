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
export const LIBRARY_KINDS = ['pc', 'creature'] as const;

/** One library entry, as a file holds it. */
export const libraryEntrySchema = v.object({
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
