/**
 * The locale of dates, times and numbers in each language of the interface: French of France, and
 * one English everywhere — British English (24-hour clock « 14:05 », day before month « 12/03 »,
 * « 1,250 ») — so that an English screen never mixes « 2:05 PM » with « 14:05 ».
 */
export const LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;

/** The locale of a language code (« en », « en-US », « fr »…): English → en-GB, anything else → fr-FR. */
export function localeOf(language: string): (typeof LOCALES)[keyof typeof LOCALES] {
  return language.toLowerCase().startsWith('en') ? LOCALES.en : LOCALES.fr;
}

/**
 * A count with the word of its plural form in the language's rules (Intl.PluralRules, what i18next's
 * `_one`/`_other` keys use): French « 0 état », « 1 état », « 2 états »; English « 1 state »,
 * « 0 states ». For the texts of shared/, which have no i18next: `counted('fr', n, 'état', 'états')`.
 */
export function counted(language: string, count: number, one: string, other: string): string {
  const form = new Intl.PluralRules(localeOf(language)).select(count);
  return `${count.toLocaleString(localeOf(language))} ${form === 'one' ? one : other}`;
}

/** The word alone, in the plural form `count` asks for (« placé » / « placés »). */
export function pluralWord(language: string, count: number, one: string, other: string): string {
  return new Intl.PluralRules(localeOf(language)).select(count) === 'one' ? one : other;
}
