import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n';

/** Props of a placeholder area. */
export interface ComingSoonProps {
  /** i18n key of the area's title. */
  titleKey: MessageKey;
  /** i18n key of what is coming. */
  textKey: MessageKey;
}

/** An area that a later piece of work fills: says what is coming, in the current language. */
export function ComingSoon({ titleKey, textKey }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Stack maw={720}>
      <Title order={2}>{t(titleKey)}</Title>
      <Alert title={t('coming.title')} variant="light">
        {t(textKey)}
      </Alert>
    </Stack>
  );
}
