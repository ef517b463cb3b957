/**
 * Several files imported at once (issue 29: a folder of Foundry VTT actors, several libraries): the
 * libraries read become one, imported in one gesture, with one summary that names each file — what
 * was read from it, what was left, and every file that was not imported, with why. An encounter is
 * imported on its own (it replaces the fight on screen): among several files it is left, and said.
 */
import { COUNT_LIMITS } from '../../../shared/limits';
import type { LeftFile } from '../../../shared/files';
import { FILES_TEXT } from './messages';
import { refused, type IncomingResult } from './read-any';

/** A file of the batch and what reading it gave. */
export interface BatchRead {
  name: string;
  result: IncomingResult;
}

type LibraryRead = Extract<IncomingResult, { kind: 'library' }>;

/** The libraries of `reads` as one import, or why nothing could be imported. */
export function mergeImports(reads: readonly BatchRead[], left: readonly LeftFile[] = []): IncomingResult {
  if (reads.length === 1 && left.length === 0) return reads[0].result;
  const libraries: { name: string; result: LibraryRead }[] = [];
  const notImported = left.map((f) => `${f.name} : ${f.message}`);
  for (const { name, result } of reads) {
    if (result.ok && result.kind === 'library') libraries.push({ name, result });
    else if (result.ok) notImported.push(FILES_TEXT.batchEncounter(name));
    else if (!result.cancelled) notImported.push(`${name} : ${result.message}`);
  }
  const total = reads.length + left.length;
  const [first] = libraries;
  if (!first) return refused(FILES_TEXT.batchNothing(total), notImported);
  const max = COUNT_LIMITS.libraryEntries;
  const entries = libraries.flatMap((l) => l.result.library.entries);
  // What each file left, then the files not imported, then what the library could not take.
  const leftLines = libraries.flatMap(({ name, result }) =>
    (result.report?.left ?? []).map((line) => `${name} — ${line}`),
  );
  leftLines.push(...notImported);
  if (entries.length > max) leftLines.push(FILES_TEXT.batchEntriesCut(entries.length - max, max));
  const readLines = libraries.flatMap(({ name, result }) =>
    result.report
      ? result.report.read.map((line) => `${name} — ${line}`)
      : [`${name} — ${FILES_TEXT.importedLibrary(result.library.entries.length)}`],
  );
  const sources = [...new Set(libraries.map((l) => l.result.report?.source ?? 'Paravent'))];
  return {
    ok: true,
    kind: 'library',
    library: { name: first.result.library.name, entries: entries.slice(0, max) },
    name: first.name,
    migratedFrom: null,
    repairs: libraries.flatMap(({ name, result }) => result.repairs.map((r) => `${name} — ${r}`)),
    report: {
      source: `${sources.join(', ')} — ${FILES_TEXT.batchFiles(total)}`,
      read: readLines,
      left: leftLines,
    },
  };
}
