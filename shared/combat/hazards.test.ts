/** Hazards, timers and lair events in the order (hazards.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAYER_VIEW_SETTINGS, toPlayerView } from './player-view';
import { applyEvent, replay } from './reducer';
import { byId, currentName, idOf, setup } from './test-fixtures';
import type { Encounter } from './types';

const next = { type: 'turn-advanced' } as const;

function fight(countdown?: number): Encounter {
  const s = replay(
    setup('dnd35', [
      { name: 'Aldric', side: 'pc', init: 18 },
      { name: 'Orque', init: 8 },
    ]),
    [
      {
        type: 'combatant-added',
        combatant: {
          id: 'piège',
          name: 'Piège',
          hpMax: 1,
          notes: '+10 att., 1d4',
          hazard: { count: 12, countdown },
        },
      },
    ],
  );
  return applyEvent(s, { type: 'combat-started' });
}

describe('a hazard in the order', () => {
  it('takes its count and is hidden from the players by default', () => {
    const s = fight();
    expect(s.order.map((id) => byId(s, id).name)).toEqual(['Aldric', 'Piège', 'Orque']);
    const view = toPlayerView(s, DEFAULT_PLAYER_VIEW_SETTINGS);
    expect(JSON.stringify(view)).not.toContain('Piège');
  });

  it('at its count the turn panel reminds what happens, with the note', () => {
    const s = applyEvent(fight(), next);
    expect(currentName(s)).toBe('Piège');
    expect(s.reminders).toContainEqual({
      kind: 'hazard',
      target: idOf('Piège'),
      text: 'Piège agit à son rang — +10 att., 1d4',
      fires: true,
      line: { code: 'hazard.acts', params: { name: 'Piège', note: '+10 att., 1d4' } },
    });
  });

  it.each([
    [3, ['dans 2 rounds', 'dans 1 round', 'maintenant !']],
    [
      1,
      [
        'maintenant !',
        'compte à rebours terminé (déjà déclenché)',
        'compte à rebours terminé (déjà déclenché)',
      ],
    ],
  ])('a countdown of %i counts down at each of its turns', (countdown, texts) => {
    let s = fight(countdown);
    const seen: string[] = [];
    for (let round = 0; round < 3; round++) {
      s = replay(s, round === 0 ? [next] : [next, next, next]);
      const r = s.reminders.find((x) => x.kind === 'hazard');
      if (r?.kind !== 'hazard') throw new Error('no hazard reminder');
      seen.push(r.text.replace(/^Piège : /, '').replace(/ — .*$/, ''));
    }
    expect(seen).toEqual(texts);
  });

  it('undo of the turn puts the countdown back', () => {
    const s = applyEvent(fight(3), next);
    expect(byId(s, idOf('Piège')).hazard?.countdown).toBe(2);
    const back = applyEvent(s, { type: 'turn-reverted' });
    expect(byId(back, idOf('Piège')).hazard?.countdown).toBe(3);
  });
});

describe('lair events and countdowns', () => {
  it.each([
    ['dnd35', 'Dragon'],
    ['pf1', 'Dragon'],
    ['sf1', 'Dragon'],
    ['co', 'Dragon'],
  ] as const)('%s: a lair action at 20 loses the tie with a creature at 20', (system, first) => {
    const s = replay(
      setup(system, [
        { name: 'Dragon', init: 20 },
        { name: 'Elfe', side: 'pc', init: 12 },
      ]),
      [
        {
          type: 'combatant-added',
          combatant: { id: 'repaire', name: 'Repaire', hpMax: 1, hazard: { count: 20 } },
        },
      ],
    );
    expect(s.order.map((id) => byId(s, id).name)).toEqual([first, 'Repaire', 'Elfe']);
  });

  it('a countdown fires at 0, then says it is over at its next turn', () => {
    let s = fight(1);
    s = applyEvent(s, next);
    expect(s.reminders.find((r) => r.kind === 'hazard')).toMatchObject({
      text: 'Piège : maintenant ! — +10 att., 1d4',
      fires: true,
    });
    for (let i = 0; i < 3; i++) s = applyEvent(s, next);
    expect(currentName(s)).toBe('Piège');
    expect(s.reminders.find((r) => r.kind === 'hazard')).toMatchObject({
      text: 'Piège : compte à rebours terminé (déjà déclenché)',
      fires: false,
    });
    expect(byId(s, idOf('Piège')).hazard).toEqual({ countdown: 0 });
  });

  it('shown to the players, a hazard has no health line', () => {
    const s = applyEvent(fight(), {
      type: 'combatant-updated',
      id: idOf('Piège'),
      changes: { hidden: false },
    });
    const view = toPlayerView(s, DEFAULT_PLAYER_VIEW_SETTINGS);
    expect(view.order.find((c) => c.name === 'Piège')?.health).toBeNull();
  });
});

describe('no die moves a hazard', () => {
  it.each(['dnd35', 'co'] as const)(
    '%s: rolling the monsters’ initiative leaves the trap at its count',
    (system) => {
      let s = setup(system, [{ name: 'Orque', initiativeScore: 12, initiativeModifier: 1 }]);
      s = applyEvent(s, {
        type: 'combatant-added',
        combatant: { id: 'piège', name: 'Piège', hpMax: 1, hazard: { count: 15 } },
      });
      s = applyEvent(s, { type: 'initiative-rolled' });
      expect(byId(s, idOf('Piège')).initiative.result).toBe(15);
      expect(byId(s, idOf('Orque')).initiative.result).toBeDefined();
    },
  );

  it('osr: the dice rerolled each round leave « Moral » at its count', () => {
    let s = setup('osr', [
      { name: 'Guerrier', side: 'pc', init: 4 },
      { name: 'Orque', init: 3 },
    ]);
    s = applyEvent(s, {
      type: 'combatant-added',
      combatant: { id: 'moral', name: 'Moral', hpMax: 1, hazard: { count: 0 } },
    });
    s = applyEvent(s, { type: 'combat-started' });
    for (let i = 0; i < 6; i++) s = applyEvent(s, next);
    expect(s.round).toBe(3);
    expect(byId(s, idOf('Moral')).initiative.result).toBe(0);
    expect(s.order.at(-1)).toBe(idOf('Moral'));
  });
});
