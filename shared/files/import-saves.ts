/**
 * Save figures from another tracker's statblock (issue 28), written as the text a GM would type in
 * the form so that the engine reads them the same way (shared/rules/common/save-figures.ts):
 *
 * - 3.5, PF1, SF: each listed save whose name is one of the system's (« Fort », « Ref », « Will »,
 *   « Vig »…) keeps its modifier; a 5e save named after an ability stands for the save that ability
 *   drives in the d20 games (Con → Vigueur, Dex → Réflexes, Wis → Volonté: DRS › Jets de
 *   sauvegarde), only where the save itself is not listed.
 * - CO: the six characteristic modifiers from the ability scores (CO › Caractéristiques: the same
 *   modifier table as the d20 games); a 5e save bonus, which adds a proficiency CO does not have, is
 *   not used.
 * - B/X: a listed category with its target (« Breath 15 »), when a statblock has one.
 *
 * A figure out of the rules' range is left out and noted; nothing read gives no save text.
 */
import { abilityModifier, foldWords, getProcedures, parseSaveFigures } from '../rules';
import type { SaveRules, SystemId } from '../rules';
import { FILE_WORDS, IMPORT_FIELDS } from './messages';
import { excerpt } from '../limits';
import { fitNumber, type ImportNotes } from './import-fit';

/** A listed save: its name and modifier (Improved Initiative's `Saves`). */
export interface NamedModifier {
  Name: string;
  Modifier: number;
}

/** Ability scores as a statblock gives them. */
export type AbilityScores = Partial<Record<'Str' | 'Dex' | 'Con' | 'Int' | 'Wis' | 'Cha', number>>;

/** The d20 save an ability drives (DRS › Combat › Jets de sauvegarde). */
const SAVE_OF_ABILITY: Readonly<Record<string, string>> = { con: 'fort', dex: 'ref', wis: 'will' };

const ABILITY_KEYS = ['Str', 'Dex', 'Con', 'Int', 'Wis', 'Cha'] as const;

function signed(n: number): string {
  return n < 0 ? String(n) : `+${n}`;
}

/** Each save id with the first modifier a listed name gives it. */
function listedFigures(rules: SaveRules, saves: readonly NamedModifier[]): Map<string, number> {
  const byName = new Map<string, number>();
  const byAbility = new Map<string, number>();
  for (const { Name, Modifier } of saves) {
    const word = foldWords(Name);
    const save = rules.saves.find((s) => s.words.includes(word));
    if (save && !byName.has(save.id)) byName.set(save.id, Math.round(Modifier));
    const driven = rules.kind === 'bonus' ? SAVE_OF_ABILITY[word.slice(0, 3)] : undefined;
    if (driven && !byAbility.has(driven)) byAbility.set(driven, Math.round(Modifier));
  }
  for (const [id, n] of byAbility) if (!byName.has(id)) byName.set(id, n);
  return byName;
}

function abilityFigures(
  rules: SaveRules,
  abilities: AbilityScores,
  who: string,
  notes: ImportNotes,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const key of ABILITY_KEYS) {
    const score = abilities[key];
    const save = rules.saves.find((s) => s.words.includes(key.toLowerCase()));
    // A score past the rules' range is brought into it first (and said), as the form would.
    if (score !== undefined && save)
      out.set(save.id, abilityModifier(fitNumber(score, 'abilityScore', who, 'saves', notes)));
  }
  return out;
}

/**
 * The save text of a statblock in `system`, or nothing when it gives none. Each figure is checked
 * by the rules' own reader; one it refuses (a bonus past ±99, a B/X target past 2–20) is noted.
 */
export function importedSaves(
  system: SystemId,
  statBlock: { Saves?: readonly NamedModifier[]; Abilities?: AbilityScores },
  who: string,
  notes: ImportNotes,
): { saves?: string } {
  const rules = getProcedures(system).saves;
  if (!rules) return {};
  const figures =
    rules.kind === 'ability'
      ? abilityFigures(rules, statBlock.Abilities ?? {}, who, notes)
      : listedFigures(rules, statBlock.Saves ?? []);
  const parts: string[] = [];
  for (const save of rules.saves) {
    const n = figures.get(save.id);
    if (n === undefined) continue;
    const part = `${save.short.fr} ${rules.kind === 'target' ? n : signed(n)}`;
    if ('error' in parseSaveFigures(rules, part)) {
      notes.add(FILE_WORDS.defenceUnread(FILE_WORDS.place(excerpt(who), IMPORT_FIELDS.saves), part));
    } else parts.push(part);
  }
  return parts.length === 0 ? {} : { saves: parts.join(' ') };
}
