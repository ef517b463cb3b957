import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RulesErrorCode } from '../../../shared/rules';

/**
 * The rules' refusal of a manoeuvre or a test: their own words in French; in English, the kind of
 * refusal (the rules write French sentences only), as the engine's refusals are phrased.
 */
export function RefusalAlert({ message, code }: { message: string; code: RulesErrorCode }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="red">
      {i18n.language === 'en' ? t('engine.text.rules', { reason: t(`engine.rulesReason.${code}`) }) : message}
    </Alert>
  );
}
