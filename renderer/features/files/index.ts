/**
 * Files feature (issue 9): what the tracker calls for the Fichier menu, drops, the association,
 * autosave and recovery. The tracker wires these to its commands ('file.open', 'file.save',
 * 'file.save-as', 'file.import', 'file.export' — FILE_COMMANDS of shared/ipc.ts).
 */
export {
  checkRecovery,
  exportEncounterFile,
  exportLibraryFile,
  importFile,
  onExternalFile,
  openEncounterFile,
  openRecentFile,
  readDroppedFile,
  restoreBackup,
  saveEncounter,
  saveEncounterAs,
  serializeEncounter,
  snapshotEncounter,
} from './encounter-files';
export { AUTOSAVE_THROTTLE_MS, createAutosave } from './autosave';
export type { Autosave, AutosaveTimers } from './autosave';
export { readIncoming } from './read-any';
export type { ImportTarget, IncomingResult } from './read-any';
export { FILES_TEXT } from './messages';
export { mayReplaceFight } from './file-bridge';
export { libraryOfRows, rowsOfLibrary } from './library-rows';
