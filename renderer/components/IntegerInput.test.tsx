import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { readSettings, writeSetting } from '../db';
import { SettingsPage } from '../features/settings/SettingsPage';
import { IntegerInput } from './IntegerInput';

function field(onChange: (n: number | null) => void, value: number | null = 5) {
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n('fr')}>
        <IntegerInput label="Combien" value={value} min={1} max={200} onChange={onChange} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Combien' });
}

describe('a whole-number field keeps what the GM typed (issue 24)', () => {
  it.each(['3.7', '1e309', '12a', '900'])(
    '« %s » stays as typed, with the reason, and nothing is passed on',
    async (typed) => {
      const onChange = vi.fn();
      const input = field(onChange);
      await userEvent.clear(input);
      onChange.mockClear();
      await userEvent.type(input, typed);
      expect(input).toHaveValue(typed);
      expect(screen.getByText('Nombre entier de 1 à 200 attendu')).toBeInTheDocument();
      expect(onChange.mock.calls.flat().filter((n) => n !== null && !typed.startsWith(String(n)))).toEqual(
        [],
      );
      expect(onChange).not.toHaveBeenLastCalledWith(37);
    },
  );

  it('passes a whole number in range, and steps with ↑ and ↓', async () => {
    const onChange = vi.fn();
    const input = field(onChange);
    await userEvent.clear(input);
    await userEvent.type(input, '−12');
    expect(onChange).toHaveBeenLastCalledWith(-12);
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    await userEvent.type(input, '{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(13);
    expect(input).toHaveValue('13');
  });
});

describe('Réglages › Combats gardés', () => {
  it('never stores « 3.7 » as 37 (nor 3): the setting stays what it was, and the field says why', async () => {
    await writeSetting('keepFights', 10);
    render(
      <MantineProvider env="test">
        <I18nextProvider i18n={createI18n('fr')}>
          <SettingsPage />
        </I18nextProvider>
      </MantineProvider>,
    );
    const input = await screen.findByRole('textbox', { name: /Combats gardés/ });
    await waitFor(() => expect(input).toHaveValue('10'));
    await userEvent.clear(input);
    await userEvent.type(input, '3.7{Enter}');
    expect(input).toHaveValue('3.7');
    expect(await screen.findByText(/Nombre entier de \d+ à \d+ attendu/)).toBeInTheDocument();
    expect((await readSettings()).keepFights).toBe(10);
    // A whole number, once the GM is done with the field, is stored.
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    await waitFor(async () => expect((await readSettings()).keepFights).toBe(12));
  });
});
