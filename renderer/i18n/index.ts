import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerFrenchFormats } from './elision';
import { fr } from './fr';
import { en } from './en';
import type { Language } from './messages';
import { registerMessages } from './load';

export { LANGUAGES } from './messages';
export type { Language, MessageKey, Messages } from './messages';

/**
 * Creates the i18next instance of a page. French is the default and the fallback; every visible
 * string of the interface goes through it. Both languages are bundled (the tests, the player display);
 * the GM window loads English apart (load.ts).
 */
export function createI18n(language: Language = 'fr'): i18n {
  registerMessages('en', en);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'fr',
    resources: { fr: { translation: fr }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  registerFrenchFormats(instance);
  return instance;
}
