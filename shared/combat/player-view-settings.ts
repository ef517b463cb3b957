/** What the player display may show, as the GM set it: a light module (no rules data). */
import type { Side } from './types';

/** How the display shows one side's health: the numbers, a band, or nothing. */
export type HealthDisplay = 'exact' | 'band' | 'hidden';

/** Every way to show health, in the order the settings list them. */
export const HEALTH_DISPLAYS: readonly HealthDisplay[] = ['exact', 'band', 'hidden'];

/** Every side, in the order the settings list them. */
export const SIDES: readonly Side[] = ['pc', 'ally', 'enemy', 'neutral'];

/** A health band: « indemne », « blessé », « en sang », « hors de combat ». */
export type HpBand = 'healthy' | 'hurt' | 'bloodied' | 'down';

/** What the GM chose to show the players. */
export interface PlayerViewSettings {
  /** Health shown for each side. */
  health: Record<Side, HealthDisplay>;
  /** The reference table pinned on the display ('table:<id>'), or null. */
  pinnedTable: string | null;
  /** Show the turn clock to the players (issue 28). Default false. */
  turnClock?: boolean;
}

/** Numbers for the player characters, bands for everyone else (issue: « bandes pour les ennemis »). */
export const DEFAULT_PLAYER_VIEW_SETTINGS: PlayerViewSettings = {
  health: { pc: 'exact', ally: 'band', enemy: 'band', neutral: 'band' },
  pinnedTable: null,
  turnClock: false,
};
