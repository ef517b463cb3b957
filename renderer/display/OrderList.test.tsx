import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { cssVariablesResolver, theme } from '../components/theme';
import { OrderList } from './OrderList';
import { runningView } from './render-display';

describe('OrderList', () => {
  it('switches every row to the GM’s new language with the list (the rows take its t, not their own)', async () => {
    const i18n = createI18n('fr');
    const { order } = runningView();
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark">
        <I18nextProvider i18n={i18n}>
          <OrderList order={order} currentId="aldric" />
        </I18nextProvider>
      </MantineProvider>,
    );
    const orc = () =>
      within(screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Orque'))!);
    expect(orc().getByText('en sang')).toBeInTheDocument();
    expect(orc().getByText(/Étourdi/)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(orc().getByText('bloodied')).toBeInTheDocument();
    expect(orc().getByText(/Stunned/)).toBeInTheDocument();
    expect(orc().getByText(/2 rounds/)).toBeInTheDocument();
  });
});
