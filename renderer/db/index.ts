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
