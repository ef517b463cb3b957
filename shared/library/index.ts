/** La bibliothèque, pure: stat blocks, search, party state, rests, XP, the end-of-fight summary. */
export type { FreeManeuver, LibraryAttack, LibraryStats, PartyCondition, PartyState } from './entry';
export { FREE_MANEUVERS } from './entry';
export { foldText, LibraryIndex, searchTextOf } from './search';
export type { LibraryFilter, SearchableEntry } from './search';
export { partyJoinSteps, partyWriteBack } from './party';
export type { PartyMember, PartyStep, PartyWriteBack } from './party';
export { previewRest } from './rest';
export type { RestKind, RestLine, RestMember, RestRecovered, RestWhy, StaminaNote } from './rest';
export { creatureXp } from './xp';
export type { XpRule } from './xp';
export { fightSummary, logJson, logMarkdown } from './fight-summary';
export type { FightSummary, SummaryLine } from './fight-summary';
