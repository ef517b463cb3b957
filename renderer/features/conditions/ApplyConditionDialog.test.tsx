import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GestureStep } from '../../fight';
import { ApplyConditionDialog } from './ApplyConditionDialog';
import { renderFr, threeFighters } from './test-render';

function open(initialTargets: string[], ok = true) {
  const run = vi.fn((_steps: GestureStep[]) => ok);
  const onClose = vi.fn();
  const enc = threeFighters('dnd35', [{ type: 'turn-advanced' }]);
  renderFr(
    <ApplyConditionDialog encounter={enc} initialTargets={initialTargets} run={run} onClose={onClose} />,
  );
  return { run, onClose };
}

describe('ApplyConditionDialog', () => {
  it('finds "étourdi" typed without accent, shows its summary and when it ends, applies it from the orc', async () => {
    const { run, onClose } = open(['Aldric']);
    await userEvent.type(screen.getByRole('combobox', { name: 'État' }), 'etourdi');
    await userEvent.click(await screen.findByRole('option', { name: 'Étourdi (Stunned)' }));
    expect(screen.getByTestId('condition-summary')).toHaveTextContent(/aucune action/);
    expect(screen.getByTestId('duration-preview')).toHaveTextContent(
      'Prend fin juste avant l’initiative 15 au round 2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(run).toHaveBeenCalledWith([
      {
        type: 'effect-applied',
        targets: ['Aldric'],
        source: 'Orque',
        what: { kind: 'condition', conditionId: 'stunned' },
        duration: { kind: 'rounds', rounds: 1 },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('"Tout le groupe" adds both player characters; nothing is sent without a condition', async () => {
    const { run } = open([]);
    await userEvent.click(screen.getByRole('button', { name: 'Tout le groupe (2)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByText('Choisissez un état du catalogue.')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Effet personnalisé' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom de l’effet' }), 'Bénédiction');
    await userEvent.click(screen.getByRole('button', { name: /Ajouter un modificateur/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Valeur' }), '+1');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(run).toHaveBeenCalledWith([
      expect.objectContaining({
        targets: ['Aldric', 'Bera'],
        what: { kind: 'custom', name: 'Bénédiction', modifiers: [{ target: 'ac', value: 1 }] },
      }),
    ]);
  });

  it('a refusal of the engine keeps the dialog open', async () => {
    const { onClose } = open(['Aldric'], false);
    await userEvent.type(screen.getByRole('combobox', { name: 'État' }), 'stun');
    await userEvent.click(await screen.findByRole('option', { name: 'Étourdi (Stunned)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
