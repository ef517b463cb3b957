import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import { NewEncounterForm } from './NewEncounterForm';

function wrap(ui: React.ReactNode, i18n = createI18n('fr')) {
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
  return i18n;
}

describe('Nouvelle rencontre', () => {
  it('proposes its name in the language the GM switches to, until the GM types one', async () => {
    const onCreate = vi.fn();
    const i18n = wrap(<NewEncounterForm defaultSystem="dnd35" onCreate={onCreate} />);
    expect(screen.getByLabelText('Nom de la rencontre')).toHaveValue('Nouvelle rencontre');
    await act(() => i18n.changeLanguage('en'));
    const field = screen.getByLabelText('Encounter name');
    expect(field).toHaveValue('New encounter');
    await userEvent.clear(field);
    await userEvent.type(field, 'Crypte');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByLabelText('Nom de la rencontre')).toHaveValue('Crypte');
  });
});
