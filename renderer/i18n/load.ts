import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerFrenchFormats } from './elision';
import { fr } from './fr';
import type { Language, MessageKey, Messages } from './messages';

// The GM window's texts: French (the default and the fallback) comes with the first load; English
// (interface and combat log) is a chunk of its own, fetched when the stored language is English
// (before the shell renders: no French flash) or right after the first paint otherwise, so that
// the language switch finds it there. createI18n (index.ts) keeps both bundled, for the tests and
// the player display.

/** The texts loaded so far, by language (French always). */
const loaded: Partial<Record<Language, Messages>> = { fr };

const loaders: Record<Language, () => Promise<Messages>> = {
  fr: () => Promise.resolve(fr),
  en: () => import('./en').then((m) => m.en),
};

/**
 * The instance `translate` speaks through outside React: the same tables as the GM window's (French
 * at once, English once loaded), initialised on first use.
 */
const outsideReact = i18next.createInstance();

/** Creates the GM window's i18next instance, in French; `loadLanguage` adds the other language. */
export function createAppI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    resources: { fr: { translation: fr } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  registerFrenchFormats(instance);
  return instance;
}

/** Records texts already at hand (createI18n bundles both languages), for `loadedMessages`. */
export function registerMessages(language: Language, messages: Messages): void {
  loaded[language] = messages;
}

/** Fetches a language's texts (once) and adds them to the instance; resolves when they are there. */
export async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return;
  const messages = loaded[language] ?? (await loaders[language]());
  loaded[language] = messages;
  instance.addResourceBundle(language, 'translation', messages, true, true);
}

/** The texts of a language if they are loaded, else the French ones (the crash screen reads them). */
export function loadedMessages(language: string): Messages {
  return (language === 'en' ? loaded.en : undefined) ?? fr;
}

/** The interface's language as the page says it (`<html lang>`, set by the app at each change). */
export function pageLanguage(): Language {
  return typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'fr';
}

/**
 * A text of the interface outside React (a notice of the files controller…), from the same tables
 * and with the same plural forms as `t`, in the page's language at the moment it is shown.
 */
export function translate(key: MessageKey, options: Record<string, unknown> = {}): string {
  const instance = outsideReact;
  if (!instance.isInitialized)
    void instance.init({
      lng: 'fr',
      fallbackLng: 'fr',
      resources: { fr: { translation: fr } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  const language = pageLanguage();
  const messages = loaded[language];
  if (messages && !instance.hasResourceBundle(language, 'translation'))
    instance.addResourceBundle(language, 'translation', messages, true, true);
  return instance.t(key, { ...options, lng: language });
}
