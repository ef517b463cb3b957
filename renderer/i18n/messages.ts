import type { fr } from './fr';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill: the French texts' keys, with any strings. */
export type Messages = Widen<typeof fr>;

/** Languages of the interface. */
export type Language = 'fr' | 'en';

/** Every language, French first. */
export const LANGUAGES: readonly Language[] = ['fr', 'en'];
