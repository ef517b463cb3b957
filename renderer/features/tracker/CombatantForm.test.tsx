import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { applyEvent, createEncounter, type Combatant, type CombatantInput } from '../../../shared/combat';
import { createI18n } from '../../i18n';
import { changesOf } from './combatant-changes';
import { CombatantForm } from './CombatantForm';

function wrap(ui: React.ReactNode) {
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n('fr')}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
}

/** The input of a Mantine Select or MultiSelect (its listbox carries the same label). */
function inputLabelled(label: string): HTMLElement {
  const input = screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

/** An ogre added to a 3.5 fight through the engine. */
function ogre(): Combatant {
  const enc = applyEvent(createEncounter({ id: 'e', name: 'Test', system: 'dnd35', seed: 1 }), {
    type: 'combatant-added',
    combatant: {
      name: 'Ogre',
      hpMax: 30,
      initiativeModifier: -1,
      defences: { ac: 16, touchAc: 8 },
      fighter: { bab: 3, str: 21, size: 'large', feats: ['improved-grapple'] },
    },
  });
  return enc.combatants[0];
}

describe('CombatantForm', () => {
  it('adds a combatant with its manoeuvre stats typed in the « Manœuvres » section', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_input: CombatantInput, _count: number) => true);
    wrap(<CombatantForm opened system="dnd35" onClose={vi.fn()} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nom'), 'Ogre');
    await user.type(screen.getByLabelText('PV'), '30');
    await user.click(screen.getByRole('button', { name: /Manœuvres/ }));
    await user.type(screen.getByLabelText('BBA'), '+5');
    await user.type(screen.getByLabelText('For'), '21');
    await user.type(screen.getByLabelText('Con'), '15');
    await user.click(inputLabelled('Taille'));
    await user.click(await screen.findByRole('option', { name: 'Grand (G)', hidden: true }));
    await user.click(inputLabelled('Dons de manœuvre'));
    await user.click(await screen.findByRole('option', { name: 'Science de la lutte', hidden: true }));
    await user.click(screen.getByLabelText('Particulièrement stable (nain…)'));
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      name: 'Ogre',
      hpMax: 30,
      fighter: { bab: 5, str: 21, con: 15, size: 'large', feats: ['improved-grapple'], stable: true },
    });
  });

  it('refuses a score out of 1–50 and a BBA that is not a number, with French messages, and adds nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => true);
    wrap(<CombatantForm opened system="pf1" onClose={vi.fn()} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nom'), 'Ogre');
    await user.type(screen.getByLabelText('PV'), '30');
    await user.click(screen.getByRole('button', { name: /Manœuvres/ }));
    await user.type(screen.getByLabelText('For'), '100');
    await user.type(screen.getByLabelText('BBA'), 'cinq');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Entre 1 et 99')).toBeInTheDocument();
    expect(screen.getByText('Nombre entier attendu')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('For')).toHaveValue('100');
  });

  it('shows no « Manœuvres » section in Chroniques Oubliées, which has no manoeuvres', () => {
    wrap(<CombatantForm opened system="co" onClose={vi.fn()} onSubmit={vi.fn(() => true)} />);
    expect(screen.getByLabelText('Nom')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manœuvres/ })).not.toBeInTheDocument();
  });

  it('edits a combatant: prefilled, no count, its changes become one combatant-updated', async () => {
    const user = userEvent.setup();
    const c = ogre();
    const onSubmit = vi.fn((_input: CombatantInput, _count: number) => true);
    wrap(<CombatantForm opened system="dnd35" editing={c} onClose={vi.fn()} onSubmit={onSubmit} />);
    expect(screen.getByText('Modifier Ogre')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
    expect(screen.getByLabelText('PV')).toHaveValue('30');
    expect(screen.getByLabelText('For')).toHaveValue('21');
    expect(inputLabelled('Taille')).toHaveValue('Grand (G)');
    await user.clear(screen.getByLabelText('BBA'));
    await user.type(screen.getByLabelText('BBA'), '5');
    await user.clear(screen.getByLabelText('Contact'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const input = onSubmit.mock.calls[0][0];
    expect(changesOf(c, input, 'dnd35')).toEqual({
      name: 'Ogre',
      side: 'enemy',
      hidden: false,
      notes: '',
      hpMax: 30,
      initiativeModifier: -1,
      defences: { ac: 16 },
      fighter: { bab: 5, str: 21, size: 'large', feats: ['improved-grapple'] },
    });
  });

  it('Starfinder: PE and PP fields, typed, become the pools; edited, their new maxima', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_input: CombatantInput, _count: number) => true);
    wrap(<CombatantForm opened system="sf1" onClose={vi.fn()} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nom'), 'Kira');
    await user.type(screen.getByLabelText('PV'), '14');
    await user.type(screen.getByLabelText('PE max (Endurance)'), '12');
    await user.type(screen.getByLabelText('PP max (Résolution)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Nombre entier, 0 ou plus')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('PP max (Résolution)'));
    await user.type(screen.getByLabelText('PP max (Résolution)'), '4');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      name: 'Kira',
      hpMax: 14,
      staminaMax: 12,
      resolveMax: 4,
    });
  });

  it('no PE or PP fields outside Starfinder', () => {
    wrap(<CombatantForm opened system="pf1" onClose={vi.fn()} onSubmit={vi.fn(() => true)} />);
    expect(screen.queryByLabelText('PE max (Endurance)')).not.toBeInTheDocument();
  });
});

describe('CombatantForm › the table of limits (issue 24)', () => {
  it('stops the name at 200 characters and says why once it is reached', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    wrap(<CombatantForm opened system="dnd35" onClose={vi.fn()} onSubmit={vi.fn(() => true)} />);
    const name = screen.getByLabelText('Nom');
    expect(screen.queryByText(/signes au plus/)).toBeNull();
    await user.click(name);
    await user.paste('x'.repeat(199));
    expect(screen.queryByText(/signes au plus/)).toBeNull();
    await user.type(name, 'yz');
    expect(name).toHaveValue(`${'x'.repeat(199)}y`);
    expect(screen.getByText('200 signes au plus : la suite n’est pas prise.')).toBeInTheDocument();
  });
});
