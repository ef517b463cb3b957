import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { applyEvent, createEncounter, type Encounter, type EncounterEvent } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { createI18n } from '../../i18n';
import { TurnPanel } from './TurnPanel';
import type { GestureStep } from './session';

function fight(system: SystemId, events: EncounterEvent[]): Encounter {
  return events.reduce(applyEvent, createEncounter({ id: 'e', name: 'T', system, seed: 5 }));
}
const add = (id: string, side: 'pc' | 'enemy', extra: object = {}): EncounterEvent => ({
  type: 'combatant-added',
  combatant: { id, name: id, side, hpMax: 4, ...extra },
});
const init = (id: string, value: number): EncounterEvent => ({
  type: 'initiative-set',
  id: id as never,
  value,
});

function show(enc: Encounter) {
  const run = vi.fn((_steps: GestureStep[]) => true);
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n('fr')}>
        <TurnPanel encounter={enc} run={run} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return run;
}

describe('TurnPanel', () => {
  it('3.5 surprise round: the aware combatant may take one standard or move action; the others are listed as surprised', () => {
    const enc = fight('dnd35', [
      add('Aldric', 'pc'),
      add('Gob', 'enemy'),
      init('Aldric', 15),
      init('Gob', 10),
      { type: 'combat-started', aware: ['Aldric' as never] },
    ]);
    show(enc);
    expect(screen.getByRole('heading', { name: 'Tour d’Aldric' })).toBeInTheDocument();
    expect(screen.getByText(/une seule action simple ou de mouvement/)).toBeInTheDocument();
    expect(screen.getByText('Surpris, sans action ce round : Gob.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retarder' })).toBeInTheDocument();
  });

  it('osr: a fallen orc brings the morale prompt, whose button makes the check for its group', async () => {
    let enc = fight('osr', [add('Guerrier', 'pc'), add('Orque', 'enemy', { defences: { morale: 8 } })]);
    enc = applyEvent(enc, { type: 'combatants-duplicated', id: 'Orque' as never, count: 2 });
    enc = [{ type: 'initiative-rolled' } as const, { type: 'combat-started' } as const].reduce(
      applyEvent,
      enc,
    );
    enc = applyEvent(enc, { type: 'damage', id: 'Orque' as never, amount: 4 });
    const run = show(enc);
    expect(screen.getByText('Moral du groupe « Orque » : un premier membre est tombé.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retarder' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Faire le test de moral' }));
    expect(run).toHaveBeenCalledWith([{ type: 'morale-checked', group: 'Orque' }]);
  });

  it('CO: the current combatant may lower its INIT; text is refused in the field, nothing sent', async () => {
    const enc = fight('co', [
      add('Lia', 'pc', { initiativeScore: 12 }),
      add('Ogre', 'enemy', { initiativeScore: 10 }),
      { type: 'combat-started' },
    ]);
    const run = show(enc);
    await userEvent.type(screen.getByLabelText(/Nouvelle INIT/), 'cinq');
    await userEvent.click(screen.getByRole('button', { name: 'Baisser son INIT' }));
    expect(screen.getByText('Nombre entier attendu')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/Nouvelle INIT/));
    await userEvent.type(screen.getByLabelText(/Nouvelle INIT/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Baisser son INIT' }));
    expect(run).toHaveBeenCalledWith([{ type: 'initiative-lowered', id: 'Lia', to: 5 }]);
  });
});
