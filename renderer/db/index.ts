export { getDatabase, ParaventDatabase } from './database';
export {
  DEFAULT_SETTINGS,
  readSettings,
  requestPersistentStorage,
  useSettings,
  writeSetting,
  type Settings,
  type ThemeSetting,
} from './settings';
export type { DiceRollRow, ReferenceMark } from './database';
export {
  recordReferenceLookup,
  setReferencePinned,
  useReferencePins,
  useReferenceRecent,
  RECENT_LIMIT,
} from './reference';
export { clearDiceHistory, recordDiceRoll, useDiceHistory, DICE_HISTORY_LIMIT } from './dice';
