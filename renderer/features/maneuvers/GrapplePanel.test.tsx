import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createEncounter, replay, type Encounter, type EncounterEvent } from '../../../shared/combat';
import { createI18n } from '../../i18n';
import type { GestureStep } from '../../fight';
import { GrapplePanel } from './GrapplePanel';
import { useManeuverRequest } from './open-request';

const hold = (system: 'dnd35' | 'pf1' | 'sf1', condition = 'grappled'): Encounter => {
  const base = replay(createEncounter({ id: 'e', name: 'T', system, seed: 1 }), [
    { type: 'combatant-added', combatant: { id: 'ogre', name: 'Ogre', hpMax: 30 } },
    { type: 'combatant-added', combatant: { id: 'aldric', name: 'Aldric', side: 'pc', hpMax: 12 } },
  ]);
  const [o, a] = base.combatants.map((c) => c.id);
  const apply = (target: typeof o, id: string): EncounterEvent => ({
    type: 'effect-applied',
    targets: [target],
    source: o,
    what: { kind: 'condition', conditionId: id },
    duration: { kind: 'until-removed' },
  });
  return replay(base, [apply(o, 'grappled'), apply(a, condition)]);
};

function Probe() {
  const r = useManeuverRequest();
  return <output data-testid="request">{JSON.stringify(r)}</output>;
}

function show(enc: Encounter) {
  const run = vi.fn((_steps: GestureStep[]) => true);
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n('fr')}>
        <GrapplePanel encounter={enc} run={run} />
        <Probe />
      </I18nextProvider>
    </MantineProvider>,
  );
  return run;
}

describe('GrapplePanel', () => {
  it('says who holds whom and opens the PF1 maintain-and-pin wizard in one click', async () => {
    show(hold('pf1'));
    expect(screen.getByRole('region', { name: 'Luttes en cours' })).toHaveTextContent('Ogre agrippe Aldric');
    await userEvent.click(screen.getByRole('button', { name: 'Ogre : immobiliser' }));
    expect(JSON.parse(screen.getByTestId('request').textContent ?? '')).toEqual({
      attackerId: 'ogre',
      targetId: 'aldric',
      maneuver: 'grapple',
      grapple: { maintain: true, action: 'pin' },
    });
  });

  it('releasing is one gesture that ends the hold on both', async () => {
    const enc = hold('sf1');
    const run = show(enc);
    await userEvent.click(screen.getByRole('button', { name: 'Ogre : relâcher' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0][0]).toHaveLength(2);
  });

  it('3.5: a pinned combatant is offered only escapes', () => {
    show(hold('dnd35', 'pinned'));
    expect(screen.getByText('Ogre immobilise Aldric')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aldric : immobiliser' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Aldric : se libérer (lutte)' })).toBeInTheDocument();
  });

  it('shows nothing without a hold', () => {
    render(
      <MantineProvider env="test">
        <I18nextProvider i18n={createI18n('fr')}>
          <GrapplePanel
            encounter={createEncounter({ id: 'e', name: 'T', system: 'pf1', seed: 1 })}
            run={() => true}
          />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Luttes en cours' })).toBeNull();
  });
});
