/**
 * Links inside an encounter that the schema alone cannot check: every id named in the surprise,
 * the effects and their durations must be a combatant of the file (the order and the current turn
 * are rebuilt from the initiative when wrong: repair.ts);
 * combatant and effect ids are unique; a condition must exist in the system's catalogue. Messages
 * name the field in the interface's language ("effets[2].cible : combattant inconnu « c-9 »").
 */
import { getSystem } from '../rules';
import type { EncounterFileData } from './encounter-schema';
import { fieldPath } from './labels';
import { FILE_WORDS } from './messages';

type Path = (string | number)[];

function unknownId(path: Path, id: string): string {
  return FILE_WORDS.at(fieldPath(path), FILE_WORDS.unknownCombatant(id));
}

function checkUnique(ids: readonly string[], what: 'combatant' | 'effect', path: string): string | null {
  const seen = new Set<string>();
  for (const [i, id] of ids.entries()) {
    if (seen.has(id)) return FILE_WORDS.at(fieldPath([path, i, 'id']), FILE_WORDS.duplicate(what, id));
    seen.add(id);
  }
  return null;
}

function effectProblems(data: EncounterFileData, known: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const catalogue = getSystem(data.system).conditions;
  data.effects.forEach((e, i) => {
    if (!known.has(e.target)) problems.push(unknownId(['effects', i, 'target'], e.target));
    if (e.source !== undefined && !known.has(e.source))
      problems.push(unknownId(['effects', i, 'source'], e.source));
    const d = e.duration;
    const linked =
      d.kind === 'until-turn-start' || d.kind === 'until-turn-end'
        ? d.combatantId
        : d.kind === 'concentration'
          ? d.sourceId
          : null;
    if (linked !== null && !known.has(linked)) problems.push(unknownId(['effects', i, 'duration'], linked));
    const what = e.what;
    // A catalogue still empty (system being written) accepts any id, as the engine does.
    if (
      what.kind === 'condition' &&
      catalogue.length > 0 &&
      !catalogue.some((c) => c.id === what.conditionId)
    ) {
      problems.push(
        FILE_WORDS.at(
          fieldPath(['effects', i, 'what', 'conditionId']),
          FILE_WORDS.unknownCondition(what.conditionId),
        ),
      );
    }
  });
  return problems;
}

/** Sentences for every broken link (empty when the encounter holds together). */
export function referenceProblems(data: EncounterFileData): string[] {
  const ids = data.combatants.map((c) => c.id);
  const known = new Set<string>(ids);
  const problems: string[] = [];
  const dupC = checkUnique(ids, 'combatant', 'combatants');
  if (dupC) problems.push(dupC);
  const dupE = checkUnique(
    data.effects.map((e) => e.id),
    'effect',
    'effects',
  );
  if (dupE) problems.push(dupE);
  data.surprise.aware.forEach((id, i) => {
    if (!known.has(id)) problems.push(unknownId(['surprise', 'aware', i], id));
  });
  return [...problems, ...effectProblems(data, known)];
}
