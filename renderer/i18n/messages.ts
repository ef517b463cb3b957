import type { fr } from './fr';
import type { ParseKeys } from 'i18next';

/** Every string of an `as const` text tree widened to `string`. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must fill: the French texts' keys, with any strings. */
export type Messages = Widen<typeof fr>;

/** Languages of the interface. */
export type Language = 'fr' | 'en';

/** Every language, French first. */
export const LANGUAGES: readonly Language[] = ['fr', 'en'];

/** Any key of the interface's texts, as `t()` takes it ("tracker.log"): a typo is a type error. */
export type MessageKey = ParseKeys;
