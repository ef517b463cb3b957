/** The words of a name ("rollInitiativeCo" → roll, initiative, co). */
export function nameWords(name: string): string[];
/** The system id a name contains as one of several words, or undefined. */
export function systemWordOf(name: string, systems: readonly string[]): string | undefined;
