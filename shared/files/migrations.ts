/**
 * Migrations of the file formats (STYLE › Files are untrusted): `MIGRATIONS[format][i]` turns the
 * body of a version i+1 file into version i+2, so a file is migrated one version at a time, in
 * order, up to CURRENT_VERSION. A new version adds one function here, bumps CURRENT_VERSION and
 * adds its fixture under fixtures/.
 *
 * Version 2 (issue 18): the combat log holds message codes and parameters (shared/combat/log-codes.ts)
 * that the interface phrases in the GM's language. A version-1 line is French text: it is kept as
 * text and shown as is (no sentence is parsed back into a code). A library file is unchanged.
 *
 * Version 3 (issue 25): names that said a game system say a capability — the options `osrVariant`
 * and `osrRerollEachRound` become `phasedRoundOrder` and `rerollEachRound`, and three log codes
 * are renamed (shared/combat/legacy-names.ts). A library file is unchanged.
 */
import { TEXT_LIMITS } from '../limits';
import { withCapabilityNames } from '../combat/legacy-names';
import { CURRENT_VERSION, ENCOUNTER_FORMAT, LIBRARY_FORMAT } from './limits';

/** A migration: the body of a file of version n in, the body of version n+1 out. */
export type Migration = (body: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/** The known formats. */
export type FormatId = typeof ENCOUNTER_FORMAT | typeof LIBRARY_FORMAT;

/**
 * Encounter 1 → 2 (the body is the encounter object): every log line `{ round, text }` stays a text line (only those two fields kept, the text cut to the short-text limit as version 1 read it);
 * anything else in the log is left for the schema to judge.
 */
function encounterV1ToV2(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (!Array.isArray(body.log)) return { ...body };
  const log = body.log.map((line: unknown) =>
    typeof line === 'object' && line !== null && 'text' in line && 'round' in line
      ? {
          round: line.round,
          text: typeof line.text === 'string' ? line.text.slice(0, TEXT_LIMITS.logText) : line.text,
        }
      : line,
  );
  return { ...body, log };
}

/** Encounter 2 → 3: the capability names of options and log codes (issue 25). */
function encounterV2ToV3(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { ...(withCapabilityNames(body) as Record<string, unknown>) };
}

/** Migrations of each format; entry i migrates version i+1 to i+2. */
export const MIGRATIONS: Readonly<Record<FormatId, readonly Migration[]>> = {
  [ENCOUNTER_FORMAT]: [encounterV1ToV2, encounterV2ToV3],
  [LIBRARY_FORMAT]: [(body) => ({ ...body }), (body) => ({ ...body })],
};

/**
 * Applies the migrations from `fromVersion` up to `toVersion`, in order. The caller has checked
 * 1 ≤ fromVersion ≤ toVersion; a missing step throws (a programming error, caught by the tests).
 */
export function migrate(
  body: Readonly<Record<string, unknown>>,
  fromVersion: number,
  steps: readonly Migration[],
  toVersion = CURRENT_VERSION,
): Record<string, unknown> {
  let current: Record<string, unknown> = { ...body };
  for (let version = fromVersion; version < toVersion; version += 1) {
    const step = steps[version - 1];
    if (!step) throw new Error(`Migration manquante : version ${version} → ${version + 1}`);
    current = step(current);
  }
  return current;
}
