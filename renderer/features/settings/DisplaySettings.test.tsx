import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import { readSettings } from '../../db';
import { SettingsPage } from './SettingsPage';

describe('Réglages › Affichage joueurs', () => {
  it('lets the GM hide the enemies’ health from the players, side by side', async () => {
    render(
      <MantineProvider env="test">
        <I18nextProvider i18n={createI18n('fr')}>
          <SettingsPage />
        </I18nextProvider>
      </MantineProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Affichage joueurs' });
    const enemies = within(section).getByRole('radiogroup', { name: 'Ennemis' });
    expect(within(enemies).getByRole('radio', { name: 'État (indemne, blessé…)' })).toBeChecked();
    const pcs = within(section).getByRole('radiogroup', { name: 'Personnages joueurs' });
    expect(within(pcs).getByRole('radio', { name: 'PV exacts' })).toBeChecked();
    await userEvent.click(within(enemies).getByRole('radio', { name: 'Rien' }));
    await waitFor(async () => expect((await readSettings()).displayHealth.enemy).toBe('hidden'));
    expect((await readSettings()).displayHealth.pc).toBe('exact');
    await waitFor(() => expect(within(enemies).getByRole('radio', { name: 'Rien' })).toBeChecked());
  });
});
