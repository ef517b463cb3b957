/**
 * A text field held to the table of limits (shared/limits.ts, issue 24): the browser stops the
 * GM's typing (and cuts a paste) at the limit, and the field says why once it is reached, so the GM
 * learns the limit while typing rather than from a refusal later.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { TEXT_LIMITS, type TextLimit } from '../../shared/limits';

/** The interface's language as the page says it (`<html lang>`). */
function pageLocale(): string {
  return typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en-GB' : 'fr-FR';
}

/**
 * Props of a field whose text has the table's `limit`: `maxLength`, and a description saying the
 * limit once `value` reaches it (else `description`, the field's own).
 */
export function textLimitProps(
  value: string,
  limit: TextLimit,
  t: TFunction,
  description?: ReactNode,
): {
  maxLength: number;
  description?: ReactNode;
  inputWrapperOrder?: ('label' | 'input' | 'description' | 'error')[];
} {
  const max = TEXT_LIMITS[limit];
  if (value.length < max) return { maxLength: max, description };
  // Under the field, where the GM is looking, and without moving it off its row's line.
  return {
    maxLength: max,
    description: t('limits.reached', { max: max.toLocaleString(pageLocale()) }),
    inputWrapperOrder: ['label', 'input', 'description', 'error'],
  };
}
