import { Alert, Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NaturalFlag } from '../../../shared/rules';
import { languageOf } from '../../i18n/language';

/** Props of the natural 1/20 notice. */
export interface NaturalNoticeProps {
  flag: NaturalFlag;
  /** The multiplier waiting for the next (damage) roll, when the flag offers one. */
  pending: number | undefined;
  onPendingChange(multiplier: number | undefined): void;
}

/**
 * What the last d20's natural 1 or 20 means in the fight's system — « Réussite critique … DM ×2 »
 * in CO, « Menace de critique » in 3.5/PF1 — and, for a critical that needs no confirmation (CO),
 * the next roll's damage multiplied (checked by default, the GM can uncheck it).
 */
export function NaturalNotice({ flag, pending, onPendingChange }: NaturalNoticeProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const good = flag.natural === 20;
  return (
    <Alert
      color={good ? 'green' : 'red'}
      variant="light"
      p="xs"
      data-testid="dice-natural"
      data-kind={flag.kind}
      title={t(`diceNaturals.${flag.kind}`)}
    >
      <Stack gap={4}>
        <span title={flag.source}>{flag.text[language]}</span>
        {flag.damageMultiplier !== undefined && (
          <Checkbox
            label={t('diceNaturals.multiplyNext', { multiplier: flag.damageMultiplier })}
            checked={pending !== undefined}
            onChange={(e) => onPendingChange(e.currentTarget.checked ? flag.damageMultiplier : undefined)}
          />
        )}
      </Stack>
    </Alert>
  );
}
