import type { ESLint } from 'eslint';

/** Throws when the rooms table allows a circle (a two-way dependency). */
export function assertOneWay(rooms: Record<string, readonly string[]>): void;
/** Paravent's own ESLint rules: `rooms`, `module-state`, `system-names`. */
export const paraventPlugin: ESLint.Plugin;
