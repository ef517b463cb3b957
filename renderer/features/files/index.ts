/**
 * Files feature (issue 9): what the tracker calls for the Fichier menu, drops, the association,
 * autosave and recovery. The tracker wires these to its commands ('file.open', 'file.save',
 * 'file.save-as', 'file.import', 'file.export' — FILE_COMMANDS of shared/ipc.ts).
 */
export { exportEncounterFile } from './encounter-files';
export type { Autosave, AutosaveTimers } from './autosave';
export type { ImportTarget, IncomingResult } from './read-any';
export { mayReplaceFight } from './file-bridge';
