/** A combatant whose initiative is typed while the fight runs keeps exactly that initiative. */
import { describe, expect, it } from 'vitest';
import { sortInitiative } from '../rules';
import { applyEvent, replay } from './reducer';
import { toPlayerView } from './player-view';
import { DEFAULT_PLAYER_VIEW_SETTINGS } from './player-view-settings';
import { byId, idOf, orderNames, setup } from './test-fixtures';

const fight = () =>
  applyEvent(
    setup('dnd35', [
      { name: 'Aldric', side: 'pc', init: 21 },
      { name: 'Bera', side: 'pc', init: 15 },
      { name: 'Orque', init: 13 },
      { name: 'Gobelin', init: 8 },
    ]),
    { type: 'combat-started', aware: [] },
  );

describe('initiative typed for a newcomer mid-fight (DRS › Initiative)', () => {
  it.each([
    [14, ['Aldric', 'Bera', 'Tordek', 'Orque', 'Gobelin']],
    [30, ['Tordek', 'Aldric', 'Bera', 'Orque', 'Gobelin']],
    [1, ['Aldric', 'Bera', 'Orque', 'Gobelin', 'Tordek']],
    [13, ['Aldric', 'Bera', 'Tordek', 'Orque', 'Gobelin']],
  ])('typed %i is shown as typed and placed by the rules', (typed, order) => {
    const s = replay(fight(), [
      {
        type: 'combatant-added',
        combatant: { id: 'tordek', name: 'Tordek', hpMax: 30, initiativeModifier: 5 },
      },
      { type: 'initiative-set', id: idOf('Tordek'), value: typed },
    ]);
    expect(byId(s, idOf('Tordek')).initiative.result).toBe(typed);
    expect(orderNames(s)).toEqual(order);
    // Nobody else's initiative moved.
    expect(byId(s, idOf('Orque')).initiative.result).toBe(13);
    expect(byId(s, idOf('Aldric')).initiative.result).toBe(21);
  });

  it('the players see the typed number, and no one else shares it unless typed so', () => {
    const s = replay(fight(), [
      { type: 'combatant-added', combatant: { id: 'tordek', name: 'Tordek', side: 'pc', hpMax: 30 } },
      { type: 'initiative-set', id: idOf('Tordek'), value: 14 },
    ]);
    const view = toPlayerView(s, DEFAULT_PLAYER_VIEW_SETTINGS);
    const row = view.order.find((r) => r.name === 'Tordek');
    expect(row?.initiative).toBe(14);
    const results = s.combatants.map((c) => c.initiative.result);
    expect(results.filter((r) => r === 14)).toHaveLength(1);
  });

  it('the order follows the rules, not a count borrowed from a neighbour', () => {
    const s = replay(fight(), [
      { type: 'combatant-added', combatant: { id: 'tordek', name: 'Tordek', hpMax: 30 } },
      { type: 'initiative-set', id: idOf('Tordek'), value: 14 },
    ]);
    const entries = s.combatants.map((c) => ({ id: c.id, total: c.initiative.result ?? 0 }));
    expect(sortInitiative('dnd35', entries).map((e) => e.id)).toEqual(s.order);
  });
});
