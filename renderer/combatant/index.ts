/**
 * What several features need to know of a combatant: how its numbers are typed and read, its
 * defences and stat-block fields, the names of its conditions and reminders, and what a row may
 * ask of the tracker that hosts it. It sits below the features (tracker, library, conditions,
 * stamina…) so that none of them has to reach into another for it.
 */
export { conditionName, healthBadge, reminderColor, reminderText } from './labels';
export { readInteger } from './integer-field';
export {
  defenceShortLabel,
  defencesSummary,
  systemDefences,
  usesInitScore,
  type DefenceKey,
} from './defences';
export {
  FIGHTER_LIMITS,
  fieldsOfFighter,
  fighterOfFields,
  fighterSummary,
  hasFighterStats,
  SIZE_LETTERS,
  sizeOfWord,
  type FighterFields,
} from './fighter-fields';
export { FighterSection } from './FighterSection';
export { TrackerActionsContext, useTrackerActions, type TrackerActions } from './row-actions';
export { setTicked, tickedMembers } from './ticked';
