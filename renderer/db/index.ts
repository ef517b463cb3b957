export { getDatabase, ParaventDatabase } from './database';
export { fightsToDrop, pruneFights } from './fight-retention';
export {
  DEFAULT_SETTINGS,
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
export {
  PLAYER_VIEW_ROW_ID,
  publishPlayerView,
  readPlayerView,
  usePlayerView,
  usePublishPlayerView,
} from './player-view';
export {
  recordReferenceLookup,
  setReferencePinned,
  useReferencePins,
  useReferenceRecent,
  RECENT_LIMIT,
} from './reference';
export { clearDiceHistory, recordDiceRoll, useDiceHistory, DICE_HISTORY_LIMIT } from './dice';
export type {
  CheckpointRow,
  EncounterEventRow,
  EncounterFileLink,
  EncounterRow,
  LibraryRow,
} from './database';
export { adoptEncounter, makeEncounterCurrent, readFileLink, writeFileLink } from './file-links';
export {
  claimWriter,
  createEncounterRecord,
  currentFightId,
  dropRedoTail,
  loadEarlierHistory,
  latestFightState,
  loadStoredFight,
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
  listLibrary,
  saveLibraryEntries,
  saveLibraryEntry,
  useLibrary,
} from './library';
export { takeLibraryEntries, useAllLibrary } from './library';
export {
  deleteEncounter,
  duplicateEncounter,
  listEncounters,
  readStoredFight,
  renameEncounter,
  restoreEncounter,
  useEncounterList,
  type DeletedFight,
  type EncounterListItem,
  type WholeFight,
} from './encounter-list';
export {
  DEFAULT_LIBRARY_SETTINGS,
  readLibrarySettings,
  useLibrarySettings,
  writeLibrarySetting,
  type LibrarySettings,
} from './library-settings';
