/**
 * Export to Improved Initiative (issue 29: « exports others can read »): the fight as one of its
 * saved encounters — `{ Name, Combatants: [{ StatBlock, MaxHP, CurrentHP, TemporaryHP, Hidden,
 * Tags, Initiative }] }`, the shape its « Import Encounter » reads and our own import reads back
 * (improved-initiative.ts), so a GM can move both ways. Every combatant goes, the hidden ones
 * marked `Hidden` (Improved Initiative keeps them from its player view too); each condition and
 * effect becomes a tag with its rounds left, in the GM's language. AC is the ascending AC, turned
 * back from where the import would put it (B/X descending AC: 19 − AC).
 */
import { getProcedures, getSystem } from '../rules';
import type { Combatant, Effect, Encounter } from '../combat';
import { roundsLeft } from '../combat/effects';
import { canonicalJson } from './canonical-json';

/** A tag as Improved Initiative writes it (`DurationRemaining` 0: until removed). */
interface IiTag {
  Text: string;
  DurationRemaining: number;
  DurationTiming: 'StartOfTurn' | 'EndOfTurn' | null;
  DurationCasterId: string | null;
  Hidden: boolean;
}

/**
 * The ascending AC Improved Initiative shows: the inverse of how its import places an AC
 * (`defences.fromAscendingAc`, a line: CA as is, DEF, KAC and EAC, B/X descending AC = 19 − AC),
 * read from the first defence that placement fills; without it, the field the « CA » word fills.
 */
function ascendingAc(enc: Encounter, c: Combatant): number | undefined {
  const { acWord, fromAscendingAc } = getProcedures(enc.system).defences;
  if (!fromAscendingAc) return c.defences[acWord];
  const at0 = fromAscendingAc(0);
  const key = Object.keys(at0)[0] as keyof typeof at0 | undefined;
  if (key === undefined) return undefined;
  const value = c.defences[key];
  const offset = at0[key] ?? 0;
  const slope = (fromAscendingAc(1)[key] ?? 0) - offset;
  return value === undefined || slope === 0 ? undefined : Math.round((value - offset) / slope);
}

function tagsOf(enc: Encounter, effects: readonly Effect[], language: 'fr' | 'en'): IiTag[] {
  const catalogue = getSystem(enc.system).conditions;
  return effects.map((e) => {
    const text =
      e.what.kind === 'custom'
        ? e.what.name
        : (catalogue.find((d) => d.id === (e.what as { conditionId: string }).conditionId)?.name[language] ??
          e.what.conditionId);
    const left = roundsLeft(enc, e);
    return {
      Text: text,
      DurationRemaining: left === null ? 0 : left,
      DurationTiming: left === null ? null : 'StartOfTurn',
      DurationCasterId: null,
      Hidden: e.hidden === true,
    };
  });
}

/** The JSON value of the fight as an Improved Initiative saved encounter. */
function improvedInitiativeValue(enc: Encounter, language: 'fr' | 'en' = 'fr'): Record<string, unknown> {
  const effectsOf = new Map<string, Effect[]>();
  for (const e of enc.effects) effectsOf.set(e.target, [...(effectsOf.get(e.target) ?? []), e]);
  return {
    Name: enc.name,
    Id: enc.id,
    Path: '',
    Version: '3.0.0',
    Combatants: enc.combatants.map((c) => ({
      Id: c.id,
      StatBlock: {
        Name: c.name,
        Id: c.id,
        Source: 'Paravent',
        Type: '',
        HP: { Value: c.hp.max, Notes: '' },
        // No AC known: left out (Improved Initiative shows its default, our import reads none).
        AC: ascendingAc(enc, c) === undefined ? undefined : { Value: ascendingAc(enc, c), Notes: '' },
        // A fixed INIT score (CO) travels as 10 + modifier, which the import reads back.
        InitiativeModifier:
          c.initiative.modifier ?? (c.initiative.score === undefined ? 0 : c.initiative.score - 10),
        Abilities: {
          ...(c.fighter.str === undefined ? {} : { Str: c.fighter.str }),
          ...(c.fighter.dex === undefined ? {} : { Dex: c.fighter.dex }),
          ...(c.fighter.con === undefined ? {} : { Con: c.fighter.con }),
        },
        Player: c.side === 'pc' ? 'player' : '',
      },
      MaxHP: c.hp.max,
      CurrentHP: c.hp.current,
      TemporaryHP: c.hp.temp,
      Initiative: c.initiative.result ?? 0,
      Hidden: c.hidden,
      Tags: tagsOf(enc, effectsOf.get(c.id) ?? [], language),
    })),
  };
}

/** The text of the export (canonical JSON: the same fight, the same bytes). */
export function encounterToImprovedInitiative(enc: Encounter, language: 'fr' | 'en' = 'fr'): string {
  return canonicalJson(improvedInitiativeValue(enc, language));
}
