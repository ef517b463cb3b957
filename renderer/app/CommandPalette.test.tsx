/** The palette lists only what can run now: no « Tour suivant » before a fight runs. */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { spotlight } from '@mantine/spotlight';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { CommandPalette } from './CommandPalette';
import type { CommandState } from '../commands/registry';
import { fakeCommandContext } from '../commands/test-context';

function open(state: CommandState) {
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n('fr')}>
        <CommandPalette context={fakeCommandContext(state)} system="dnd35" />
      </I18nextProvider>
    </MantineProvider>,
  );
  act(() => spotlight.open());
}

describe('CommandPalette', () => {
  it('in a fight not started: « Commencer le combat », but no « Tour suivant »', async () => {
    open({ area: 'combat', fight: { phase: 'setup', canUndo: false, canRedo: false } });
    expect(await screen.findByText('Commencer le combat')).toBeInTheDocument();
    expect(screen.queryByText('Tour suivant')).toBeNull();
    expect(screen.queryByText('Annuler la dernière action du combat')).toBeNull();
    expect(screen.getByText('Aller à la bibliothèque')).toBeInTheDocument();
  });

  it('while the fight runs: « Tour suivant », and no « Commencer le combat »', async () => {
    open({ area: 'combat', fight: { phase: 'running', canUndo: true, canRedo: false } });
    expect(await screen.findByText('Tour suivant')).toBeInTheDocument();
    expect(screen.queryByText('Commencer le combat')).toBeNull();
  });

  it('once the GM types, a matching command that cannot run now is greyed with why', async () => {
    open({
      area: 'combat',
      fight: { phase: 'running', canUndo: false, canRedo: false },
      round: { ...NOBODY, delay: true },
    });
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'stabil' } });
    const line = (await screen.findByText(/^Stabiliser/)).closest('button');
    expect(line).toHaveAttribute('aria-disabled', 'true');
    expect(line).toHaveTextContent('Personne n’est mourant.');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'retard' } });
    const delay = (await screen.findByText(/^Retarder/)).closest('button');
    expect(delay).not.toHaveAttribute('aria-disabled');
  });
});

/** A round where no key has anyone to act on. */
const NOBODY = {
  delay: false,
  'act-now': false,
  ready: false,
  trigger: false,
  stabilize: false,
  maneuver: false,
  ongoing: false,
  morale: false,
  opportunity: false,
  concentration: false,
  phases: false,
};
