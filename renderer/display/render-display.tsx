import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { PlayerCombatant, PlayerView } from '../../shared/combat/player-view';
import { createI18n, type Language } from '../i18n';
import { cssVariablesResolver, theme } from '../components/theme';

/** Test helper: renders a display component in the display's providers (dark, given language). */
export function renderDisplay(ui: ReactElement, language: Language = 'fr') {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark">
      <I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
}

/** Test helper: a visible combatant of a projection. */
export function playerCombatant(name: string, rest: Partial<PlayerCombatant> = {}): PlayerCombatant {
  return {
    id: name.toLowerCase(),
    name,
    side: 'enemy',
    initiative: 10,
    delaying: false,
    health: { kind: 'band', band: 'healthy' },
    conditions: [],
    ...rest,
  };
}

/** Test helper: a running projection: round 3, Aldric (PC) acting, a bloodied orc next. */
export function runningView(rest: Partial<PlayerView> = {}): PlayerView {
  return {
    status: 'running',
    round: 3,
    isSurpriseRound: false,
    currentId: 'aldric',
    nextId: 'orque',
    order: [
      playerCombatant('Aldric', {
        side: 'pc',
        initiative: 18,
        health: { kind: 'exact', current: 12, max: 20, band: 'hurt' },
      }),
      playerCombatant('Orque', {
        initiative: 11,
        health: { kind: 'band', band: 'bloodied' },
        conditions: [{ id: 'stunned', name: { fr: 'Étourdi', en: 'Stunned' }, roundsLeft: 2 }],
      }),
      playerCombatant('Gobelin', { initiative: 7, health: null, delaying: true }),
    ],
    pinnedTable: null,
    ...rest,
  };
}
