/**
 * Migrations of the file formats (STYLE › Files are untrusted): `MIGRATIONS[format][i]` turns the
 * body of a version i+1 file into version i+2, so a file is migrated one version at a time, in
 * order, up to CURRENT_VERSION. Version 1 is the first format: there is nothing to migrate yet. A
 * new version adds one function here, bumps CURRENT_VERSION and adds its fixture under fixtures/.
 */
import { CURRENT_VERSION, ENCOUNTER_FORMAT, LIBRARY_FORMAT } from './limits';

/** A migration: the body of a file of version n in, the body of version n+1 out. */
export type Migration = (body: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/** The known formats. */
export type FormatId = typeof ENCOUNTER_FORMAT | typeof LIBRARY_FORMAT;

/** Migrations of each format; entry i migrates version i+1 to i+2. */
export const MIGRATIONS: Readonly<Record<FormatId, readonly Migration[]>> = {
  [ENCOUNTER_FORMAT]: [],
  [LIBRARY_FORMAT]: [],
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
