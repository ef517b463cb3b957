/**
 * Files feature (issue 9): the Fichier menu, drops, the association, autosave and recovery — the
 * one door of the feature for the shell and the other features. The shell mounts `FileMenu`,
 * `FilesController` and `catchEarlyDrops`; the tracker wires `runFileCommand` to its commands
 * ('file.open', 'file.save', 'file.save-as', 'file.import', 'file.export' — FILE_COMMANDS of
 * shared/ipc.ts). Only light modules are imported here, so the shell's first bundle stays small:
 * the controller and the file formats (valibot, the readers) load after the first paint.
 */
import { lazy } from 'react';
import type { Encounter } from '../../../shared/combat';
import type { FilesApi, SaveFileResult } from '../../../shared/ipc';

export { FileMenu } from './FileMenu';
export { mayReplaceFight, runFileCommand } from './file-bridge';
export { catchEarlyDrops } from './early-drops';
export type { Autosave, AutosaveTimers } from './autosave';
export type { ImportTarget, IncomingResult } from './read-any';

/** The files controller (autosave, questions, drops, recovery), loaded lazily. */
export const FilesController = lazy(() => import('./FilesController'));

/** Exporter la rencontre: saves a fight as a file (the file formats load on first use). */
export async function exportEncounterFile(encounter: Encounter, api?: FilesApi): Promise<SaveFileResult> {
  const files = await import('./encounter-files');
  return files.exportEncounterFile(encounter, api);
}
