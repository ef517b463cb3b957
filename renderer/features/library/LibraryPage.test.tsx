import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import { saveLibraryEntry } from '../../db';
import { getFightStore } from '../../fight';
import { LibraryPage } from './LibraryPage';

function wrap(ui: React.ReactNode, language: 'fr' | 'en') {
  return render(
    <MantineProvider env="test">
      <Notifications />
      <I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
}

describe('LibraryPage › « Ajouter au combat » with no fight open', () => {
  it('makes a new fight in the entry’s system, named after today, with the creatures in it, and says so once', async () => {
    await saveLibraryEntry({
      id: 'pf1:bestiary:Gnoll',
      kind: 'bestiary',
      name: 'Gnoll',
      system: 'pf1',
      combatant: { name: 'Gnoll', side: 'enemy', hpMax: 11, initiativeModifier: 0, defences: { ac: 15 } },
      savedAt: 1,
    });
    const store = getFightStore();
    await store.ready();
    expect(store.getSnapshot().encounter).toBeNull();

    const user = userEvent.setup();
    wrap(<LibraryPage />, 'fr');
    await user.click(screen.getByRole('tab', { name: 'Bestiaire' }));
    // The open PF1 bestiary has its Gnoll too (issue 31): the GM's own entry comes first, without « Ouvert ».
    await screen.findByText(/^Bestiaire ouvert : \d+ créatures/);
    await user.type(screen.getByRole('searchbox', { name: 'Chercher dans le bestiaire' }), 'gnoll');
    const [own, open] = await screen.findAllByRole('listitem', { name: 'Gnoll' });
    expect(within(own).queryByText('Ouvert')).toBeNull();
    expect(within(open).getByText('Ouvert')).toBeInTheDocument();
    const count = within(own).getByLabelText('Nombre de Gnoll');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(own).getByRole('button', { name: 'Ajouter au combat' }));

    expect(
      await screen.findByText(
        /^Nouvelle rencontre « Rencontre du .+ » \(Pathfinder\) : 3 « Gnoll » y sont ajoutés\.$/,
      ),
    ).toBeInTheDocument();
    const enc = store.getSnapshot().encounter;
    expect(enc?.system).toBe('pf1');
    expect(enc?.name).toMatch(/^Rencontre du /);
    expect(enc?.combatants.filter((c) => c.name.startsWith('Gnoll'))).toHaveLength(3);
    expect(window.location.hash).toBe('#/combat');
    // One notice, not one per creature.
    await waitFor(() => expect(screen.getAllByText(/^Nouvelle rencontre/)).toHaveLength(1));
    // One Ctrl+Z takes back the creatures; the new fight stays.
    store.undo();
    expect(store.getSnapshot().encounter?.combatants.filter((c) => c.name.startsWith('Gnoll'))).toHaveLength(
      0,
    );
  });
});

describe('LibraryPage › the search of a tab', () => {
  it('is found again after the GM looked at another tab', async () => {
    const user = userEvent.setup();
    wrap(<LibraryPage />, 'fr');
    await user.click(screen.getByRole('tab', { name: 'Bestiaire' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Chercher dans le bestiaire' }));
    await user.type(screen.getByRole('searchbox', { name: 'Chercher dans le bestiaire' }), 'gno');
    await user.click(screen.getByRole('tab', { name: 'Groupe' }));
    expect(screen.queryByRole('searchbox', { name: 'Chercher dans le bestiaire' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Bestiaire' }));
    expect(screen.getByRole('searchbox', { name: 'Chercher dans le bestiaire' })).toHaveValue('gno');
  });
});

describe('LibraryPage › « Repos… » under « Tous les systèmes »', () => {
  it('rests a party of one system as it is, and says which system to choose when the party spans several', async () => {
    const pc = (name: string, system: 'pf1' | 'co') => ({
      id: `${system}:party:${name}`,
      kind: 'party' as const,
      name,
      system,
      combatant: { name, side: 'pc' as const, hpMax: 20, initiativeModifier: 0, defences: { ac: 15 } },
      party: { hpCurrent: 12, nonlethal: 0, conditions: [], resources: '' },
      savedAt: 1,
    });
    await saveLibraryEntry(pc('Kyra', 'pf1'));
    const user = userEvent.setup();
    wrap(<LibraryPage />, 'fr');
    await screen.findByText('Kyra');
    await user.click(screen.getByRole('button', { name: 'Repos…' }));
    expect(await screen.findByRole('dialog', { name: 'Repos du groupe' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await saveLibraryEntry(pc('Bran', 'co'));
    await screen.findByText('Bran');
    expect(screen.getByRole('button', { name: 'Repos…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Repos…' })).toHaveAccessibleDescription(
      /plusieurs systèmes : choisissez-en un en haut à droite/,
    );
  });
});

describe('LibraryPage › the open bestiary in English', () => {
  it('shows an open creature under its English name, words and tags, found by its French name, and adds it so', async () => {
    const store = getFightStore();
    await store.ready();
    const user = userEvent.setup();
    wrap(<LibraryPage />, 'en');
    await user.click(screen.getByRole('tab', { name: 'Bestiary' }));
    await screen.findByText(/^Open bestiary: \d+ creatures/);
    const search = screen.getByRole('searchbox', { name: 'Search the bestiary' });
    await user.clear(search);
    // The French name finds it; the row says it in English only.
    await user.type(search, 'abeille geante');
    const bee = await screen.findByRole('listitem', { name: 'Giant Bee' });
    expect(bee).toHaveTextContent('Sting (poison) +2 (1d4)');
    expect(within(bee).getByText('vermin')).toBeInTheDocument();
    expect(within(bee).getByText('Open')).toBeInTheDocument();
    expect(bee).not.toHaveTextContent(/Abeille|Dard|vermine/);
    const count = within(bee).getByLabelText('Number of Giant Bee');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(bee).getByRole('button', { name: 'Add to fight' }));
    await waitFor(() =>
      expect(
        store
          .getSnapshot()
          .encounter?.combatants.filter((c) => c.name.startsWith('Giant Bee'))
          .map((c) => c.name),
      ).toEqual(['Giant Bee 1', 'Giant Bee 2']),
    );
  });
});
