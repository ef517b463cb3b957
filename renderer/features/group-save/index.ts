/** The group save dialog (issue 28 part 1): saves for a group and area damage in one gesture. */
export { GroupSaveHost } from './GroupSaveDialog';
export type { GroupSaveHostProps } from './GroupSaveDialog';
export { openGroupSave } from './open-group-save';
