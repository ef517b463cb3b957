/** The fight store (issue 14): the one owner of the live fight. See docs/fight-store.md. */
export {
  createFightStore,
  getFightStore,
  type FightProblem,
  type FightSnapshot,
  type FightStore,
  type FightStoreDeps,
  type NewEncounterChoice,
} from './fight-store';
export type {
  CommittedChange,
  DisplaySettings,
  FightListenerKind,
  FightListenerMap,
  ShownChange,
  ShownSource,
} from './fight-listeners';
export { createSavingStore, type SavingStore } from './saving-store';
export type { GestureStep } from './timeline';
export {
  publishPlayerViews,
  type PlayerViewPublisher,
  type PublisherDeps,
  type SentView,
} from './player-view-publisher';
export { phaseStep, runFightCommand, type FightCommand } from './fight-commands';
