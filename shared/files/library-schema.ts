/**
 * Schema of a `paravent/library` file, version 1: the party and the bestiary, as templates the GM
 * adds to an encounter (a template becomes a `combatant-added` event).
 */
import * as v from 'valibot';
import { SYSTEM_IDS } from '../rules';
import { defencesSchema, fighterSchema } from './encounter-schema';
import { SIDES } from './enums';
import { COUNT_LIMITS as COUNT, NUMBER_RANGES as N, TEXT_LIMITS as TEXT } from '../limits';
import { idText, intIn, list, text } from './schema-parts';

/** What kind of library entry: a player character or a creature of the bestiary. */
const LIBRARY_KINDS = ['pc', 'creature'] as const;

/** One attack of a stat block. */
const attackSchema = v.object({
  name: text(TEXT.statText),
  bonus: v.optional(intIn(N.statBonus)),
  damage: v.optional(text(TEXT.statText)),
  crit: v.optional(text(TEXT.statShort)),
  freeManeuver: v.optional(v.picklist(['trip', 'grapple'])),
});

/** A party member's state between fights (conditions by catalogue id, or by name for custom ones). */
const partyStateSchema = v.object({
  hpCurrent: intIn(N.hp),
  nonlethal: v.optional(intIn(N.hpAmount), 0),
  resources: v.optional(text(TEXT.notes), ''),
  conditions: v.optional(
    list(
      v.object({
        label: text(TEXT.effectName),
        conditionId: v.optional(idText),
        minutes: v.optional(v.nullable(intIn(N.conditionMinutes)), null),
      }),
      COUNT.tags,
    ),
    [],
  ),
});

/** One library entry, as a file holds it. */
const libraryEntrySchema = v.object({
  id: idText,
  kind: v.picklist(LIBRARY_KINDS),
  name: text(TEXT.combatantName),
  /** The system the numbers were written for; absent: any. */
  system: v.optional(v.picklist(SYSTEM_IDS)),
  side: v.optional(v.picklist(SIDES), 'enemy'),
  hpMax: intIn(N.hpMax),
  initiativeModifier: v.optional(intIn(N.initiativeModifier)),
  initiativeScore: v.optional(intIn(N.initiativeScore)),
  defences: v.optional(defencesSchema, {}),
  fighter: v.optional(fighterSchema, {}),
  group: v.optional(text(TEXT.groupName)),
  notes: v.optional(text(TEXT.notes), ''),
  /** DR, resistances, immunities (issue 28), as typed: « RD 5/magie ; feu 10 ». */
  damageDefences: v.optional(text(TEXT.damageDefences)),
  tags: v.optional(list(text(TEXT.effectName), COUNT.tags), []),
  // Added with issue 16 (the Library screen), all optional: a file without them reads as before.
  nameEn: v.optional(text(TEXT.combatantName)),
  hpFormula: v.optional(text(TEXT.statText)),
  attacks: v.optional(list(attackSchema, COUNT.attacks)),
  saves: v.optional(text(TEXT.statText)),
  speed: v.optional(text(TEXT.statText)),
  source: v.optional(text(TEXT.statText)),
  cr: v.optional(text(TEXT.statShort)),
  xp: v.optional(intIn(N.xp)),
  hd: v.optional(text(TEXT.statShort)),
  level: v.optional(intIn(N.level)),
  party: v.optional(partyStateSchema),
});

/** The body of a version-1 library file. */
export const libraryV1Schema = v.object({
  name: v.optional(text(TEXT.combatantName), ''),
  entries: list(libraryEntrySchema, COUNT.libraryEntries),
});

/** One library entry (validated, clamped, defaults filled). */
export type LibraryEntry = v.InferOutput<typeof libraryEntrySchema>;
/** A whole library. */
export type Library = v.InferOutput<typeof libraryV1Schema>;
