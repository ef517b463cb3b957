import { Button, Card, Group, Popover, Stack, Text, Title } from '@mantine/core';
import { IntegerInput } from '../../components/IntegerInput';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombatantId, Encounter } from '../../../shared/combat';
import type { GestureStep } from '../../fight';
import { grappleOptions, holdsOf, releaseEvents, type GrappleOption, type Hold } from './grapples';
import { openManeuver } from './open-request';

/** Props of the grapple panel. */
export interface GrapplePanelProps {
  encounter: Encounter;
  run(steps: GestureStep[]): boolean;
}

function EscapeArtistButton({ label, onOpen }: { label: string; onOpen(bonus: number): void }) {
  const { t } = useTranslation();
  const [bonus, setBonus] = useState<number>(0);
  return (
    <Popover withinPortal trapFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="default">
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Group align="flex-end" gap="xs">
          <IntegerInput
            w={140}
            size="xs"
            label={t('maneuvers.escapeArtistBonus')}
            value={bonus}
            onChange={(v) => setBonus(typeof v === 'number' ? v : 0)}
          />
          <Button size="xs" onClick={() => onOpen(bonus)}>
            {t('maneuvers.next')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

function HoldCard({ encounter, hold, run }: GrapplePanelProps & { hold: Hold }) {
  const { t } = useTranslation();
  const name = (id: CombatantId) => encounter.combatants.find((c) => c.id === id)?.name ?? '?';
  const options = grappleOptions(encounter.system, hold);
  const open = (o: GrappleOption, escapeArtist?: number) => {
    const [attackerId, targetId] = o.actor === 'holder' ? [hold.holder, hold.held] : [hold.held, hold.holder];
    openManeuver({
      attackerId,
      targetId,
      maneuver: 'grapple',
      grapple: { ...o.turn!, ...(escapeArtist === undefined ? {} : { escapeArtist }) },
    });
  };
  const button = (o: GrappleOption) => {
    const actorId = o.actor === 'holder' ? hold.holder : hold.held;
    const actor = name(actorId);
    // The one whose turn it is sees its actions first.
    const variant = encounter.current === actorId ? 'light' : 'default';
    const label = t(`maneuvers.grapple.${o.key}`, { name: actor });
    if (!o.turn) {
      return (
        <Button
          key={o.key}
          size="compact-xs"
          color="gray"
          variant="light"
          onClick={() => run(releaseEvents(encounter, hold))}
        >
          {label}
        </Button>
      );
    }
    if (o.escapeArtist) return <EscapeArtistButton key={o.key} label={label} onOpen={(b) => open(o, b)} />;
    return (
      <Button key={o.key} size="compact-xs" variant={variant} onClick={() => open(o)}>
        {label}
      </Button>
    );
  };
  const by = (actor: GrappleOption['actor']) => options.filter((o) => o.actor === actor).map(button);
  return (
    <Stack
      gap={4}
      role="group"
      aria-label={t('maneuvers.grapple.holds', { holder: name(hold.holder), held: name(hold.held) })}
    >
      <Text size="sm" fw={600}>
        {t(hold.pinned ? 'maneuvers.grapple.pins' : 'maneuvers.grapple.holds', {
          holder: name(hold.holder),
          held: name(hold.held),
        })}
      </Text>
      <Group gap={4}>{by('holder')}</Group>
      <Group gap={4}>{by('held')}</Group>
    </Stack>
  );
}

/** The grapples under way: who holds whom, and each side's actions as one-click wizards. */
export function GrapplePanel({ encounter, run }: GrapplePanelProps) {
  const { t } = useTranslation();
  const holds = holdsOf(encounter);
  if (holds.length === 0 || encounter.phase === 'ended') return null;
  return (
    <Card withBorder padding="sm" role="region" aria-label={t('maneuvers.grapple.title')}>
      <Title order={5} mb={6}>
        {t('maneuvers.grapple.title')}
      </Title>
      <Stack gap="sm">
        {holds.map((h) => (
          <HoldCard key={`${h.holder}-${h.held}`} encounter={encounter} hold={h} run={run} />
        ))}
      </Stack>
    </Card>
  );
}
