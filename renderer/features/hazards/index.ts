/** Hazards, timers and lair events in the order: their row line and their turn (shared/combat/hazards.ts). */
export { HazardBadge, HazardLine } from './HazardLine';
export { HazardTurn } from './HazardTurn';
export type { HazardTurnProps } from './HazardTurn';
