import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RulesErrorCode } from '../../../shared/rules';

/**
 * The rules' refusal of a manoeuvre or a test: their own words in French; in English, their English
 * sentence where they give one (the refusals a GM meets at the table), else the kind of refusal.
 */
export function RefusalAlert({ message, code, en }: { message: string; code: RulesErrorCode; en?: string }) {
  const { t, i18n } = useTranslation();
  if (i18n.language !== 'en') return <Alert color="red">{message}</Alert>;
  return (
    <Alert color="red">{t('engine.text.rules', { reason: en ?? t(`engine.rulesReason.${code}`) })}</Alert>
  );
}
