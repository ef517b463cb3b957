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
