import { useEffect, useState } from 'react';
import { Alert, Radio, Select, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings, writeSetting, type NewcomersSetting, type ThemeSetting } from '../../db';
import { LANGUAGES } from '../../i18n';
import { DataSettings } from './DataSettings';
import { DisplaySettings } from './DisplaySettings';
import { FightRetentionSetting } from './FightRetentionSetting';
import { languageOf } from '../../i18n/language';

const THEMES: readonly ThemeSetting[] = ['light', 'dark', 'auto'];
const NEWCOMERS: readonly NewcomersSetting[] = ['until-initiative', 'until-revealed'];

/** Réglages: language, theme, what the player display shows, and whether the browser keeps the data. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [persisted, setPersisted] = useState<boolean>();
  useEffect(() => {
    void navigator.storage?.persisted?.().then(setPersisted);
  }, []);
  if (!settings) return null;
  return (
    <Stack maw={640}>
      <Title order={2}>{t('settings.title')}</Title>
      <Select
        label={t('settings.language')}
        value={settings.language}
        allowDeselect={false}
        data={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
        onChange={(value) => void writeSetting('language', languageOf(value))}
      />
      <Radio.Group
        label={t('settings.theme')}
        value={settings.theme}
        onChange={(value) => void writeSetting('theme', THEMES.find((th) => th === value) ?? 'auto')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="light" label={t('settings.themeLight')} />
          <Radio value="dark" label={t('settings.themeDark')} />
          <Radio value="auto" label={t('settings.themeAuto')} />
        </Stack>
      </Radio.Group>
      <DisplaySettings settings={settings} />
      <Radio.Group
        label={t('screen.newcomers')}
        description={t('screen.newcomersHint')}
        value={settings.newcomers}
        onChange={(value) =>
          void writeSetting('newcomers', NEWCOMERS.find((n) => n === value) ?? 'until-initiative')
        }
      >
        <Stack gap="xs" mt="xs">
          <Radio value="until-initiative" label={t('screen.newcomersUntilInitiative')} />
          <Radio value="until-revealed" label={t('screen.newcomersUntilRevealed')} />
        </Stack>
      </Radio.Group>
      <FightRetentionSetting settings={settings} />
      {persisted !== undefined && (
        <Alert title={t('settings.storage')} color={persisted ? 'green' : 'yellow'} variant="light">
          {persisted ? t('settings.storagePersisted') : t('settings.storageNotPersisted')}
        </Alert>
      )}
      <DataSettings />
    </Stack>
  );
}
