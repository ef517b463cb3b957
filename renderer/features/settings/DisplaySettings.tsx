import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HEALTH_DISPLAYS, SIDES } from '../../../shared/combat/player-view-settings';
import type { HealthDisplay } from '../../../shared/combat/player-view';
import type { Side } from '../../../shared/combat/types';
import { writeSetting, type Settings } from '../../db';

/** Props of the « Affichage joueurs » section. */
export interface DisplaySettingsProps {
  settings: Settings;
}

/** « Affichage joueurs »: for each side, whether the players see exact HP, a band, or nothing. */
export function DisplaySettings({ settings }: DisplaySettingsProps) {
  const { t } = useTranslation();
  const choose = (side: Side, value: string) => {
    const shown = HEALTH_DISPLAYS.find((h): h is HealthDisplay => h === value);
    if (shown) void writeSetting('displayHealth', { ...settings.displayHealth, [side]: shown });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="settings-display">
      <Title order={3} id="settings-display">
        {t('settings.display')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.displayHint')}
      </Text>
      {SIDES.map((side) => (
        <Group key={side} justify="space-between" wrap="nowrap">
          <Text id={`display-side-${side}`}>{t(`settings.displaySide.${side}`)}</Text>
          <SegmentedControl
            aria-labelledby={`display-side-${side}`}
            value={settings.displayHealth[side]}
            onChange={(value) => choose(side, value)}
            data={HEALTH_DISPLAYS.map((h) => ({ value: h, label: t(`settings.displayHealth.${h}`) }))}
          />
        </Group>
      ))}
    </Stack>
  );
}
