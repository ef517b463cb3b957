import { IntegerInput } from '../../components/IntegerInput';
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
    <IntegerInput
      label={t('fight.retention')}
      description={t('fight.retentionHelp', { count: settings.keepFights })}
      value={settings.keepFights}
      min={KEEP_FIGHTS_RANGE.min}
      max={KEEP_FIGHTS_RANGE.max}
      w={320}
      onChange={() => undefined}
      onCommit={(value) => {
        // Stored when the GM is done (Enter, or leaving the field), and only a whole number within
        // the range: anything else stays typed, with the reason, and the setting as it was.
        if (value !== null && value >= KEEP_FIGHTS_RANGE.min && value <= KEEP_FIGHTS_RANGE.max)
          void writeSetting('keepFights', value);
      }}
    />
  );
}
