import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyEvent,
  combatantId,
  createEncounter,
  type Encounter,
  type EncounterEvent,
} from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { createI18n } from '../../i18n';
import { setTicked } from '../../combatant';
import { GroupSaveHost } from './GroupSaveDialog';
import { closeGroupSave, openGroupSave } from './open-group-save';

function fight(system: SystemId, saves: string): Encounter {
  const events: EncounterEvent[] = [1, 2, 3].map((n) => ({
    type: 'combatant-added',
    combatant: {
      id: `g${n}`,
      name: `Gobelin ${n}`,
      group: 'Gobelin',
      hpMax: 6,
      saves: n === 1 ? `${saves} évasion` : saves,
    },
  }));
  if (system === 'osr') events.forEach((e) => e.type === 'combatant-added' && (e.combatant.saves = saves));
  return events.reduce(applyEvent, createEncounter({ id: 'e', name: 'T', system, seed: 5 }));
}

function show(enc: Encounter, language: 'fr' | 'en' = 'fr') {
  const run = vi.fn((_events: EncounterEvent[]) => true);
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n(language)}>
        <GroupSaveHost encounter={enc} run={run} />
      </I18nextProvider>
    </MantineProvider>,
  );
  act(() => openGroupSave(combatantId('g2')));
  return run;
}

afterEach(() => act(() => closeGroupSave()));

describe('the group save dialog', () => {
  it('a fireball by keyboard: DC, damage, the group of the selected row, Enter — one event', async () => {
    const user = userEvent.setup();
    const run = show(fight('dnd35', 'Réf +1'));
    expect(await screen.findByText('Jet de sauvegarde de groupe')).toBeInTheDocument();
    // The group of the row it was opened from, each with its figure.
    expect(screen.getByText('Gobelin 3')).toBeInTheDocument();
    expect(screen.getByText('+1 · évasion')).toBeInTheDocument();
    await user.keyboard('15');
    await user.tab();
    await user.keyboard('6d6 feu');
    await user.type(screen.getByLabelText('Jet de Gobelin 2'), '18');
    await user.keyboard('{Enter}');
    expect(run).toHaveBeenCalledWith([
      {
        type: 'group-save',
        targets: ['g1', 'g2', 'g3'],
        save: 'ref',
        dc: 15,
        typed: [{ id: 'g2', total: 18 }],
        damage: '6d6',
        types: ['fire'],
        onSuccess: 'half',
      },
    ]);
  });

  it('starts from the members ticked in a group card, when some are', async () => {
    const user = userEvent.setup();
    setTicked('Gobelin', new Set([combatantId('g1'), combatantId('g3')]));
    try {
      const run = show(fight('dnd35', 'Réf +1'));
      expect(await screen.findByRole('textbox', { name: 'Cibles' })).toHaveValue('Gobelin 1, Gobelin 3');
      expect(screen.queryByText('Gobelin 2')).not.toBeInTheDocument();
      await user.keyboard('15{Enter}');
      expect(run.mock.calls[0]?.[0]).toMatchObject([{ targets: ['g1', 'g3'] }]);
    } finally {
      setTicked('Gobelin', new Set());
    }
  });

  it('says what is wrong and applies nothing: no DC, an unknown type', async () => {
    const user = userEvent.setup();
    const run = show(fight('dnd35', 'Réf +1'));
    await screen.findByText('Jet de sauvegarde de groupe');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Indiquez le DD (un nombre).')).toBeInTheDocument();
    await user.keyboard('15');
    await user.tab();
    await user.keyboard('6d6 plasmique{Enter}');
    expect(screen.getByText('Dégâts : « plasmique » n’est pas un type de dégâts connu.')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it('B/X: no DC, each creature’s own target for the breath save', async () => {
    const user = userEvent.setup();
    const run = show(fight('osr', 'sauve comme G1'), 'en');
    await screen.findByText('Group save');
    expect(screen.queryByLabelText('DC')).toBeNull();
    expect(screen.getAllByText('15 (G1)')).toHaveLength(3);
    await user.keyboard('12{Enter}');
    expect(run.mock.calls[0]![0][0]).toMatchObject({
      save: 'breath',
      damageTotal: 12,
      targets: ['g1', 'g2', 'g3'],
    });
  });
});
