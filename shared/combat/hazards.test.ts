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
    [1, ['maintenant !', 'maintenant !', 'maintenant !']],
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
