import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { combatantId, type Encounter } from '../../../shared/combat';
import type { GestureStep } from '../../fight';
import { closeApplyCondition, openApplyCondition } from './apply-dialog-store';
import { ApplyConditionHost } from './ApplyConditionHost';
import { renderFr, threeFighters } from './test-render';

/** The host inside the providers, with a way for the test to make a gesture (a new fight state). */
function Harness({
  run,
  expose,
}: {
  run: (steps: GestureStep[]) => boolean;
  expose(set: (e: Encounter) => void): void;
}) {
  const [encounter, setEncounter] = useState(() => threeFighters('dnd35'));
  expose(setEncounter);
  return <ApplyConditionHost encounter={encounter} run={run} />;
}

describe('ApplyConditionHost (« Appliquer un état », issue 25: no portal torn down on close)', () => {
  it('keeps the dialog mounted, hidden, after it closes; the next opening starts from an empty form', async () => {
    const run = vi.fn((_steps: GestureStep[]) => true);
    let gesture: (e: Encounter) => void = () => {};
    renderFr(<Harness run={run} expose={(set) => (gesture = set)} />);
    expect(screen.queryByRole('dialog')).toBeNull(); // nothing mounted before the first opening

    act(() => openApplyCondition([combatantId('Aldric')]));
    const dialog = await screen.findByRole('dialog', { name: 'Appliquer un état' });
    const field = within(dialog).getByRole('combobox', { name: 'État' });
    await userEvent.type(field, 'etourdi');
    expect(field).toHaveValue('etourdi');

    act(() => closeApplyCondition());
    // Still in the document (the same node), only hidden: closing unmounted nothing.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog.isConnected).toBe(true);
    expect(field.isConnected).toBe(true);

    // A gesture while it is closed: the hidden dialog keeps the fight it was opened on.
    act(() => gesture(threeFighters('dnd35', [{ type: 'turn-advanced' }])));
    expect(dialog.isConnected).toBe(true);

    act(() => openApplyCondition([]));
    const again = await screen.findByRole('dialog', { name: 'Appliquer un état' });
    expect(again).toBe(dialog);
    expect(within(again).getByRole('combobox', { name: 'État' })).toHaveValue('');
  });
});
