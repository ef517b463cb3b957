import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import { readSettings } from '../../db';
import { TrackerPage } from './TrackerPage';
import { QuickAdd } from './QuickAdd';
import type { CombatantInput } from '../../../shared/combat';

function wrap(ui: React.ReactNode) {
  return render(
    <MantineProvider env="test">
      <Notifications />
      <I18nextProvider i18n={createI18n('fr')}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
}

describe('QuickAdd', () => {
  it('shows the parser’s French message under the line and keeps what was typed', async () => {
    const run = vi.fn(() => true);
    wrap(<QuickAdd system="co" onAdd={run} onOpenForm={vi.fn()} onOpenLibrary={vi.fn()} />);
    const field = screen.getByLabelText('Ajout rapide');
    await userEvent.type(field, '4 Orque PV 6 DMD 15{Enter}');
    expect(await screen.findByText(/« DMD » ne s'emploie pas en Chroniques Oubliées/)).toBeInTheDocument();
    expect(field).toHaveValue('4 Orque PV 6 DMD 15');
    expect(run).not.toHaveBeenCalled();
  });

  it('turns "3 Gobelin init 12 PV 5 DEF 13" into a combatant and a count (CO: init is the INIT score)', async () => {
    const add = vi.fn((_input: CombatantInput, _count: number) => true);
    wrap(<QuickAdd system="co" onAdd={add} onOpenForm={vi.fn()} onOpenLibrary={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Ajout rapide'), '3 Gobelin init 12 PV 5 DEF 13{Enter}');
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Gobelin', initiativeScore: 12, hpMax: 5, defences: { def: 13 } }),
      3,
    );
    expect(screen.getByLabelText('Ajout rapide')).toHaveValue('');
  });

  it('« caché » in the line, or the box, adds the combatant hidden from the players', async () => {
    const add = vi.fn((_input: CombatantInput, _count: number) => true);
    wrap(<QuickAdd system="dnd35" onAdd={add} onOpenForm={vi.fn()} onOpenLibrary={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Ajout rapide'), 'Ombre caché PV 20 CA 15{Enter}');
    expect(add).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Ombre', hidden: true }), 1);
    await userEvent.type(screen.getByLabelText('Ajout rapide'), 'Spectre PV 20{Enter}');
    expect(add.mock.lastCall?.[0].hidden).toBeUndefined();
    await userEvent.click(screen.getByLabelText('Caché aux joueurs'));
    await userEvent.type(screen.getByLabelText('Ajout rapide'), 'Goule PV 13{Enter}');
    expect(add).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Goule', hidden: true }), 1);
  });
});

describe('TrackerPage', () => {
  it('creates an encounter, adds, damages, refuses bad HP and undoes — all kept in IndexedDB', async () => {
    const user = userEvent.setup();
    wrap(<TrackerPage />);
    await user.click(await screen.findByLabelText('Pathfinder (1re édition)'));
    await user.click(screen.getByRole('button', { name: 'Créer la rencontre' }));
    expect((await readSettings()).referenceSystem).toBe('pf1');

    await user.type(await screen.findByLabelText('Ajout rapide'), '2 Orque init +1 PV 6 CA 13 DMD 15{Enter}');
    const row = await screen.findByRole('listitem', { name: 'Orque 1' });
    expect(screen.getByRole('listitem', { name: 'Orque 2' })).toBeInTheDocument();
    expect(within(row).getByText(/DMD 15/)).toBeInTheDocument();

    const hp = within(row).getByLabelText('PV d’Orque 1');
    await user.type(hp, 'beaucoup{Enter}');
    // The message shows beside the field, in a tooltip (a row keeps its height).
    expect(await screen.findByText(/n'est pas compris/)).toBeInTheDocument();
    expect(within(row).getByTestId('hp')).toHaveTextContent('6/6');

    await user.clear(hp);
    await user.type(hp, '-4{Enter}');
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Orque 1' })).getByTestId('hp')).toHaveTextContent(
        '2/6',
      ),
    );
    expect(within(screen.getByRole('listitem', { name: 'Orque 1' })).getByTestId('health')).toHaveTextContent(
      'blessé',
    );
    expect(screen.getByRole('log', { name: 'Journal de combat' })).toHaveTextContent('Orque 1 : 4 dégâts');

    await user.click(screen.getByRole('button', { name: /Annuler/ }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Orque 1' })).getByTestId('hp')).toHaveTextContent(
        '6/6',
      ),
    );
    // What the undo says is a listener of the store registered at start-up, whatever the screen
    // (renderer/app/undo-notices.test.ts), not this page's.
  }, 15_000);
});
