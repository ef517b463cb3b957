/**
 * Links inside an encounter that the schema alone cannot check: every id named in the surprise,
 * the effects and their durations must be a combatant of the file (the order and the current turn
 * are rebuilt from the initiative when wrong: repair.ts);
 * combatant and effect ids are unique; a condition must exist in the system's catalogue. Messages
 * name the field the French way ("ordre[2] : combattant inconnu « c-9 »").
 */
import { getSystem } from '../rules';
import type { EncounterFileData } from './encounter-schema';
import { frenchPath } from './labels';

type Path = (string | number)[];

function unknownId(path: Path, id: string): string {
  return `${frenchPath(path)} : combattant inconnu « ${id} »`;
}

function checkUnique(ids: readonly string[], what: string, path: string): string | null {
  const seen = new Set<string>();
  for (const [i, id] of ids.entries()) {
    if (seen.has(id)) return `${frenchPath([path, i, 'id'])} : ${what} en double « ${id} »`;
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
        `${frenchPath(['effects', i, 'what', 'conditionId'])} : état inconnu dans ce système « ${what.conditionId} »`,
      );
    }
  });
  return problems;
}

/** French sentences for every broken link (empty when the encounter holds together). */
export function referenceProblems(data: EncounterFileData): string[] {
  const ids = data.combatants.map((c) => c.id);
  const known = new Set<string>(ids);
  const problems: string[] = [];
  const dupC = checkUnique(ids, 'identifiant de combattant', 'combatants');
  if (dupC) problems.push(dupC);
  const dupE = checkUnique(
    data.effects.map((e) => e.id),
    "identifiant d'effet",
    'effects',
  );
  if (dupE) problems.push(dupE);
  data.surprise.aware.forEach((id, i) => {
    if (!known.has(id)) problems.push(unknownId(['surprise', 'aware', i], id));
  });
  return [...problems, ...effectProblems(data, known)];
}
