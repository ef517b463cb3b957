import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { ShortcutsDialog } from './ShortcutsDialog';
import { fakeCommandContext } from '../commands/test-context';
import type { CommandState } from '../commands/registry';

function renderDialog(language: 'fr' | 'en', state?: CommandState) {
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n(language)}>
        <ShortcutsDialog
          opened
          onClose={vi.fn()}
          language={language}
          context={state && fakeCommandContext(state)}
        />
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('ShortcutsDialog', () => {
  it('lists the palette shortcut in French', () => {
    renderDialog('fr');
    const dialog = screen.getByRole('dialog', { name: 'Raccourcis clavier' });
    const row = within(dialog).getByText('Ouvrir la palette de commandes').closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Ctrl + K')).toBeInTheDocument();
    expect(within(dialog).getByText('Ctrl + Maj + D')).toBeInTheDocument();
  });

  it('names keys in English when the interface is in English', () => {
    renderDialog('en');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(screen.getByText('Ctrl + Shift + D')).toBeInTheDocument();
  });

  it('says which keys can act now, and why the others cannot', () => {
    renderDialog('fr', {
      area: 'combat',
      fight: { phase: 'running', canUndo: false, canRedo: false },
      round: {
        delay: true,
        'act-now': false,
        ready: true,
        trigger: false,
        stabilize: false,
        maneuver: true,
        ongoing: true,
        morale: false,
        opportunity: false,
        concentration: false,
        phases: false,
      },
      dieField: false,
    });
    const row = (label: string) => within(screen.getByText(label).closest('tr') as HTMLElement);
    expect(
      row('Appliquer les effets continus du tour (saignement, feu, régénération… dés lancés)').getByText(
        /disponible/,
      ),
    ).toBeInTheDocument();
    expect(
      row('Stabiliser (la ligne sélectionnée, sinon le premier mourant)').getByText(/Personne n’est mourant/),
    ).toBeInTheDocument();
    expect(row('Annuler la dernière action du combat').getByText(/Rien à annuler/)).toBeInTheDocument();
    expect(
      row('Lancer le d20 de l’aide ouverte (attaque, test, manœuvre)').getByText('Alt + R'),
    ).toBeInTheDocument();
  });
});
