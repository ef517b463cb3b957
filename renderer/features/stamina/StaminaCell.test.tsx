import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { applyEvent, combatantId, createEncounter, replay, type Encounter } from '../../../shared/combat';
import { renderFr } from '../conditions/test-render';
import { TrackerActionsContext, type TrackerActions } from '../../combatant';
import { StaminaCell } from './StaminaCell';

const KIRA = combatantId('kira');

function fight(damage: number): Encounter {
  const s = replay(createEncounter({ id: 'e', name: 'SF', system: 'sf1', seed: 1 }), [
    {
      type: 'combatant-added',
      combatant: { id: 'kira', name: 'Kira', side: 'pc', hpMax: 14, staminaMax: 12, resolveMax: 4 },
    },
    { type: 'initiative-set', id: KIRA, value: 12 },
    { type: 'combat-started' },
  ]);
  return applyEvent(s, { type: 'damage', id: KIRA, amount: damage });
}

function show(enc: Encounter, run = vi.fn(() => true)) {
  const actions = { run } as Partial<TrackerActions> as TrackerActions;
  const c = enc.combatants[0];
  renderFr(
    <TrackerActionsContext.Provider value={actions}>
      <StaminaCell c={c} system={enc.system} round={enc.round} />
    </TrackerActionsContext.Provider>,
  );
  return run;
}

describe('StaminaCell', () => {
  it('shows SP and RP, and offers the 10-minute rest when Stamina is down', () => {
    const run = show(fight(7));
    expect(screen.getByTestId('sp-rp').textContent).toBe('PE 5/12 · PP 4/4');
    fireEvent.click(screen.getByRole('button', { name: 'Repos 10 min (1 PP)' }));
    expect(run).toHaveBeenCalledWith([{ type: 'resolve-spent', id: KIRA, purpose: 'stamina' }]);
  });

  it('dying at 0 HP: « Dépenser 1 PP (stabiliser) », no rest', () => {
    show(fight(26));
    expect(screen.getByRole('button', { name: 'Dépenser 1 PP (stabiliser)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Repos 10 min (1 PP)' })).toBeNull();
  });
});
