import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import { FileMenu } from './FileMenu';
import { setFileCommandHandler, setFileStatus } from './file-bridge';

function show() {
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n('fr')}>
        <FileMenu language="fr" />
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('Fichier menu and file status', () => {
  it('shows the file name without its suffix, the unsaved mark, and the window title', () => {
    show();
    expect(screen.getByTestId('file-status')).toHaveTextContent('sans fichier');
    act(() => setFileStatus({ name: 'Abordage.paravent.json', unsaved: true }));
    expect(screen.getByTestId('file-status')).toHaveTextContent('Abordage● non enregistré');
    expect(document.title).toBe('• Abordage — Paravent');
    act(() => setFileStatus({ name: 'Abordage.paravent.json', unsaved: false }));
    expect(screen.getByTestId('file-status')).toHaveTextContent(/^Abordage$/);
    expect(document.title).toBe('Abordage — Paravent');
  });

  it('runs the chosen command, and a command given before the controller is there waits for it', async () => {
    show();
    // The menu's code arrives just after the first paint: the button reached and pressed (Enter)
    // before that opens the menu once it is there.
    expect(screen.queryByRole('menuitem')).toBeNull();
    screen.getByRole('button', { name: 'Fichier' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: /Enregistrer sous…/ }));
    const handler = vi.fn();
    const stop = setFileCommandHandler(handler);
    expect(handler).toHaveBeenCalledExactlyOnceWith('save-as');
    stop();
  });
});
