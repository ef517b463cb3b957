import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { LibraryRow } from '../../db';

/** « PV 11/24 · non létaux 3 · Secoué (2 min) · 1 potion » under a party member. */
export function partyLine(row: LibraryRow, t: TFunction) {
  const p = row.party;
  const max = row.combatant.hpMax;
  const parts = [`${t('tracker.field.hp')} ${p?.hpCurrent ?? max}/${max}`];
  if (p && p.nonlethal > 0) parts.push(t('libraryScreen.party.nonlethal', { count: p.nonlethal }));
  const { staminaMax, resolveMax } = row.combatant;
  if (staminaMax !== undefined) {
    parts.push(t('rulesAtTable.stamina.sp', { current: p?.stamina ?? staminaMax, max: staminaMax }));
  }
  if (resolveMax !== undefined) {
    parts.push(t('rulesAtTable.stamina.rp', { current: p?.resolve ?? resolveMax, max: resolveMax }));
  }
  for (const c of p?.conditions ?? []) {
    parts.push(
      c.minutes === null ? c.label : `${c.label} (${t('libraryScreen.party.minutes', { count: c.minutes })})`,
    );
  }
  if (p?.resources) parts.push(p.resources);
  if (row.stats?.level) parts.push(t('libraryScreen.party.level', { level: row.stats.level }));
  return (
    <Text size="xs" data-testid="party-state">
      {parts.join(' · ')}
    </Text>
  );
}
