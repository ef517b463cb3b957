/**
 * The tracker shows a fight of « Escarmouche », a system registered by the tests only (shared/rules/
 * fixture-system): its defences, conditions and initiative, with no change to the screens.
 */
import 'fake-indexeddb/auto';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { applyEvent, createEncounter, type Encounter, type EncounterEvent } from '../../../shared/combat';
import { FIXTURE_ID, registerFixtureSystem } from '../../../shared/rules/fixture-system';
import { createI18n } from '../../i18n';
import { createSavingStore, type FightCommand } from '../../fight';
import { Tracker } from './Tracker';
import type { GestureStep } from './session';

function startingFight(): Encounter {
  const events: EncounterEvent[] = [
    {
      type: 'combatant-added',
      combatant: { id: 'a', name: 'Ada', side: 'pc', hpMax: 10, defences: { ac: 14 } },
    },
    {
      type: 'combatant-added',
      combatant: { id: 'b', name: 'Brute', hpMax: 6, initiativeModifier: 3, defences: { ac: 12 } },
    },
    { type: 'initiative-set', id: 'a' as never, value: 12 },
    { type: 'initiative-set', id: 'b' as never, value: 18 },
    { type: 'combat-started' },
    {
      type: 'effect-applied',
      targets: ['b' as never],
      what: { kind: 'condition', conditionId: 'dazed' },
      duration: { kind: 'rounds', rounds: 2 },
    },
  ];
  return events.reduce(
    applyEvent,
    createEncounter({ id: 'e', name: 'Près du gué', system: FIXTURE_ID, seed: 3 }),
  );
}

/** The tracker over an in-memory fight: each gesture goes through the engine. */
function Harness() {
  const [past, setPast] = useState<Encounter[]>([]);
  const [encounter, setEncounter] = useState(startingFight);
  const [saving] = useState(createSavingStore);
  const run = (steps: GestureStep[]) => {
    const next = steps.reduce((enc, s) => applyEvent(enc, typeof s === 'function' ? s(enc) : s), encounter);
    setPast([...past, encounter]);
    setEncounter(next);
    return true;
  };
  const api = {
    encounter,
    canUndo: past.length > 0,
    canRedo: false,
    run,
    undo: () => {
      setEncounter(past[past.length - 1]);
      setPast(past.slice(0, -1));
    },
    redo: () => {},
    // The toolbar's fight commands, as the store runs them (renderer/fight/fight-commands.ts).
    command: (c: FightCommand) => {
      if (c === 'next-turn') run([{ type: 'turn-advanced' }]);
      if (c === 'previous-turn') run([{ type: 'turn-reverted' }]);
      if (c === 'undo') api.undo();
    },
    saving,
  };
  return <Tracker api={api} onNewEncounter={() => {}} />;
}

describe('the tracker and a system it has never heard of', () => {
  beforeAll(registerFixtureSystem);

  it('shows its short name, its order, its defence with the condition’s modifier, and runs a turn', async () => {
    render(
      <MantineProvider env="test">
        <Notifications />
        <I18nextProvider i18n={createI18n('fr')}>
          <Harness />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('Escarmouche')).toBeInTheDocument();
    const order = within(screen.getByRole('list', { name: 'Ordre d’initiative' }));
    expect(order.getAllByRole('listitem').map((r) => r.getAttribute('aria-label'))).toEqual(['Brute', 'Ada']);
    const brute = order.getByRole('listitem', { name: 'Brute' });
    // Its one defence (« CA »), lowered by its condition: 12 − 2.
    expect(within(brute).getAllByText(/Sonné/).length).toBeGreaterThan(0);
    expect(brute.textContent).toMatch(/CA\s*10/);
    await userEvent.click(screen.getByRole('button', { name: /Tour suivant/ }));
    expect(screen.getByRole('heading', { name: 'Tour d’Ada' })).toBeInTheDocument();
  });
});
