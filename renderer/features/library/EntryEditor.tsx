import { phraseRefusal } from '../../log';
import { useState } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getProcedures, getSystem, SYSTEM_IDS, type SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { FREE_MANEUVERS } from '../../../shared/library';
import { systemDefences, usesInitScore, FighterSection, hasFighterStats } from '../../combatant';
import { systemName } from './system-name';
import {
  ATTACK_LINES,
  blankValues,
  rowOfValues,
  validateEntry,
  valuesOfRow,
  type EntryError,
  type EntryValues,
} from './entry-form';
import { textLimitProps } from '../../components/text-limit';
import type { TextLimit } from '../../../shared/limits';
import { languageOf } from '../../i18n/language';

/** The table's limit of a text field of a stat block (shared/limits.ts). */
function entryLimit(key: string): TextLimit {
  if (key === 'nameEn') return 'combatantName';
  if (key === 'resources') return 'notes';
  if (key === 'cr' || key === 'hd' || key.startsWith('atkCrit')) return 'statShort';
  // Tags are typed in one field, a comma between them: the field holds them all.
  if (key === 'tags') return 'notes';
  if (key === 'damageDefences') return 'damageDefences';
  if (key === 'saves') return 'saves';
  return 'statText';
}

/** Props of the stat block editor. */
export interface EntryEditorProps {
  /** The entry edited; absent: a new one of `kind` in `system`. */
  editing?: LibraryRow;
  kind: LibraryRow['kind'];
  system: SystemId;
  onClose(): void;
  /** Saves the row (new id for a new entry). */
  onSave(row: LibraryRow): void;
}

const SIDES = ['enemy', 'pc', 'ally', 'neutral'] as const;

/**
 * La fiche: name (FR, EN), side, HP (a number or « 4d8+4 »), initiative, the system's defences,
 * manoeuvre stats, attacks, saves, speed, CR/XP or HD, tags, source, GM notes; a party member also
 * its level and its state between fights.
 */
