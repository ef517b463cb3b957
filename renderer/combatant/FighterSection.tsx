import { Accordion, Checkbox, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIZE_NAMES, SIZES, type SystemId } from '../../shared/rules';
import { featName, fighterNumberKeys, formFeats, type FighterFields } from './fighter-fields';

/** Props of the manoeuvre stats part of the combatant form. */
export interface FighterSectionProps {
  system: SystemId;
  values: FighterFields;
  errors: Partial<Record<string, string>>;
  set(key: keyof FighterFields, value: string): void;
  /** Unfolded at first (editing a combatant that has stats). */
  open?: boolean;
}

/**
 * « Manœuvres »: BBA, For, Dex, Con, jambes (sf1: bonus d'attaque), taille, dons, stabilité —
 * what the manoeuvre wizards read, typed once. Folded unless asked open.
 */
export function FighterSection({ system, values, errors, set, open = false }: FighterSectionProps) {
  const { t, i18n } = useTranslation();
  const fr = !i18n.language.startsWith('en');
  const chosen = (values.feats ?? '').split(',').filter(Boolean);
  return (
    <Accordion variant="contained" defaultValue={open ? 'fighter' : null}>
      <Accordion.Item value="fighter">
        <Accordion.Control>
          {t('fighter.section')}
          <Text span size="xs" c="dimmed" ml="sm">
            {t('fighter.hint')}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <SimpleGrid cols={3}>
              {fighterNumberKeys(system).map((key) => (
                <TextInput
                  key={key}
                  label={t(`fighter.${key}`)}
                  inputMode="numeric"
                  value={values[key] ?? ''}
                  error={errors[key] || undefined}
                  onChange={(e) => set(key, e.currentTarget.value)}
                />
              ))}
              <Select
                label={t('fighter.size')}
                placeholder={t('fighter.sizePlaceholder')}
                clearable
                value={values.size ?? null}
                onChange={(v) => set('size', v ?? '')}
                data={SIZES.map((s) => ({ value: s, label: fr ? SIZE_NAMES[s].fr : SIZE_NAMES[s].en }))}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            <MultiSelect
              label={t('fighter.feats')}
              value={chosen}
              onChange={(v) => set('feats', v.join(','))}
              data={[...new Set([...formFeats(system), ...chosen])].map((f) => ({
                value: f,
                label: featName(f, i18n.language),
              }))}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
            <Checkbox
              label={t('fighter.stable')}
              checked={values.stable === 'true'}
              onChange={(e) => set('stable', String(e.currentTarget.checked))}
            />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
