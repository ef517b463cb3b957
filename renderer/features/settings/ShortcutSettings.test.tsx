import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import { readSettings, writeSetting } from '../../db';
import { bindingsStore } from '../../commands/bindings';
import { ShortcutSettings } from './ShortcutSettings';

function renderScreen(language: 'fr' | 'en' = 'fr') {
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n(language)}>
        <ShortcutSettings />
      </I18nextProvider>
    </MantineProvider>,
  );
}

/** Focus the key of a command, Entrée: the screen waits for the new key. */
async function startCapture(name: RegExp) {
  screen.getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
  expect(
    screen.getByRole('button', { name: /Appuyez sur la nouvelle touche|Press the new key/ }),
  ).toHaveFocus();
}

afterEach(async () => {
  bindingsStore.set({});
  await writeSetting('shortcuts', {});
});

describe('Réglages › Raccourcis', () => {
  it('gives « Retarder » the key G: Entrée then G, stored with the settings', async () => {
    renderScreen();
    await startCapture(/^Changer la touche de « Retarder.*\(actuellement D\)$/);
    await userEvent.keyboard('g');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '✓ « Retarder (le combattant dont c’est le tour) » : G.',
    );
    await waitFor(async () => expect((await readSettings()).shortcuts).toEqual({ 'tracker.delay': 'g' }));
  });

  it('refuses a key another command has, naming that command, and keeps the settings as they were', async () => {
    renderScreen();
    await startCapture(/^Changer la touche de « Retarder/);
    await userEvent.keyboard('n');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '⊘ N est déjà la touche de « Tour suivant » : changez d’abord celle-ci.',
    );
    expect((await readSettings()).shortcuts).toEqual({});
  });

  it.each([
    ['{Control>}w{/Control}', 'Ctrl + W appartient au navigateur ou au système'],
    ['{Alt>}{F4}{/Alt}', 'Alt + F4 appartient au navigateur ou au système'],
    ['{F5}', 'F5 appartient au navigateur ou au système'],
    ['4', '4 sert aux lignes de l’ordre d’initiative'],
    ['{ArrowDown}', '« ArrowDown » ne peut pas servir de raccourci'],
  ])('refuses %s with a message', async (keys, message) => {
    renderScreen();
    await startCapture(/^Changer la touche de « Retarder/);
    await userEvent.keyboard(keys);
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect((await readSettings()).shortcuts).toEqual({});
  });

  it('Échap cancels the capture and leaves the key as it was', async () => {
    renderScreen();
    await startCapture(/^Changer la touche de « Retarder/);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('status')).toHaveTextContent('Touche inchangée.');
    expect(
      screen.getByRole('button', { name: /^Changer la touche de « Retarder.*\(actuellement D\)$/ }),
    ).toHaveFocus();
    expect((await readSettings()).shortcuts).toEqual({});
  });

  it('shows the rebound keys, resets one, and asks before resetting all (in English too)', async () => {
    bindingsStore.set({ 'tracker.delay': 'g', 'tracker.ongoing': 'shift+O' });
    renderScreen('en');
    expect(screen.getByRole('button', { name: /^Change the key of “Delay.*\(now G\)$/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Reset the default key of “Delay.*\(D\)$/ }));
    await waitFor(async () =>
      expect((await readSettings()).shortcuts).toEqual({ 'tracker.ongoing': 'shift+O' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset every key?' });
    expect(dialog).toHaveTextContent('The 2 changed keys go back to their defaults.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset all' }));
    await waitFor(async () => expect((await readSettings()).shortcuts).toEqual({}));
  });
});
