/** « Un tour pour tout le groupe »: a group plays one turn, one after the other group, round after round. */
import { describe, expect, it } from 'vitest';
import { getSystem, SYSTEM_IDS } from '../rules';
import { groupMode, playsAsOneTurn } from './groups';
import { applyEvent, replay } from './reducer';
import { setup } from './test-fixtures';
import type { Encounter } from './types';

const goblin = { name: 'Gobelin', hpMax: 5, initiativeModifier: 1 };

function fight(system: 'dnd35' | 'co' | 'osr' = 'dnd35'): Encounter {
  const pc =
    system === 'co'
      ? { name: 'Aldric', side: 'pc' as const, initiativeScore: 12 }
      : { name: 'Aldric', side: 'pc' as const, init: 12 };
  return replay(setup(system, [pc], { groupInitiative: 'one-turn' }), [
    {
      type: 'group-added',
      combatant: system === 'co' ? { name: 'Gobelin', hpMax: 3, initiativeScore: 15 } : goblin,
      count: 4,
    },
    { type: 'initiative-rolled' },
    { type: 'combat-started' },
  ]);
}

function turnNames(enc: Encounter, turns: number): string[] {
  const names: string[] = [];
  let s = enc;
  for (let i = 0; i < turns; i += 1) {
    names.push(s.combatants.find((c) => c.id === s.current)?.name ?? '?');
    s = applyEvent(s, { type: 'turn-advanced' });
  }
  return names;
}

describe('one turn for the group', () => {
  it('each system names its modes and its default (d20: individual; osr: by side; CO without a shared roll)', () => {
    for (const id of SYSTEM_IDS) {
      const g = getSystem(id).initiative.groupTurns;
      expect(g?.modes.map((m) => m.id)).toContain('one-turn');
      expect(g?.default).toBe('individual');
    }
    expect(getSystem('co').initiative.groupTurns?.modes.map((m) => m.id)).not.toContain('shared');
    expect(getSystem('osr').initiative.groupTurns?.modes[0].name.fr).toBe('Par camp');
  });

  it.each(['dnd35', 'co', 'osr'] as const)(
    '%s: the four goblins take one turn, the PC one, round after round',
    (system) => {
      const enc = fight(system);
      expect(groupMode(enc)).toBe('one-turn');
      const names = turnNames(enc, 6);
      // Two turns a round: the goblins' (named by the member who opens it) and Aldric's.
      expect(names.filter((n) => n === 'Aldric')).toHaveLength(3);
      expect(names.filter((n) => n.startsWith('Gobelin'))).toHaveLength(3);
    },
  );

  it('every member starts its turn with the group (each has acted this round)', () => {
    const enc = fight();
    let s = enc;
    while (!s.combatants.find((c) => c.id === s.current)?.name.startsWith('Gobelin')) {
      s = applyEvent(s, { type: 'turn-advanced' });
    }
    const goblins = s.combatants.filter((c) => c.group === 'Gobelin');
    expect(goblins.every((g) => g.flags.lastTurnRound === s.round)).toBe(true);
  });

  it('Tour précédent puts the whole group turn back', () => {
    const enc = fight();
    const next = applyEvent(enc, { type: 'turn-advanced' });
    const back = applyEvent(next, { type: 'turn-reverted' });
    expect(back.current).toBe(enc.current);
    expect(back.combatants).toEqual(enc.combatants);
  });

  it('a split group plays member by member again', () => {
    const enc = fight();
    const g1 = enc.combatants.find((c) => c.name === 'Gobelin 1');
    if (!g1) throw new Error('no goblin');
    expect(playsAsOneTurn(enc, g1)).toBe(true);
    const split = applyEvent(enc, { type: 'group-split', group: 'Gobelin' });
    expect(turnNames(split, 5).filter((n) => n.startsWith('Gobelin')).length).toBeGreaterThan(1);
  });

  it('refuses an unknown mode', () => {
    const enc = fight();
    expect(() =>
      applyEvent(enc, { type: 'options-changed', options: { groupInitiative: 'all' as 'shared' } }),
    ).toThrow(/Initiative des groupes inconnue/);
  });
});
