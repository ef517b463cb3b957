import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { IntegerInput } from '../../components/IntegerInput';
import { useTranslation } from 'react-i18next';
import type { EffectiveValue } from '../../../shared/combat';
import type { SituationalModifier } from '../../../shared/rules';
import {
  toggleSituational,
  withChange,
  type AttackState,
  type AttackView,
  type SituationalRow,
} from './attack-state';
import { IntField } from './AttackDice';
import { languageOf } from '../../i18n/language';

const signed = (n: number) => (n < 0 ? `\u2212${-n}` : `+${n}`);

function Breakdown({ v, label }: { v: EffectiveValue; label: string }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const parts = v.parts
    .filter((p) => p.counted === true)
    .map((p) => `${p.label[lang]} ${signed(p.modifier.value)}`);
  if (typeof v.dexLost === 'number' && v.dexLost > 0) parts.push(t('attack.dexLost', { value: v.dexLost }));
  if (v.dexLost === 'unknown') parts.push(t('attack.dexLostUnknown'));
  if (parts.length === 0) return null;
  return (
    <Text size="xs" data-testid="attack-conditions">
      {label}
      {lang === 'fr' ? ' : ' : ': '}
      {parts.join(', ')}
    </Text>
  );
}

/**
 * The modifiers of the attack: what the conditions on the tracker already bring (attacker and
 * target), the situational modifiers of the rules with their sources, and the GM's own.
 */
export function AttackModifiers({
  s,
  view,
  onChange,
}: {
  s: AttackState;
  view: AttackView;
  onChange(next: AttackState): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const list = view.procedure.situational;
  const valuesOf = (m: SituationalModifier) =>
    [
      m.attack !== undefined ? t('attack.toRoll', { value: signed(m.attack) }) : null,
      m.defence !== undefined ? t('attack.toDefence', { value: signed(m.defence) }) : null,
    ]
      .filter(Boolean)
      .join(', ');
  const single = view.situational.filter((r) => !r.m.group);
  const byGroup = new Map<NonNullable<SituationalRow['m']['group']>, SituationalRow[]>();
  for (const r of view.situational) {
    if (r.m.group) byGroup.set(r.m.group, [...(byGroup.get(r.m.group) ?? []), r]);
  }
  const groups = [...byGroup.entries()];
  return (
    <Stack gap={4} role="group" aria-label={t('attack.modifiers')}>
      <Text fw={600} size="sm">
        {t('attack.modifiers')}
      </Text>
      {view.conditionModifier && (
        <Breakdown
          v={view.conditionModifier}
          label={t('attack.attackerConditions', { name: view.attacker.name })}
        />
      )}
      {view.trackerDefence && view.target && (
        <Breakdown v={view.trackerDefence} label={t('attack.targetConditions', { name: view.target.name })} />
      )}
      {groups.map(([group, rows]) => {
        const on = rows.find((r) => r.ticked);
        return (
          <Select
            key={group}
            size="xs"
            w={360}
            label={t(`attack.group.${group}`)}
            title={t('attack.source', { source: rows[0].m.source })}
            value={on?.m.id ?? 'none'}
            allowDeselect={false}
            data={[
              { value: 'none', label: '—' },
              ...rows.map((r) => ({ value: r.m.id, label: `${r.m.name[lang]} (${valuesOf(r.m)})` })),
            ]}
            onChange={(v) => {
              const row = rows.find((r) => r.m.id === v);
              if (row) onChange(toggleSituational(s, list, row.m, true));
              else if (on) onChange(toggleSituational(s, list, on.m, false));
            }}
          />
        );
      })}
      {single.map((r) => {
        const values = [
          r.m.attack !== undefined ? t('attack.toRoll', { value: signed(r.m.attack) }) : null,
          r.m.defence !== undefined ? t('attack.toDefence', { value: signed(r.m.defence) }) : null,
        ]
          .filter(Boolean)
          .join(', ');
        return (
          <Group key={r.m.id} gap="xs" wrap="nowrap">
            <Checkbox
              size="xs"
              checked={r.onTracker || r.ticked}
              disabled={r.onTracker}
              label={`${r.m.name[lang]} (${values}${r.m.perStep ? t('attack.perStep') : ''})${r.onTracker ? ` — ${t('attack.onTracker')}` : ''}`}
              title={t('attack.source', { source: r.m.source })}
              onChange={(e) => onChange(toggleSituational(s, list, r.m, e.currentTarget.checked))}
            />
            {r.m.perStep && r.ticked && (
              <IntegerInput
                size="xs"
                w={70}
                aria-label={t('attack.steps')}
                value={r.steps}
                min={1}
                max={10}
                onChange={(v) =>
                  typeof v === 'number' && v >= 1 && v <= 10
                    ? onChange(toggleSituational(s, list, r.m, true, v))
                    : undefined
                }
              />
            )}
          </Group>
        );
      })}
      {view.situational.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('attack.noSituational')}
        </Text>
      )}
      <IntField
        w={150}
        label={t('attack.other')}
        value={s.other}
        onChange={(v) => onChange(withChange(s, { other: v ?? 0 }))}
        min={-40}
        max={40}
      />
      <Text size="xs" c="dimmed">
        {t('attack.procedureSource', { source: view.procedure.source })}
      </Text>
    </Stack>
  );
}
