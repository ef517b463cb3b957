import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KEEP_FIGHTS_RANGE, writeSetting, type Settings } from '../../db';

/** Props of the retention setting. */
export interface FightRetentionSettingProps {
  settings: Settings;
}

/** Réglages › how many stored fights this browser keeps (and the rule, said in full). */
export function FightRetentionSetting({ settings }: FightRetentionSettingProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('fight.retention')}
      description={t('fight.retentionHelp', { count: settings.keepFights })}
      value={settings.keepFights}
      min={KEEP_FIGHTS_RANGE.min}
      max={KEEP_FIGHTS_RANGE.max}
      allowDecimal={false}
      clampBehavior="strict"
      w={320}
      onChange={(value) => {
        if (typeof value === 'number' && Number.isInteger(value)) void writeSetting('keepFights', value);
      }}
    />
  );
}
