import { describe, expect, it } from 'vitest';
import { roundSteps } from '../index';
import { OSR_PHASES } from './phases';

const short = (variant: string) =>
  roundSteps('osr', variant).map((s) => `${s.phase}${s.acting === 'all' ? '' : `:${s.acting}`}`);

describe('osr round steps (OSR › Séquence de combat, Variantes)', () => {
  it.each([
    [
      'group',
      'the winner plays steps 3 to 7, then the loser (Séquence de combat, étape 2)',
      'declare initiative morale:winner movement:winner missiles:winner spells:winner melee:winner morale:loser movement:loser missiles:loser spells:loser melee:loser',
    ],
    [
      'pcs-first',
      'the PCs always win, the same sequence',
      'declare initiative morale:winner movement:winner missiles:winner spells:winner melee:winner morale:loser movement:loser missiles:loser spells:loser melee:loser',
    ],
    [
      'alternating',
      'the loser acts at the end of each step 3 to 7 (Étapes alternées)',
      'declare initiative morale:winner morale:loser movement:winner movement:loser missiles:winner missiles:loser spells:winner spells:loser melee:winner melee:loser',
    ],
    [
      'individual',
      'everyone plays steps 3 to 7 at its rank (Initiative individuelle)',
      'declare initiative morale movement missiles spells melee',
    ],
  ])('%s: %s', (variant, _why, expected) => {
    expect(short(variant).join(' ')).toBe(expected);
  });

  it('every step names one of the seven phases of the text, in their order', () => {
    const ids = OSR_PHASES.map((p) => p.id);
    for (const variant of ['group', 'alternating', 'pcs-first', 'individual']) {
      const steps = roundSteps('osr', variant);
      for (const s of steps) expect(ids).toContain(s.phase);
      expect(new Set(steps.map((s) => s.phase)).size).toBe(7);
    }
  });

  it.each(['dnd35', 'pf1', 'sf1', 'co'] as const)('%s rounds have no phases', (system) => {
    expect(roundSteps(system, 'group')).toEqual([]);
  });
});
