import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Loader, Radio, Select, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings, writeSetting, type NewcomersSetting, type ThemeSetting } from '../../db';
import { LANGUAGES } from '../../i18n';
import { DataSettings } from './DataSettings';
import { DisplaySettings } from './DisplaySettings';
import { FightRetentionSetting } from './FightRetentionSetting';
import { languageOf } from '../../i18n/language';
import { hashDetail } from '../../commands/use-area';

/** Réglages › Raccourcis, loaded when its tab opens (its key capture and table wait till then). */
const ShortcutSettings = lazy(() =>
  import('./ShortcutSettings').then((m) => ({ default: m.ShortcutSettings })),
);

/** The tabs of Réglages; the URL says which is open (« #/settings/shortcuts »). */
const TABS = ['general', 'shortcuts'] as const;
type SettingsTab = (typeof TABS)[number];

function tabFromHash(): SettingsTab {
  const detail = hashDetail();
  return TABS.find((tab) => tab === detail) ?? 'general';
}

/** The open tab of Réglages, kept in the URL hash (the palette's « Changer les raccourcis » opens one). */
function useSettingsTab(): [SettingsTab, (tab: SettingsTab) => void] {
  const [tab, setTab] = useState(tabFromHash);
  useEffect(() => {
    const onHash = () => setTab(tabFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const choose = (next: SettingsTab) => {
    window.location.hash = next === 'general' ? '/settings' : `/settings/${next}`;
    setTab(next);
  };
  return [tab, choose];
}

const THEMES: readonly ThemeSetting[] = ['light', 'dark', 'auto'];
const NEWCOMERS: readonly NewcomersSetting[] = ['until-initiative', 'until-revealed'];

/**
 * Réglages: « Général » (language, theme, what the player display shows, whether the browser keeps
 * the data, Données) and « Raccourcis » (the keys, renderer/features/settings/ShortcutSettings.tsx).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useSettingsTab();
  return (
    <Stack maw={tab === 'shortcuts' ? 880 : 640}>
      <Title order={2}>{t('settings.title')}</Title>
      <Tabs value={tab} onChange={(value) => setTab(TABS.find((x) => x === value) ?? 'general')}>
        <Tabs.List>
          <Tabs.Tab value="general">{t('settings.tabGeneral')}</Tabs.Tab>
          <Tabs.Tab value="shortcuts">{t('settings.tabShortcuts')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general" pt="md">
          {tab === 'general' && <GeneralSettings />}
        </Tabs.Panel>
        <Tabs.Panel value="shortcuts" pt="md">
          {tab === 'shortcuts' && (
            <Suspense fallback={<Loader size="sm" />}>
              <ShortcutSettings />
            </Suspense>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** Réglages › Général: language, theme, the player display, newcomers, retention, storage, Données. */
function GeneralSettings() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [persisted, setPersisted] = useState<boolean>();
  useEffect(() => {
    void navigator.storage?.persisted?.().then(setPersisted);
  }, []);
  if (!settings) return null;
  return (
    <Stack>
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
