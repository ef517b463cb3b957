/**
 * What an import from another tool read and what it left (issue 29): a summary the GM sees after
 * Fichier › Importer, so that nothing is dropped silently. Lines are sentences in the interface's
 * language, built by import-messages.ts.
 */

/** The summary of one import. */
export interface ImportReport {
  /** The tool the file came from (« Combat Manager », « Foundry VTT (pf1) »). */
  source: string;
  /** What was read, one line per kind of thing. */
  read: string[];
  /** What was left, clamped or kept elsewhere (notes, custom effects), one line each. */
  left: string[];
}

/** Collects the lines of a report, each at most once. */
export interface ReportBuilder {
  read(line: string): void;
  left(line: string): void;
  done(): ImportReport;
}

/** Most lines kept under « left »: a file of 2,000 creatures does not list 2,000 lines. */
const MAX_LEFT_LINES = 60;

/** A builder for `source`. */
export function reportBuilder(source: string, overflow: (more: number) => string): ReportBuilder {
  const read = new Set<string>();
  const left = new Set<string>();
  let dropped = 0;
  return {
    read: (line) => void read.add(line),
    left(line) {
      if (left.has(line)) return;
      if (left.size < MAX_LEFT_LINES) left.add(line);
      else dropped += 1;
    },
    done: () => ({
      source,
      read: [...read],
      left: dropped > 0 ? [...left, overflow(dropped)] : [...left],
    }),
  };
}
