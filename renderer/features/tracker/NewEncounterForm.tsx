import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getSystem, SYSTEM_IDS, type SystemId } from '../../../shared/rules';
import { readInteger } from './CombatantForm';
import type { NewEncounterChoice } from './use-tracker-session';
import { textLimitProps } from '../../components/text-limit';
import { languageOf } from '../../i18n/language';

/** Props of the new-encounter form. */
export interface NewEncounterFormProps {
  /** The system picked first (the reference's system). */
  defaultSystem: SystemId;
  onCreate(choice: NewEncounterChoice): void;
  /** Shown when there is a fight to go back to. */
  onCancel?(): void;
}

/** "Nouvelle rencontre": a name, the system (dnd35, pf1, sf1, co, osr) and, optionally, a dice seed. */
export function NewEncounterForm({ defaultSystem, onCreate, onCancel }: NewEncounterFormProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  // Null until the GM types: the proposed name follows the interface's language (the settings may
  // switch it to English after the form is shown).
  const [typed, setName] = useState<string | null>(null);
  const name = typed ?? t('tracker.defaultName');
  const [system, setSystem] = useState<SystemId>(defaultSystem);
  const [seed, setSeed] = useState('');
  const [seedError, setSeedError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const n = readInteger(seed);
        if (n === null) {
          setSeedError(t('tracker.field.integer'));
          return;
        }
        onCreate({ name: name.trim() || t('tracker.defaultName'), system, seed: n });
      }}
    >
      <Stack maw={560}>
        <Title order={2}>{t('tracker.newEncounterTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('tracker.newEncounterHint')}
        </Text>
        <TextInput
          label={t('tracker.encounterName')}
          value={name}
          {...textLimitProps(name, 'encounterName', t)}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Radio.Group
          label={t('tracker.system')}
          value={system}
          onChange={(v) => setSystem(SYSTEM_IDS.find((s) => s === v) ?? defaultSystem)}
        >
          <Stack gap={6} mt={4}>
            {SYSTEM_IDS.map((id) => (
              <Radio key={id} value={id} label={getSystem(id).name[language]} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('tracker.seed')}
          description={t('tracker.seedHint')}
          inputMode="numeric"
          w={240}
          value={seed}
          error={seedError}
          onChange={(e) => {
            setSeed(e.currentTarget.value);
            setSeedError(null);
          }}
        />
        <Group>
          <Button type="submit">{t('tracker.create')}</Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('tracker.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
