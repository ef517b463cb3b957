import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canSpendResolve, resolveCost, type Combatant, type ResolvePurpose } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { useTrackerActions } from '../../combatant';

/** Props of the Starfinder Stamina / Resolve cell of a row. */
export interface StaminaCellProps {
  /** The combatant shown (its `hp.stamina` and `hp.resolve`). */
  c: Combatant;
  /** The fight's system (its stamina pool's rules). */
  system: SystemId;
  /** The fight's round (stabilising and getting up cannot happen in the same round). */
  round: number;
}

/** The Resolve spends the cell offers, in the order a GM needs them. */
const PURPOSES: readonly ResolvePurpose[] = ['stabilize', 'stay-in-fight', 'stamina'];

/**
 * Starfinder (SF CRB › Stamina Points, Resolve Points): a row's SP and RP, and the Resolve spends
 * open now — « Dépenser N PP » to stabilise when dying, 1 PP to get back up at 1 HP once stable,
 * 1 PP for a 10-minute rest that restores Stamina. Each is one undoable gesture. Shows nothing for a
 * combatant with neither pool (most monsters).
 */
export function StaminaCell({ c, system, round }: StaminaCellProps) {
  const { t } = useTranslation();
  const actions = useTrackerActions();
  const { stamina, resolve } = c.hp;
  if (!stamina && !resolve) return null;
  const open = PURPOSES.filter((p) => canSpendResolve({ system, round }, c, p));
  return (
    <Stack
      gap={2}
      miw={112}
      style={{ flexShrink: 0 }}
      align="flex-end"
      aria-label={t('rulesAtTable.stamina.cell', { name: c.name })}
    >
      <Text size="xs" data-testid="sp-rp">
        {stamina ? t('rulesAtTable.stamina.sp', { current: stamina.current, max: stamina.max }) : ''}
        {stamina && resolve ? ' · ' : ''}
        {resolve ? t('rulesAtTable.stamina.rp', { current: resolve.current, max: resolve.max }) : ''}
      </Text>
      {open.length > 0 && (
        <Group gap={2} wrap="nowrap">
          {open.map((p) => (
            <Button
              key={p}
              size="compact-xs"
              variant="light"
              color={p === 'stamina' ? 'teal' : 'blue'}
              onClick={() => actions.run([{ type: 'resolve-spent', id: c.id, purpose: p }])}
              aria-label={t(`rulesAtTable.stamina.spend.${p}`, { count: resolveCost(c, p) })}
              title={t(`rulesAtTable.stamina.spend.${p}`, { count: resolveCost(c, p) })}
            >
              {t(`rulesAtTable.stamina.short.${p}`, { count: resolveCost(c, p) })}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
