import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { applyEvent, createEncounter, type Encounter } from '../../../shared/combat';
import { createI18n } from '../../i18n';
import { SurpriseDialog } from '../tracker/SurpriseDialog';
import { GroupPanel } from './GroupPanel';

/** Groups of `sizes` goblins (each group its own name). */
function groups(...sizes: number[]): Encounter {
  let enc = createEncounter({ id: 'e', name: 'T', system: 'pf1', seed: 5 });
  sizes.forEach((count, g) => {
    enc = applyEvent(enc, {
      type: 'group-added',
      combatant: {
        name: `Gobelin ${String.fromCharCode(65 + g)}`,
        hpMax: 5,
        initiativeModifier: 1,
        side: 'enemy',
      },
      count,
    });
  });
  return enc;
}

function wrap(node: React.ReactNode) {
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n('fr')}>{node}</I18nextProvider>
    </MantineProvider>,
  );
}

describe('large fights (issue 17: gestures stay fast at 2,000 combatants)', () => {
  it('a group of more than 12 lists its members on demand; a small group lists them at once', async () => {
    wrap(<GroupPanel encounter={groups(4, 100)} run={vi.fn(() => true)} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Choisir parmi les 100 membres' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(104);
  });

  it('the start-of-fight dialog lists more than 40 combatants one by one only when asked', async () => {
    const enc = groups(50);
    wrap(<SurpriseDialog opened combatants={enc.combatants} onClose={vi.fn()} onStart={vi.fn()} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Tout le monde (pas de surprise)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choisir un par un parmi les 50 combattants' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(50);
  });
});
