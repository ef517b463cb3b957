import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AUTO_SCROLL_FROM } from './OrderList';
import { PlayerViewScreen } from './PlayerViewScreen';
import { playerCombatant, renderDisplay, runningView } from './render-display';

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
});

describe('PlayerViewScreen', () => {
  it('shows the round, who acts now in big type, and who comes next', () => {
    renderDisplay(<PlayerViewScreen view={runningView()} tableKey={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Round 3' })).toBeInTheDocument();
    const card = screen.getByTestId('current-combatant');
    expect(within(card).getByRole('heading', { level: 2, name: 'Aldric' })).toBeInTheDocument();
    expect(within(card).getByText('PV 12/20')).toBeInTheDocument();
    expect(screen.getByTestId('next-combatant')).toHaveTextContent('Ensuite : Orque');
  });

  it('lists the order with numbers for the PC, a band for the orc, nothing for the goblin', () => {
    renderDisplay(<PlayerViewScreen view={runningView()} tableKey={null} />);
    const list = screen.getByRole('list', { name: 'Ordre de jeu' });
    const lines = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(lines.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^18Aldric.*PV 12\/20/),
      expect.stringMatching(/^11Orque.*en sang.*Étourdi · 2 rounds/),
      expect.stringMatching(/^7Gobelinattend$/),
    ]);
    expect(lines[0]).toHaveAttribute('aria-current', 'step');
  });

  it('speaks English when the GM chose English', () => {
    renderDisplay(
      <PlayerViewScreen view={runningView({ isSurpriseRound: true, round: 0 })} tableKey={null} />,
      'en',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Surprise round' })).toBeInTheDocument();
    expect(screen.getByText('bloodied')).toBeInTheDocument();
    expect(screen.getByText('Stunned')).toBeInTheDocument();
    expect(screen.getByTestId('next-combatant')).toHaveTextContent('Next: Orque');
  });

  it('shows no current card while a combatant hidden from the players acts', () => {
    renderDisplay(<PlayerViewScreen view={runningView({ currentId: null })} tableKey={null} />);
    expect(screen.queryByTestId('current-combatant')).toBeNull();
    expect(screen.getByRole('list', { name: 'Ordre de jeu' })).toBeInTheDocument();
  });

  it('shows the pinned reference table beside the order', () => {
    renderDisplay(<PlayerViewScreen view={runningView()} tableKey="table:dnd35-cover" />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ordre de jeu' })).toBeInTheDocument();
  });

  it.each([
    [AUTO_SCROLL_FROM, 'center'],
    [AUTO_SCROLL_FROM - 1, 'nearest'],
  ])('with %i combatants, scrolls the current one into view (%s)', (count, block) => {
    const scroll = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scroll, configurable: true });
    const order = Array.from({ length: count }, (_, i) => playerCombatant(`Kobold ${i + 1}`));
    renderDisplay(
      <PlayerViewScreen
        view={runningView({ order, currentId: 'kobold 25', nextId: null })}
        tableKey={null}
      />,
    );
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toHaveTextContent('Kobold 25');
    expect(scroll).toHaveBeenCalledWith({ block, behavior: 'smooth' });
  });
});
