import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../shared/combat';
import type { SystemId } from '../../shared/rules';
import { phraseEntry } from './phrase';
import { languageOf } from '../i18n/language';

/**
 * Phrases log lines in the language of the moment; a new function when the language changes, so
 * that components using it re-render the whole log.
 */
export function usePhrase(system: SystemId): (entry: LogEntry) => string {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  return useCallback((entry: LogEntry) => phraseEntry(entry, { t, language, system }), [t, language, system]);
}
