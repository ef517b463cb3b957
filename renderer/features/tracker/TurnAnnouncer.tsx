import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Encounter } from '../../../shared/combat';

/**
 * Says the turn change to a screen reader (issue 27, WCAG 4.1.3): a polite live region, out of
 * sight, holding « Tour de Lidda, round 3 » (« Tour d’Aldric » before a vowel) while the fight runs.
 */
export function TurnAnnouncer({
  encounter,
}: {
  encounter: Pick<Encounter, 'phase' | 'round' | 'current' | 'combatants'>;
}) {
  const { t } = useTranslation();
  const c = encounter.combatants.find((x) => x.id === encounter.current);
  const text =
    encounter.phase === 'running' && c
      ? t('screen.turnAnnounce', { name: c.name, round: encounter.round })
      : '';
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="turn-announce">
      {text}
    </VisuallyHidden>
  );
}
