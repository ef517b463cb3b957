/** Renders a component of the feature as the app does (Mantine, French i18n). Tests only. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { applyEvent, createEncounter, type Encounter, type EncounterEvent } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { createI18n } from '../../i18n';

/** Renders in French. */
export function renderFr(ui: ReactNode) {
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n('fr')}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
}

/** Aldric (20), Orque (15), Bera (10), the fight started, then `events`. */
export function threeFighters(system: SystemId, events: EncounterEvent[] = []): Encounter {
  const add = (name: string, init: number, side: 'pc' | 'enemy'): EncounterEvent[] => [
    {
      type: 'combatant-added',
      combatant: {
        id: name,
        name,
        side,
        hpMax: 8,
        initiativeScore: init,
        defences: { ac: 17, flatFootedAc: 15 },
      },
    },
    { type: 'initiative-set', id: name as never, value: init },
  ];
  return [
    ...add('Aldric', 20, 'pc'),
    ...add('Orque', 15, 'enemy'),
    ...add('Bera', 10, 'pc'),
    { type: 'combat-started' } as const,
    ...events,
  ].reduce(applyEvent, createEncounter({ id: 'e', name: 'T', system, seed: 3 }));
}