export function EntryEditor({ editing, kind, system, onClose, onSave }: EntryEditorProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'fr';
  const [v, setV] = useState<EntryValues>(() => (editing ? valuesOfRow(editing) : blankValues(kind, system)));
  const [errors, setErrors] = useState<Record<string, EntryError>>({});
  const sys = SYSTEM_IDS.find((s) => s === v.system) ?? system;
  const set = (key: string, value: string) => {
    setV((old) => ({ ...old, [key]: value }));
    setErrors((old) => {
      const { [key]: _gone, ...rest } = old;
      return rest;
    });
  };
  const message = (key: string): string | undefined => {
    const e = errors[key];
    if (!e) return undefined;
    if ('refusal' in e) return phraseRefusal(e.refusal, t, languageOf(i18n.language));
    return 'text' in e ? e.text : t(e.key, e.values);
  };
  const field = (key: string, label: string, extra: { placeholder?: string; numeric?: boolean } = {}) => (
    <TextInput
      key={key}
      label={label}
      placeholder={extra.placeholder}
      inputMode={extra.numeric ? 'numeric' : undefined}
      value={v[key] ?? ''}
      {...(extra.numeric ? {} : textLimitProps(v[key] ?? '', entryLimit(key), t))}
      error={message(key)}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );
  const submit = () => {
    const found = validateEntry(v);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const id = editing?.id ?? `${sys}:${v.kind}:${crypto.randomUUID()}`;
    onSave(rowOfValues(v, editing, id, Date.now()));
  };
  const isParty = v.kind === 'party';
  // Pools a character keeps between fights (Starfinder: Stamina, Resolve), from the rules.
  const pools = getSystem(sys).health.pools ?? [];
  // A free trip or grab after an attack: systems whose manoeuvres start with a touch attack or a check.
  const freeManeuvers = getProcedures(sys).maneuvers !== undefined;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={editing ? t('libraryScreen.editTitle', { name: editing.name }) : t('libraryScreen.newTitle')}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={4}>
            <TextInput
              label={t('libraryScreen.field.name')}
              value={v.name ?? ''}
              {...textLimitProps(v.name ?? '', 'combatantName', t)}
              error={message('name')}
              onChange={(e) => set('name', e.currentTarget.value)}
              data-autofocus
            />
            {field('nameEn', t('libraryScreen.field.nameEn'))}
            <Select
              label={t('libraryScreen.field.system')}
              value={sys}
              allowDeselect={false}
              disabled={editing !== undefined}
              onChange={(s) => set('system', s ?? sys)}
              data={SYSTEM_IDS.map((s) => ({ value: s, label: systemName(s, i18n.language) }))}
            />
            <Select
              label={t('tracker.sideLabel')}
              value={v.side ?? 'enemy'}
              allowDeselect={false}
              onChange={(s) => set('side', s ?? 'enemy')}
              data={SIDES.map((s) => ({ value: s, label: t(`tracker.side.${s}`) }))}
            />
            {field('hp', t('libraryScreen.field.hp'), { placeholder: '4d8+4' })}
            {field('init', t(usesInitScore(sys) ? 'tracker.field.initScore' : 'tracker.field.initModifier'), {
              numeric: true,
            })}
            {systemDefences(sys).map((k) => field(k, t(`tracker.defence.${k}`), { numeric: true }))}
            {getProcedures(sys).saves &&
              field('saves', t('libraryScreen.field.saves'), {
                placeholder: t(`tracker.field.savesHint.${getProcedures(sys).saves!.kind}`),
              })}
            {field('speed', t('libraryScreen.field.speed'), { placeholder: '9 m' })}
            {getProcedures(sys).library.challenge === 'hd'
              ? field('hd', t('libraryScreen.field.hd'), { placeholder: '1+1' })
              : field('cr', getProcedures(sys).library.xp.crName?.[lang] ?? t('libraryScreen.field.cr'), {
                  placeholder: '1/3',
                })}
            {pools.includes('stamina') &&
              field('staminaMax', t('libraryScreen.field.staminaMax'), { numeric: true })}
            {pools.includes('resolve') &&
              field('resolveMax', t('libraryScreen.field.resolveMax'), { numeric: true })}
            {field('xp', t('libraryScreen.field.xp'), { numeric: true })}
            {isParty && field('level', t('libraryScreen.field.level'), { numeric: true })}
          </SimpleGrid>
          {hasFighterStats(sys) && (
            <FighterSection
              system={sys}
              values={v}
              errors={Object.fromEntries(Object.keys(errors).map((k) => [k, message(k)]))}
              set={set}
            />
          )}
          <Text size="sm" fw={600}>
            {t('libraryScreen.field.attacks')}
          </Text>
          {Array.from({ length: ATTACK_LINES }, (_, i) => (
            <SimpleGrid cols={freeManeuvers ? 5 : 4} key={i}>
              {field(`atkName${i}`, t('libraryScreen.field.attackName'), {
                placeholder: i === 0 ? 'Morgenstern' : undefined,
              })}
              {field(
                `atkBonus${i}`,
                t(
                  getProcedures(sys).library.attackAgainst === 'def'
                    ? 'libraryScreen.field.attackBonusVsDef'
                    : 'libraryScreen.field.attackBonus',
                ),
                { numeric: true },
              )}
              {field(`atkDamage${i}`, t('libraryScreen.field.damage'), { placeholder: '1d6+1' })}
              {field(`atkCrit${i}`, t('libraryScreen.field.crit'), { placeholder: '19-20/×2' })}
              {freeManeuvers && (
                <Select
                  label={t('libraryScreen.field.freeManeuver')}
                  value={v[`atkFree${i}`] ?? ''}
                  allowDeselect={false}
                  onChange={(m) => set(`atkFree${i}`, m ?? '')}
                  data={[
                    { value: '', label: t('libraryScreen.freeManeuver.none') },
                    ...FREE_MANEUVERS.map((m) => ({ value: m, label: t(`libraryScreen.freeManeuver.${m}`) })),
                  ]}
                />
              )}
            </SimpleGrid>
          ))}
          <SimpleGrid cols={2}>
            {field('tags', t('libraryScreen.field.tags'), { placeholder: 'gobelinoïde, humanoïde' })}
            {field('source', t('libraryScreen.field.source'), { placeholder: 'DRS 3.5 › Gobelin' })}
          </SimpleGrid>
          {isParty && (
            <SimpleGrid cols={pools.length > 0 ? 5 : 3}>
              {field('hpCurrent', t('libraryScreen.field.hpCurrent'), { numeric: true })}
              {field('nonlethal', t('libraryScreen.field.nonlethal'), { numeric: true })}
              {pools.includes('stamina') &&
                field('stamina', t('libraryScreen.field.stamina'), { numeric: true })}
              {pools.includes('resolve') &&
                field('resolve', t('libraryScreen.field.resolve'), { numeric: true })}
              {field('resources', t('libraryScreen.field.resources'))}
            </SimpleGrid>
          )}
          {field('damageDefences', t('tracker.field.damageDefences'), {
            placeholder: t('tracker.field.damageDefencesHint'),
          })}
          <Textarea
            label={t('libraryScreen.field.notes')}
            value={v.notes ?? ''}
            {...textLimitProps(v.notes ?? '', 'notes', t)}
            onChange={(e) => set('notes', e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('tracker.cancel')}
            </Button>
            <Button type="submit">{t('libraryScreen.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
