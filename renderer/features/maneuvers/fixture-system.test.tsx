/**
 * A sixth system is one folder (issue 25): « Corps-à-corps », a system with manoeuvres registered by
 * the tests only (shared/rules/fixture-grapple), runs a grapple through the wizard with no change
 * to the screens — its flanking box, its defence field, its roll and the conditions it applies.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createEncounter, replay, type EncounterEvent } from '../../../shared/combat';
import { GRAPPLE_FIXTURE_ID, registerGrappleFixture } from '../../../shared/rules/fixture-grapple';
import type { GestureStep } from '../../fight';
import { createI18n } from '../../i18n';
import { ManeuverWizard } from './ManeuverWizard';

function fight() {
  registerGrappleFixture();
  return replay(createEncounter({ id: 'e', name: 'Ruelle', system: GRAPPLE_FIXTURE_ID, seed: 1 }), [
    {
      type: 'combatant-added',
      combatant: { id: 'brute', name: 'Brute', hpMax: 20, fighter: { bab: 3, str: 16 } },
    },
    {
      type: 'combatant-added',
      combatant: { id: 'ada', name: 'Ada', side: 'pc', hpMax: 12, fighter: { bab: 1, str: 12, dex: 14 } },
    },
  ]);
}

function wizard(language: 'fr' | 'en', run: (steps: GestureStep[]) => boolean) {
  const enc = fight();
  const [brute, ada] = enc.combatants.map((c) => c.id);
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n(language)}>
        <ManeuverWizard
          encounter={enc}
          request={{ attackerId: brute, targetId: ada, maneuver: 'grapple' }}
          run={run}
          onClose={vi.fn()}
        />
      </I18nextProvider>
    </MantineProvider>,
  );
  return { brute, ada };
}

describe('a test-only system with manoeuvres in the wizard', () => {
  beforeAll(registerGrappleFixture);

  it('runs a grapple: its flanking box, one d20 typed, both grappled in one gesture', async () => {
    const run = vi.fn((_steps: GestureStep[]) => true);
    const { brute, ada } = wizard('fr', run);
    // Opened from the row with its target: the GM checks the choice and the prerequisites.
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('group', { name: 'Détail selon les règles' })).toHaveTextContent(
      'Test : d20 (10) + 6 contre 14',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Prise en tenaille (+2 au test)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    // d20 + 3 + 3 + 2 (flanking) against 10 + 1 + 1 + 2 = 14: a 6 is enough.
    await userEvent.type(screen.getByRole('textbox', { name: 'd20 de Brute (BMO)' }), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByTestId('verdict')).toHaveTextContent('Réussite');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer au combat' }));
    expect(run).toHaveBeenCalledTimes(1);
    const steps = run.mock.calls[0][0].flatMap((s) => (typeof s === 'function' ? [] : [s]));
    const applied = steps.flatMap((e: EncounterEvent) =>
      e.type === 'effect-applied' && e.what.kind === 'condition'
        ? e.targets.map((t) => `${t}:${e.what.kind === 'condition' ? e.what.conditionId : ''}`)
        : [],
    );
    expect(steps[0].type).toBe('maneuver-resolved');
    expect(applied.sort()).toEqual([`${ada}:grappled`, `${brute}:grappled`].sort());
  }, 30_000);

  it('in English, its own flanking words', async () => {
    wizard(
      'en',
      vi.fn(() => true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('switch', { name: 'Flanking (+2 on the check)' })).toBeInTheDocument();
  }, 30_000);
});
