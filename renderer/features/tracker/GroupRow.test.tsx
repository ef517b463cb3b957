/**
 * The folded line of a group in the order: « Gobelin ×6 », its chevron, its members' HP in small,
 * and damage typed there asks which members — one gesture for those ticked.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { applyEvent, parseHpEntry, type CombatantId, type Encounter } from '../../../shared/combat';
import { createI18n } from '../../i18n';
import { visibleRows } from '../library';
import { CombatantList } from './CombatantList';
import { oneTurnGoblins } from '../../../shared/combat/test-fixtures';
import { rowsOf } from './order-view';
import { TrackerActionsContext, type TrackerActions } from '../../combatant';
import type { GestureStep } from './session';

function fight(): Encounter {
  const enc = oneTurnGoblins();
  // Gobelin 2 has fallen to 1 HP: the line shows each member's HP.
  return applyEvent(enc, { type: 'damage', id: enc.combatants[2].id, amount: 4 });
}

function show(enc: Encounter, unfolded: ReadonlySet<string> = new Set(), language: 'fr' | 'en' = 'fr') {
  const run = vi.fn((_steps: GestureStep[]) => true);
  const actions: TrackerActions = {
    run,
    setInitiative: () => null,
    moveInTie: () => undefined,
    hpEntry: () => null,
    hpEvents: (ids: readonly CombatantId[], text: string) => ids.map((id) => parseHpEntry(id, text)),
    askRemove: () => undefined,
    triggerReady: () => undefined,
    saveToLibrary: () => undefined,
    edit: () => undefined,
  };
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n(language)}>
        <TrackerActionsContext.Provider value={actions}>
          <CombatantList encounter={enc} rows={visibleRows(rowsOf(enc), enc, unfolded)} />
        </TrackerActionsContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return run;
}

describe('the folded line of a group', () => {
  it('reads « Gobelin ×6 » with a chevron that unfolds it and each member’s HP in small', () => {
    show(fight());
    const line = screen.getByRole('listitem', { name: 'Gobelin ×6' });
    expect(line).toHaveAttribute('data-group', 'folded');
    expect(within(line).getByRole('button', { name: 'Déplier le groupe Gobelin' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const hp = within(line).getByLabelText('PV des membres du groupe Gobelin');
    expect(hp).toHaveTextContent('5 1 5 5 5 5');
    expect(hp).toHaveTextContent('Σ 26/30');
    // Only two lines in the order: Aldric and the group.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says which member its own buttons (Stabiliser, ◉, ⋯) act on', () => {
    show(fight());
    const line = screen.getByRole('listitem', { name: 'Gobelin ×6' });
    expect(within(line).getByTestId('group-buttons-for')).toHaveTextContent('boutons : Gobelin 1');
    expect(within(line).getByRole('button', { name: 'Actions pour Gobelin 1' })).toBeInTheDocument();
  });

  it('in English, names the member its buttons act on too', () => {
    show(fight(), new Set(), 'en');
    const line = screen.getByRole('listitem', { name: 'Gobelin ×6' });
    expect(within(line).getByTestId('group-buttons-for')).toHaveTextContent('buttons: Gobelin 1');
  });

  it('in English too', () => {
    show(fight(), new Set(), 'en');
    const line = screen.getByRole('listitem', { name: 'Gobelin ×6' });
    expect(within(line).getByRole('button', { name: 'Unfold the group Gobelin' })).toBeInTheDocument();
    expect(
      within(line).getByLabelText('HP of the group Gobelin (then choose the members)'),
    ).toBeInTheDocument();
  });

  it('unfolded, its first member carries the chevron that folds it back', () => {
    show(fight(), new Set(['Gobelin']));
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Replier le groupe Gobelin' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('« -6 » typed on the line asks which members, then hits those ticked in one gesture', async () => {
    const enc = fight();
    const run = show(enc);
    const user = userEvent.setup();
    const field = screen.getByLabelText('PV du groupe Gobelin (on choisit ensuite les membres)');
    await user.type(field, '-6{Enter}');
    const ask = await screen.findByRole('dialog', { name: '« -6 » : à quels membres de Gobelin ?' });
    expect(run).not.toHaveBeenCalled();
    // Nothing ticked: refused with a message, nothing applied.
    await user.click(within(ask).getByRole('button', { name: 'Appliquer à 0' }));
    expect(within(ask).getByRole('alert')).toHaveTextContent('Cochez au moins un membre');
    expect(run).not.toHaveBeenCalled();
    await user.click(within(ask).getByLabelText('1. Gobelin 1 5/5'));
    await user.click(within(ask).getByLabelText('3. Gobelin 3 5/5'));
    await user.keyboard('{Enter}');
    const goblins = enc.combatants.filter((c) => c.group === 'Gobelin');
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0][0]).toEqual([
      { type: 'damage', id: goblins[0].id, amount: 6 },
      { type: 'damage', id: goblins[2].id, amount: 6 },
    ]);
  });

  it('a bad entry is refused on the line: nobody is asked, nothing applied', async () => {
    const run = show(fight());
    const user = userEvent.setup();
    const field = screen.getByLabelText('PV du groupe Gobelin (on choisit ensuite les membres)');
    await user.type(field, '-x{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(run).not.toHaveBeenCalled();
  });
});
