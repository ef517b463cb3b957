export { getDatabase, ParaventDatabase } from './database';
export { deleteFight, fightsToPrune } from './fight-retention';
export { storageTrouble, type StorageTrouble } from './storage-errors';
export {
  followSettings,
  KEEP_FIGHTS_RANGE,
  playerViewSettingsOf,
  readSettings,
  requestPersistentStorage,
  useSettings,
  writeSetting,
  type Settings,
  type NewcomersSetting,
  type ThemeSetting,
} from './settings';
export type { DiceRollRow, PlayerViewRow, ReferenceMark } from './database';
export { useDisplayFeed } from './display-feed';
export { readFightEarly, takeEarlyFightRead } from './early-fight-read';
export type { CurrentFight } from './fight-read';
export { readPlayerView, storePlayerView } from './player-view';
export { sendDisplayChoice, sendPlayerView, type StampedView } from './player-view-channel';
export { recordReferenceLookup, setReferencePinned, useReferencePins, useReferenceRecent } from './reference';
export { clearDiceHistory, recordDiceRoll, useDiceHistory } from './dice';
export type {
  CheckpointRow,
  EncounterEventRow,
  EncounterFileLink,
  EncounterRow,
  LibraryRow,
} from './database';
export {
  adoptEncounter,
  makeEncounterCurrent,
  markPartyWrittenBack,
  readFileLink,
  readPartyWrittenBack,
  useOpenedFight,
  writeFileLink,
} from './file-links';
export {
  claimWriter,
  createEncounterRecord,
  currentFightId,
  dropRedoTail,
  loadEarlierHistory,
  loadStoredFight,
  rowStamp,
  setHistoryStart,
  writeCheckpoint,
  writeFightChanges,
  WriterLostError,
  type FightWrite,
  type StoredFight,
} from './fights';
export {
  deleteLibraryEntry,
  listAllLibrary,
  saveLibraryEntries,
  saveLibraryEntry,
  useLibrary,
} from './library';
export { prefetchAllLibrary, takeLibraryEntries, useAllLibrary } from './library';
export { libraryOfRows, rowsOfLibrary } from './library-file';
export {
  deleteEncounter,
  duplicateEncounter,
  readStoredFight,
  renameEncounter,
  restoreEncounter,
  useEncounterList,
  type DeletedFight,
  type EncounterListItem,
  type WholeFight,
} from './encounter-list';
export {
  readLibrarySettings,
  useLibrarySettings,
  writeLibrarySetting,
  type LibrarySettings,
} from './library-settings';
export {
  exportEverything,
  importEverything,
  useFightCount,
  type ImportOutcome,
  type ImportSummary,
} from './data-transfer';
