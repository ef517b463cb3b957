/**
 * Paravent's file formats (DESIGN §5): `paravent/encounter` and `paravent/library`, read through
 * one untrusted-input door (`readParaventFile`), written as canonical JSON; the Improved Initiative
 * import; the snapshot retention policy shared by both hosts; the files part of the host contract.
 */
export { canonicalJson } from './canonical-json';
export { encounterToFileText } from './encounter-file';
export type { EncounterFileData } from './encounter-schema';
export { libraryToFileText } from './library-file';
export type { Library, LibraryEntry } from './library-schema';
export {
  MAX_FILE_BYTES,
  PARAVENT_FILE_SUFFIX,
  suffixFor,
  PARAVENT_OLD_SUFFIX,
  withoutParaventSuffix,
  formatMegabytes,
} from './limits';
export { FILE_MESSAGES } from './messages';
export { readImportBatch } from './import-batch';
export type { BatchWords, LeftFile } from './import-batch';
export { parseJsonText, readParaventFile } from './read-file';
export type { ReadFailure, ReadResult } from './read-file';
export { importImprovedInitiative, looksLikeImprovedInitiative } from './improved-initiative';
export type { ImprovedInitiativeResult, ImprovedInitiativeTarget } from './improved-initiative';
export { snapshotsToDelete } from './retention';
export type { SnapshotReason, SnapshotStamp } from './retention';
export { parseSnapshotFileName, snapshotFileName } from './snapshot-names';
export type { SnapshotName } from './snapshot-names';
export { checkedEncounterText, fitHistory, snapshotEncounterText } from './write-check';
export type { CheckedText } from './write-check';
export { importImprovedInitiativeAsync } from './improved-initiative';
export type { ImportProgress, ImprovedInitiativeAsyncResult } from './improved-initiative';
export { bundleToText, readBundle } from './bundle';
export type { BundleRead } from './bundle';
