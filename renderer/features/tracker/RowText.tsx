import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../i18n/language';

/** What the cells of the rows translate with: one `useTranslation` for the whole list. */
export interface RowText {
  t: TFunction<'translation', undefined>;
  language: 'fr' | 'en';
}

const RowTextContext = createContext<RowText | null>(null);

/**
 * Gives the rows of the order their translation function. A row mounts a dozen small cells; each
 * calling `useTranslation` of its own cost more than the cell itself when the order changes and
 * twenty rows mount at once (rolling 2,000 initiatives, issue 17). The rows read it with
 * `useRowText`; a change of language renders them again (the value changes with it).
 */
export function RowTextProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const value = useMemo<RowText>(() => ({ t, language }), [t, language]);
  return <RowTextContext.Provider value={value}>{children}</RowTextContext.Provider>;
}

/** The rows' translation function and language; throws outside a list (a programming error). */
export function useRowText(): RowText {
  const text = useContext(RowTextContext);
  if (!text) throw new Error('useRowText outside the initiative list');
  return text;
}
