/**
 * Schema of a `paravent/library` file, version 1: the party and the bestiary, as templates the GM
 * adds to an encounter (a template becomes a `combatant-added` event).
 */
import * as v from 'valibot';
import { getProcedures, parseDamageDefences, parseSaveFigures, SYSTEM_IDS } from '../rules';
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

/** Whether a save text reads in the entry's system (any text for an entry of no system). */
function savesRead(entry: EntryFields): boolean {
  const rules = entry.system ? getProcedures(entry.system).saves : undefined;
  return !rules || !entry.saves || !('error' in parseSaveFigures(rules, entry.saves));
}

/** One library entry's fields, as a file holds them. */
const libraryEntryFields = v.object({
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
  saves: v.optional(text(TEXT.saves)),
  speed: v.optional(text(TEXT.statText)),
  source: v.optional(text(TEXT.statText)),
  cr: v.optional(text(TEXT.statShort)),
  xp: v.optional(intIn(N.xp)),
  hd: v.optional(text(TEXT.statShort)),
  level: v.optional(intIn(N.level)),
  party: v.optional(partyStateSchema),
});

type EntryFields = v.InferOutput<typeof libraryEntryFields>;

/**
 * One library entry. Its defences against damage and its saves must read (issue 28) — in its
 * system for the saves — or the fight it is added to would refuse them: refused here, where the
 * file enters, with the field named.
 */
const libraryEntrySchema = v.pipe(
  libraryEntryFields,
  v.forward(
    v.check(
      (e: EntryFields) => !e.damageDefences || !('error' in parseDamageDefences(e.damageDefences)),
      'défenses contre les dégâts illisibles (« RD 5/magie ; feu 10 »)',
    ),
    ['damageDefences'],
  ),
  v.forward(v.check(savesRead, 'sauvegardes illisibles dans le système de la fiche'), ['saves']),
);

/** The body of a version-1 library file. */
export const libraryV1Schema = v.object({
  name: v.optional(text(TEXT.combatantName), ''),
  entries: list(libraryEntrySchema, COUNT.libraryEntries),
});

/** One library entry (validated, clamped, defaults filled). */
export type LibraryEntry = v.InferOutput<typeof libraryEntrySchema>;
/** A whole library. */
export type Library = v.InferOutput<typeof libraryV1Schema>;
