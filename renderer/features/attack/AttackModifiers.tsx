import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EffectiveValue } from '../../../shared/combat';
import { toggleSituational, withChange, type AttackState, type AttackView } from './attack-state';
import { IntField } from './AttackDice';

const signed = (n: number) => (n < 0 ? `\u2212${-n}` : `+${n}`);

function Breakdown({ v, label }: { v: EffectiveValue; label: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const parts = v.parts.filter((p) => p.counted === true);
  if (parts.length === 0 && v.dexLost === null) return null;
  return (
    <Text size="xs" data-testid="attack-conditions">
      {label} : {parts.map((p) => `${p.label[lang]} ${signed(p.modifier.value)}`).join(', ')}
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
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const list = view.procedure.situational;
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
      {view.situational.map((r) => {
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
              <NumberInput
                size="xs"
                w={70}
                aria-label={t('attack.steps')}
                value={r.steps}
                min={1}
                max={10}
                allowDecimal={false}
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
