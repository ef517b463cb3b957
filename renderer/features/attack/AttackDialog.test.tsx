import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { combatantId, createEncounter, replay, type EncounterEvent } from '../../../shared/combat';
import { createI18n } from '../../i18n';
import type { GestureStep } from '../../fight';
import { AttackDialog } from './AttackDialog';

const enc = replay(createEncounter({ id: 'e', name: 'T', system: 'pf1', seed: 1 }), [
  { type: 'combatant-added', combatant: { id: 'v', name: 'Valeros', side: 'pc', hpMax: 20 } },
  { type: 'combatant-added', combatant: { id: 'o', name: 'Ogre', hpMax: 30, defences: { ac: 17 } } },
]);

function show(language: 'fr' | 'en') {
  const run = vi.fn((_steps: GestureStep[]) => true);
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n(language)}>
        <AttackDialog
          encounter={enc}
          request={{ attackerId: combatantId('v'), targetId: combatantId('o') }}
          run={run}
          onClose={onClose}
        />
      </I18nextProvider>
    </MantineProvider>,
  );
  return { run, onClose };
}

describe('AttackDialog', () => {
  it('types bonus, d20 and damage; « Appliquer » runs one gesture with the log line and the damage', async () => {
    const user = userEvent.setup();
    const { run, onClose } = show('fr');
    const bonus = screen.getByRole('textbox', { name: 'Bonus' });
    await user.clear(bonus);
    await user.type(bonus, '5');
    expect(screen.getByTestId('attack-needed')).toHaveTextContent('Il faut 12 ou plus (contre 17)');
    await user.type(screen.getByRole('textbox', { name: 'd20 (naturel)' }), '14');
    expect(screen.getByTestId('attack-verdict')).toHaveTextContent('Touché (total 19)');
    expect(screen.getByRole('button', { name: 'Appliquer' })).toBeDisabled(); // no damage yet
    await user.type(screen.getByRole('textbox', { name: 'Dégâts (un coup)' }), '7');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(run).toHaveBeenCalledTimes(1);
    const steps = run.mock.calls[0][0] as EncounterEvent[];
    expect(steps.map((e) => e.type)).toEqual(['maneuver-resolved', 'damage']);
    expect(steps[1]).toMatchObject({ id: 'o', amount: 7 });
    expect(onClose).toHaveBeenCalled();
  });

  it('a d20 outside 1..20 says so and nothing can be applied', async () => {
    const user = userEvent.setup();
    const { run } = show('en');
    await user.type(screen.getByRole('textbox', { name: 'd20 (natural)' }), '25');
    expect(screen.getByText('Between 1 and 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(run).not.toHaveBeenCalled();
  });
});
