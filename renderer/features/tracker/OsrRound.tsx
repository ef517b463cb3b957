import { Badge, Card, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Encounter, OsrVariant } from '../../../shared/combat';
import { getSystem } from '../../../shared/rules';
import type { GestureStep } from './session';

/** Props of the osr round panel. */
export interface OsrRoundProps {
  encounter: Encounter;
  run(steps: GestureStep[]): boolean;
}

const VARIANTS: OsrVariant[] = ['group', 'alternating', 'pcs-first', 'individual'];

function sideResult(enc: Encounter, party: boolean): number | undefined {
  const values = enc.combatants
    .filter((c) => (c.side === 'pc' || c.side === 'ally') === party)
    .flatMap((c) => (c.initiative.result === undefined ? [] : [c.initiative.result]));
  return values.length ? Math.max(...values) : undefined;
}

/** Which side acts first this round, from the group initiative dice. */
export function osrWinner(enc: Encounter): 'party' | 'foes' | 'tie' | undefined {
  const party = sideResult(enc, true);
  const foes = sideResult(enc, false);
  if (party === undefined || foes === undefined) return undefined;
  return party > foes ? 'party' : foes > party ? 'foes' : 'tie';
}

/**
 * osr (OSR › Séquence de combat): before the fight, how the round is ordered; during it, the
 * round's phases in order with the side whose dice won, and the side acting now highlighted.
 */
export function OsrRound({ encounter: enc, run }: OsrRoundProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const phases = getSystem('osr').initiative.phases ?? [];
  if (enc.phase === 'setup') {
    return (
      <Group gap="md" align="flex-end">
        <Select
          label={t('tracker.osr.variant')}
          w={240}
          value={enc.options.osrVariant}
          allowDeselect={false}
          data={VARIANTS.map((v) => ({ value: v, label: t(`tracker.osr.variants.${v}`) }))}
          onChange={(v) => {
            const osrVariant = VARIANTS.find((x) => x === v);
            if (osrVariant) run([{ type: 'options-changed', options: { osrVariant } }]);
          }}
        />
        <Switch
          label={t('tracker.osr.reroll')}
          checked={enc.options.osrRerollEachRound}
          onChange={(e) =>
            run([{ type: 'options-changed', options: { osrRerollEachRound: e.currentTarget.checked } }])
          }
        />
      </Group>
    );
  }
  if (enc.phase !== 'running') return null;
  const winner = osrWinner(enc);
  const party = sideResult(enc, true);
  const foes = sideResult(enc, false);
  const current = enc.combatants.find((c) => c.id === enc.current);
  const activeParty = current ? current.side === 'pc' || current.side === 'ally' : undefined;
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('tracker.osr.phases')}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('tracker.osr.phases')}
          </Title>
          {winner && (
            <Text size="sm" fw={700} data-testid="osr-winner">
              {winner === 'tie'
                ? t('tracker.osr.tie', { party })
                : t(winner === 'party' ? 'tracker.osr.partyFirst' : 'tracker.osr.foesFirst', { party, foes })}
            </Text>
          )}
        </Group>
        <Group gap={6}>
          {phases.map((p, i) => (
            <Badge key={p.id} variant="light" color="gray" title={p.summary[language]}>
              {i + 1}. {p.name[language]}
            </Badge>
          ))}
        </Group>
        {activeParty !== undefined && (
          <Badge color={activeParty ? 'blue' : 'red'} size="lg" variant="filled">
            {t('tracker.osr.active', { side: t(activeParty ? 'tracker.osr.party' : 'tracker.osr.foes') })}
          </Badge>
        )}
      </Stack>
    </Card>
  );
}
