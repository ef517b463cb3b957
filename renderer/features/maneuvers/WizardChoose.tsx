import { useEffect } from 'react';
import { Alert, Checkbox, List, Select, Stack, Text } from '@mantine/core';
import { IntegerInput } from '../../components/IntegerInput';
import { useTranslation } from 'react-i18next';
import { combatantId, opportunitiesOf, type Encounter } from '../../../shared/combat';
import type { ManeuverId } from '../../../shared/rules';
import { prerequisiteChecks } from './wizard-prerequisites';
import { maneuverRules } from './wizard-fighter';
import {
  chooseManeuver,
  chooseTarget,
  definitionOf,
  maneuversOf,
  provokesByRules,
  spoiledByAoo,
  type ManeuverWizardState,
} from './wizard';
import { useLanguage } from '../../i18n/language';

/** Props shared by the steps: the state and its setter. */
export interface StepProps {
  w: ManeuverWizardState;
  onChange(w: ManeuverWizardState): void;
}

/** The manoeuvre and its target; the chosen manoeuvre's summary and source under it. */
export function ChooseStep({ encounter, w, onChange }: StepProps & { encounter: Encounter }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const def = definitionOf(w);
  const locked = w.grapple !== undefined || w.counter;
  return (
    <Stack gap="sm">
      <Select
        label={t('maneuvers.maneuver')}
        data={maneuversOf(w.system).map((m) => ({ value: m.id, label: m.name[lang] }))}
        value={w.maneuver}
        disabled={locked}
        onChange={(v) => v && onChange(chooseManeuver(w, v as ManeuverId))}
        allowDeselect={false}
        searchable
        // The wizard opens here: the GM types the manoeuvre's name (« lut » for « Lutte »).
        data-autofocus={!locked || undefined}
      />
      <Select
        label={t('maneuvers.target')}
        data={encounter.combatants
          .filter((c) => c.id !== w.attackerId)
          .map((c) => ({ value: c.id, label: c.name }))}
        value={w.targetId}
        disabled={locked}
        onChange={(v) => v && onChange(chooseTarget(w, encounter, combatantId(v)))}
        allowDeselect={false}
        searchable
      />
      {def && (
        <Alert variant="light" title={def.name[lang]}>
          <Text size="sm">{def.summary[lang]}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            {t('maneuvers.source', { source: def.source })}
            {def.origin === 'open-rules' ? ` · ${t('maneuvers.openRules')}` : ''}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}

const MARK = { ok: '✓', blocked: '✗', warning: '!' } as const;
const COLOR = { ok: 'green', blocked: 'red', warning: 'orange' } as const;

/** What Paravent checked, and the definition's notes for the GM. */
export function PrerequisitesStep({ w }: { w: ManeuverWizardState }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const def = definitionOf(w);
  const checks = prerequisiteChecks(w);
  return (
    <Stack gap="sm">
      {checks.length > 0 && (
        <List spacing={4} aria-label={t('maneuvers.checks')}>
          {checks.map((c) => (
            <List.Item
              key={c.key}
              icon={
                <Text c={COLOR[c.status]} fw={700}>
                  {MARK[c.status]}
                </Text>
              }
            >
              <Text size="sm" c={c.status === 'blocked' ? 'red' : undefined}>
                {t(`maneuvers.check.${c.key}`, c.values)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {def && def.prerequisites.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('maneuvers.gmChecks')}
          </Text>
          <List size="sm" spacing={2}>
            {def.prerequisites.map((p) => (
              <List.Item key={p.fr}>{p[lang]}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** The provoked attack of opportunity: whether it happens and the damage it dealt. */
export function AooStep({ encounter, w, onChange }: StepProps & { encounter: Encounter }) {
  const { t } = useTranslation();
  const rules = provokesByRules(w);
  // The defender's attacks of opportunity this round (issue 28): none left, none is made.
  const defender = encounter.combatants.find((c) => c.id === w.targetId);
  const count = defender && encounter.phase === 'running' ? opportunitiesOf(encounter, defender) : null;
  const noneLeft = count !== null && count.used >= count.max;
  // None left: the box is unticked and stays so (the AoO the rules allow cannot be made).
  useEffect(() => {
    if (noneLeft && w.provoked) onChange({ ...w, provoked: false, aooDamage: 0, dice: [] });
  }, [noneLeft, w, onChange]);
  const effect = maneuverRules(w.system).aooDamageIsPenalty
    ? t('maneuvers.aoo.damagePenalty')
    : w.maneuver === 'grapple' || w.maneuver === 'disarm'
      ? t('maneuvers.aoo.spoils')
      : t('maneuvers.aoo.noEffect');
  return (
    <Stack gap="sm">
      <Text size="sm">
        {rules
          ? t('maneuvers.aoo.provokes', { attacker: w.attacker.name, target: w.defender?.name ?? '' })
          : t('maneuvers.aoo.noneByRules')}
      </Text>
      {count && (
        <Text size="sm" c={noneLeft ? 'red' : undefined} data-testid="aoo-left">
          {t(noneLeft ? 'maneuvers.aoo.noneLeft' : 'maneuvers.aoo.left', {
            target: defender?.name ?? '',
            count: count.max - count.used,
            max: count.max,
          })}
        </Text>
      )}
      <Checkbox
        label={t('maneuvers.aoo.provoked')}
        disabled={noneLeft}
        checked={w.provoked}
        onChange={(e) => onChange({ ...w, provoked: e.currentTarget.checked, dice: [] })}
      />
      {w.provoked && (
        <>
          <Text size="sm" c="dimmed">
            {t('maneuvers.aoo.resolveIt')} {effect}
          </Text>
          <IntegerInput
            label={t('maneuvers.aoo.damage')}
            min={0}
            max={999}
            w={220}
            value={w.aooDamage}
            onChange={(v) => onChange({ ...w, aooDamage: typeof v === 'number' ? v : 0, dice: [] })}
          />
          {spoiledByAoo(w) && <Alert color="red">{t('maneuvers.aoo.spoiled')}</Alert>}
        </>
      )}
    </Stack>
  );
}
