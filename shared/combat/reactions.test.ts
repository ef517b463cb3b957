/**
 * Attacks of opportunity, reactions and the immediate action per system (issue 28 part 3), with the
 * source of each rule: counts, refusals when none is left, the reset at the combatant's turn.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, replay } from './reducer';
import { createHistory, dispatch, undo } from './history';
import { byId, idOf, setup } from './test-fixtures';
import { opportunitiesOf } from './reactions';
import type { Encounter, FighterStats } from './types';
import type { SystemId } from '../rules';

const valeros = idOf('Valeros');
const gob = idOf('Gobelin');

function fight(system: SystemId, fighter: FighterStats): Encounter {
  const enc = setup(system, [
    { name: 'Gobelin', init: 18, hpMax: 6, initiativeScore: 18 },
    { name: 'Valeros', side: 'pc', init: 10, hpMax: 30, fighter, initiativeScore: 10 },
  ]);
  return applyEvent(enc, { type: 'combat-started' });
}

describe('attacks of opportunity a round, per system', () => {
  // [system, fighter, per round, source]
  const rows: [SystemId, FighterStats, number, string][] = [
    ['dnd35', { dex: 16 }, 1, 'DRS › Attaques d’opportunité: une par round'],
    ['dnd35', { dex: 16, feats: ['combat-reflexes'] }, 4, 'DRS › Attaques réflexes: 1 + mod. Dex (+3)'],
    ['pf1', { dex: 12, feats: ['combat-reflexes'] }, 2, 'PRD › Feats › Combat Reflexes: 1 + Dex bonus (+1)'],
    [
      'pf1',
      { dex: 8, feats: ['combat-reflexes'] },
      1,
      'PRD › Combat Reflexes: a Dex penalty takes none away',
    ],
    ['pf1', { feats: ['combat-reflexes'] }, 1, 'PRD › Combat Reflexes: no Dex known, +0'],
    ['sf1', { dex: 18 }, 1, 'SF CRB › Reactions: one reaction a round'],
  ];
  it.each(rows)('%s %o: %i (%s)', (system, fighter, max) => {
    const enc = fight(system, fighter);
    expect(opportunitiesOf(enc, byId(enc, valeros))).toEqual({ max, used: 0 });
  });

  it.each(['co', 'osr'] as const)('%s: none in the rules, a use is refused', (system) => {
    const enc = fight(system, {});
    expect(opportunitiesOf(enc, byId(enc, valeros))).toBeNull();
    expect(() => applyEvent(enc, { type: 'reaction-used', id: valeros, kind: 'opportunity' })).toThrow(
      /ni attaque d’opportunité ni réaction/,
    );
  });
});

describe('used, refused when none is left, given back at its turn', () => {
  it('PF1, Combat Reflexes with Dex 13 (+1): two in a round, the third refused; back at its turn', () => {
    const enc = fight('pf1', { dex: 13, feats: ['combat-reflexes'] });
    const two = replay(enc, [
      { type: 'reaction-used', id: valeros, kind: 'opportunity' },
      { type: 'reaction-used', id: valeros, kind: 'opportunity' },
    ]);
    expect(byId(two, valeros).flags.opportunities).toBe(2);
    expect(two.log.at(-1)).toMatchObject({ code: 'reaction.opportunity', params: { used: 2, max: 2 } });
    expect(() => applyEvent(two, { type: 'reaction-used', id: valeros, kind: 'opportunity' })).toThrow(
      /n’a plus d’attaque d’opportunité ce round \(2 sur 2 prises\)/,
    );
    const turn = applyEvent(two, { type: 'turn-advanced' });
    expect(turn.current).toBe(valeros);
    expect(byId(turn, valeros).flags.opportunities).toBeUndefined();
    // The previous turn puts the count back as it was.
    expect(byId(applyEvent(turn, { type: 'turn-reverted' }), valeros).flags.opportunities).toBe(2);
  });

  it('flat-footed before its first turn: none without Combat Reflexes (PRD › Conditions › Flat-Footed)', () => {
    expect(() =>
      applyEvent(fight('pf1', { dex: 13 }), { type: 'reaction-used', id: valeros, kind: 'opportunity' }),
    ).toThrow(/pris au dépourvu/);
  });

  it('3.5 immediate action outside its turn: once, and its next turn has no swift action', () => {
    const enc = applyEvent(fight('dnd35', {}), { type: 'reaction-used', id: valeros, kind: 'immediate' });
    expect(byId(enc, valeros).flags.immediate).toBe('off-turn');
    expect(() => applyEvent(enc, { type: 'reaction-used', id: valeros, kind: 'immediate' })).toThrow(
      /déjà pris son action immédiate/,
    );
    const turn = applyEvent(enc, { type: 'turn-advanced' });
    expect(byId(turn, valeros).flags).toMatchObject({ swiftSpent: true, immediate: undefined });
    // On that turn its swift action is gone: no immediate action either.
    expect(() => applyEvent(turn, { type: 'reaction-used', id: valeros, kind: 'immediate' })).toThrow(
      /déjà pris son action immédiate/,
    );
  });

  it('SF has no immediate action; one use is one Ctrl+Z', () => {
    const enc = fight('sf1', {});
    expect(() => applyEvent(enc, { type: 'reaction-used', id: gob, kind: 'immediate' })).toThrow(
      /pas d’action immédiate/,
    );
    const h = dispatch(createHistory(enc), { type: 'reaction-used', id: gob, kind: 'opportunity' });
    expect(undo(h).present).toEqual(enc);
  });
});
