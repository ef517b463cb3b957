/**
 * The largest fight a Paravent file may hold, as plain numbers with no import: the file reader
 * (shared/files/limits.ts) loads them without the engine and the rules (DESIGN §6: what the GM
 * window loads first). The engine's check is in size-limits.ts.
 */

/** Most combatants in one fight. */
export const MAX_COMBATANTS = 2_000;
/** Most effects in one fight. */
export const MAX_EFFECTS = 50_000;
