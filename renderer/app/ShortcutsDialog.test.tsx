import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { ShortcutsDialog } from './ShortcutsDialog';

function renderDialog(language: 'fr' | 'en') {
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n(language)}>
        <ShortcutsDialog opened onClose={vi.fn()} language={language} />
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
});
