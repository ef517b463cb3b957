/**
 * The interface's language, said once (issue 25): French unless English is asked for, whatever the
 * value comes from (i18next's current language, a stored setting, a picker). A light module: the
 * shell and every chunk may import it without the English texts.
 */
import { useTranslation } from 'react-i18next';
import type { Language } from './messages';

/** English for 'en', French for anything else (French is the default and the fallback). */
export function languageOf(value: unknown): Language {
  return value === 'en' ? 'en' : 'fr';
}

/** The language the interface shows now, in a component. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.language);
}
