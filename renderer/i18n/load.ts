import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerFrenchFormats } from './elision';
import { fr } from './fr';
import type { Language, Messages } from './messages';

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
