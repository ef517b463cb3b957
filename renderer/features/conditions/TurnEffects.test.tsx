import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { effectsByTarget, effectsKey } from './row-effects';
import type { GestureStep } from '../../fight';
import { EffectiveDefences } from './EffectiveDefences';
import { renderFr, threeFighters } from './test-render';
import { TurnEffects } from './TurnEffects';

describe('TurnEffects', () => {
  it('at the source’s turn, asks whether it keeps concentrating; "Non" ends its effects in one gesture', async () => {
    const enc = threeFighters('dnd35', [
      {
        type: 'effect-applied',
        targets: ['Orque' as never, 'Bera' as never],
        source: 'Aldric' as never,
        what: { kind: 'condition', conditionId: 'dazed' },
        duration: { kind: 'concentration' },
        saveEachRound: 'Volonté DD 13',
      },
      { type: 'turn-advanced' },
      { type: 'turn-advanced' },
      { type: 'turn-advanced' },
    ]);
    const run = vi.fn((_steps: GestureStep[]) => true);
    renderFr(<TurnEffects encounter={enc} run={run} />);
    expect(
      screen.getByText('Aldric maintient-il sa concentration ? (hébété (Orque), hébété (Bera))'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Non : fin des effets' }));
    expect(run).toHaveBeenCalledWith(enc.effects.map((e) => ({ type: 'effect-removed', effectId: e.id })));
  });

  it('at the target’s turn: its save each round is under "À faire ce tour"', () => {
    const enc = threeFighters('dnd35', [
      { type: 'turn-advanced' },
      {
        type: 'effect-applied',
        targets: ['Bera' as never],
        what: { kind: 'condition', conditionId: 'shaken' },
        duration: { kind: 'rounds', rounds: 3 },
        saveEachRound: 'Volonté DD 13',
      },
      { type: 'turn-advanced' },
    ]);
    renderFr(<TurnEffects encounter={enc} run={() => true} />);
    expect(screen.getByRole('group', { name: 'À faire ce tour' })).toHaveTextContent(
      'Secoué : Volonté DD 13',
    );
    expect(screen.getByRole('group', { name: 'Continue' })).toHaveTextContent(
      'Bera : Secoué, encore 3 rounds.',
    );
  });
});

describe('EffectiveDefences', () => {
  it('a changed value shows its breakdown on keyboard focus, and hides it on blur', () => {
    const enc = threeFighters('dnd35', [
      {
        type: 'effect-applied',
        targets: ['Aldric' as never],
        what: { kind: 'condition', conditionId: 'stunned' },
        duration: { kind: 'rounds', rounds: 1 },
      },
    ]);
    const aldric = enc.combatants[0];
    renderFr(
      <EffectiveDefences
        c={aldric}
        system="dnd35"
        conditions="stunned"
        effects={effectsKey(enc, effectsByTarget(enc).get(aldric.id))}
      />,
    );
    const ca = screen.getByText('CA 13');
    fireEvent.focus(ca);
    expect(screen.getByRole('tooltip')).toHaveTextContent('CA 13 = 17 − 2 étourdi − 2 Dex perdue');
    fireEvent.blur(ca);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByText('dépourvu 13')).toHaveAttribute('aria-label', 'dépourvu 13 = 15 − 2 étourdi');
  });
});
