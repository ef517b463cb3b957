import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createEncounter, replay, type EncounterEvent } from '../../../shared/combat';
import { createI18n } from '../../i18n';
import type { GestureStep } from '../../fight';
import { ManeuverWizard } from './ManeuverWizard';

const grappling = (() => {
  const base = replay(createEncounter({ id: 'e', name: 'T', system: 'dnd35', seed: 1 }), [
    {
      type: 'combatant-added',
      combatant: { id: 'ogre', name: 'Ogre', hpMax: 30, fighter: { bab: 3, str: 21, size: 'large' } },
    },
    { type: 'combatant-added', combatant: { id: 'aldric', name: 'Aldric', side: 'pc', hpMax: 12 } },
  ]);
  const [o, a] = base.combatants.map((c) => c.id);
  const grab = (target: typeof o): EncounterEvent => ({
    type: 'effect-applied',
    targets: [target],
    source: o,
    what: { kind: 'condition', conditionId: 'grappled' },
    duration: { kind: 'until-removed' },
  });
  return { enc: replay(base, [grab(o), grab(a)]), o, a };
})();

describe('ManeuverWizard', () => {
  it('3.5 pin from the grapple panel: opens on the modifiers, rolls typed, one gesture applied', async () => {
    const { enc, o, a } = grappling;
    const run = vi.fn((_steps: GestureStep[]) => true);
    const onClose = vi.fn();
    render(
      <MantineProvider env="test">
        <I18nextProvider i18n={createI18n('fr')}>
          <ManeuverWizard
            encounter={enc}
            request={{
              attackerId: o,
              targetId: a,
              maneuver: 'grapple',
              grapple: { maintain: true, action: 'pin' },
            }}
            run={run}
            onClose={onClose}
          />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('group', { name: 'Modificateurs' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Détail selon les règles' })).toHaveTextContent(
      'Test de lutte de l’attaquant : d20 + 3 (BBA) + 5 (For) + 4 (taille spéciale)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'd20 d’Aldric' }), '15');
    // Ogre +12 against 15: a 3 ties, and the higher modifier wins the tie (DRS › Lutte, étape 3).
    expect(screen.getByText('Il faut 3 ou plus')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'd20 d’Ogre' }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByTestId('verdict')).toHaveTextContent('Réussite');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer au combat' }));
    expect(run).toHaveBeenCalledTimes(1);
    const events = run.mock.calls[0][0];
    expect(events.map((e) => (typeof e === 'function' ? 'fn' : e.type))).toEqual([
      'maneuver-resolved',
      'effect-applied',
    ]);
    expect(onClose).toHaveBeenCalled();
    // A whole wizard in jsdom takes a few seconds when the machine is busy.
  });

  it('in English, the breakdown and every step of the explanation are English', async () => {
    const { enc, o, a } = grappling;
    render(
      <MantineProvider env="test">
        <I18nextProvider i18n={createI18n('en')}>
          <ManeuverWizard
            encounter={enc}
            request={{
              attackerId: o,
              targetId: a,
              maneuver: 'grapple',
              grapple: { maintain: true, action: 'pin' },
            }}
            run={vi.fn(() => true)}
            onClose={vi.fn()}
          />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('group', { name: 'Breakdown by the rules' })).toHaveTextContent(
      'Attacker’s grapple check: d20 + 3 (BAB) + 5 (Str) + 4 (special size)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'd20 of Aldric' }), '15');
    await userEvent.type(screen.getByRole('textbox', { name: 'd20 of Ogre' }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const explanation = screen.getByRole('list', { name: 'Explanation' });
    expect(explanation).toHaveTextContent('Pin: the target is pinned for 1 round');
    expect(explanation.textContent).not.toMatch(/contre|lutte|Immobilisation|BBA|taille/);
  });

  it('in English, a manoeuvre the rules forbid says why in English', () => {
    const { enc, o, a } = grappling;
    const pinned = replay(enc, [
      {
        type: 'effect-applied',
        targets: [a],
        source: o,
        what: { kind: 'condition', conditionId: 'pinned' },
        duration: { kind: 'until-removed' },
      },
    ]);
    render(
      <MantineProvider env="test">
        <I18nextProvider i18n={createI18n('en')}>
          <ManeuverWizard
            encounter={pinned}
            request={{
              attackerId: a,
              targetId: o,
              maneuver: 'grapple',
              grapple: { maintain: true, action: 'damage' },
            }}
            run={vi.fn(() => true)}
            onClose={vi.fn()}
          />
        </I18nextProvider>
      </MantineProvider>,
    );
    // DRS › Lutte: a pinned creature may only try to escape.
    const refusal = screen.getByText(/^Refused by the rules:/);
    expect(refusal).toHaveTextContent('Refused by the rules: Pinned: it can only try to escape');
  });
});
