/** Starfinder Stamina, Hit and Resolve Points in the engine (SF CRB › Injury and Death). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EncounterEvent } from './events';
import { applyEvent, replay } from './reducer';
import { byId, currentName, idOf, setup } from './test-fixtures';
import type { Encounter } from './types';

const KIRA = idOf('Kira');
const next: EncounterEvent = { type: 'turn-advanced' };

/** Kira (PE 12, PV 14, PP 4) acts after a drone; the fight is at the drone's turn, round 1. */
function fight(): Encounter {
  return applyEvent(
    setup('sf1', [
      { name: 'Drone', init: 20, hpMax: 20 },
      { name: 'Kira', side: 'pc', init: 10, hpMax: 14, staminaMax: 12, resolveMax: 4 },
    ]),
    { type: 'combat-started' },
  );
}
const kira = (s: Encounter) => byId(s, KIRA);
const hit = (amount: number): EncounterEvent => ({ type: 'damage', id: KIRA, amount });

describe('damage: temporary HP, then Stamina, then Hit Points (SF CRB › Taking Damage)', () => {
  const cases: [string, EncounterEvent[], { sp: number; hp: number; rp: number; health: string }][] = [
    ['7 damage: Stamina only', [hit(7)], { sp: 5, hp: 14, rp: 4, health: 'ok' }],
    ['15 damage: 12 SP then 3 HP', [hit(15)], { sp: 0, hp: 11, rp: 4, health: 'ok' }],
    [
      '5 temp HP absorb 5 of 9',
      [{ type: 'temp-hp', id: KIRA, amount: 5 }, hit(9)],
      { sp: 8, hp: 14, rp: 4, health: 'ok' },
    ],
    ['26 damage: 0 HP, dying', [hit(26)], { sp: 0, hp: 0, rp: 4, health: 'dying' }],
    // Massive damage: dropped to 0 with a remainder ≥ max HP (12 + 14 + 14)
    ['40 damage in one attack: massive damage, dead', [hit(40)], { sp: 0, hp: 0, rp: 4, health: 'dead' }],
    // Hurt while dying: 1 RP lost
    ['hurt again at 0 HP: loses 1 RP', [hit(26), hit(2)], { sp: 0, hp: 0, rp: 3, health: 'dying' }],
    // Healing puts a dying character back up
    [
      'healed 5 at 0 HP: back in the fight',
      [hit(26), { type: 'healing', id: KIRA, amount: 5 }],
      { sp: 0, hp: 5, rp: 4, health: 'ok' },
    ],
  ];
  it.each(cases)('%s', (_label, events, expected) => {
    const k = kira(replay(fight(), events));
    expect({
      sp: k.hp.stamina?.current,
      hp: k.hp.current,
      rp: k.hp.resolve?.current,
      health: k.health,
    }).toEqual(expected);
  });

  it('a monster without Resolve is dead at 0 HP', () => {
    const s = applyEvent(fight(), { type: 'damage', id: idOf('Drone'), amount: 20 });
    expect(byId(s, idOf('Drone')).health).toBe('dead');
  });

  it('a PC whose Resolve was not written down is dying at 0 HP, not dead, and stays so at the end of its turns', () => {
    const s0 = applyEvent(
      setup('sf1', [
        { name: 'Drone', init: 20, hpMax: 20 },
        { name: 'Lidda', side: 'pc', init: 10, hpMax: 18 },
      ]),
      { type: 'combat-started' },
    );
    const lidda = idOf('Lidda');
    const down = applyEvent(s0, { type: 'damage', id: lidda, amount: 30 });
    expect(byId(down, lidda).health).toBe('dying');
    const later = replay(down, [next, next, next, next]);
    expect(byId(later, lidda).health).toBe('dying');
    // Massive damage still kills: 18 past 0 HP.
    expect(byId(applyEvent(s0, { type: 'damage', id: lidda, amount: 36 }), lidda).health).toBe('dead');
  });

  it('the log says what came off Stamina and Hit Points', () => {
    const s = applyEvent(fight(), hit(15));
    expect(s.log.at(-1)).toMatchObject({
      code: 'hp.damage',
      params: {
        name: 'Kira',
        amount: 15,
        hp: { current: 11, max: 14, stamina: { current: 0, max: 12 }, resolve: { current: 4, max: 4 } },
      },
    });
  });
});

describe('dying and Resolve (SF CRB › Dying, Stabilizing, Staying in the Fight)', () => {
  it('loses 1 RP at the end of each of its turns begun while dying, dead when none is left', () => {
    let s = replay(fight(), [hit(26), next]); // falls before its turn: its turn begins dying
    expect(currentName(s)).toBe('Kira');
    s = applyEvent(s, next); // end of Kira's turn
    expect(kira(s).hp.resolve?.current).toBe(3);
    s = replay(s, [next, next, next, next, next, next]); // three more of its turns
    expect(kira(s).hp.resolve?.current).toBe(0);
    s = replay(s, [next, next]);
    expect(kira(s).health).toBe('dead');
  });

  it('no RP lost at the end of the turn in which it fell', () => {
    const s = replay(fight(), [next, hit(26), next]);
    expect(kira(s).hp.resolve?.current).toBe(4);
  });

  it('spends ¼ of its RP (1) to stabilise, then 1 RP next round to get back up at 1 HP', () => {
    let s = replay(fight(), [hit(26), next, { type: 'resolve-spent', id: KIRA, purpose: 'stabilize' }]);
    expect(kira(s).health).toBe('unconscious');
    expect(kira(s).hp.resolve?.current).toBe(3);
    expect(() => applyEvent(s, { type: 'resolve-spent', id: KIRA, purpose: 'stay-in-fight' })).toThrow(
      /ce round/,
    );
    s = replay(s, [next, next, { type: 'resolve-spent', id: KIRA, purpose: 'stay-in-fight' }]);
    expect(kira(s).hp.current).toBe(1);
    expect(kira(s).health).toBe('ok');
    expect(kira(s).hp.resolve?.current).toBe(2);
  });

  it('a 10-minute rest and 1 RP restore all Stamina', () => {
    const s = replay(fight(), [hit(9), { type: 'resolve-spent', id: KIRA, purpose: 'stamina' }]);
    expect(kira(s).hp.stamina?.current).toBe(12);
    expect(kira(s).hp.resolve?.current).toBe(3);
  });

  it('refuses to spend Resolve it does not have, and changes nothing', () => {
    const s = replay(fight(), [hit(26)]);
    const broke = {
      ...s,
      combatants: s.combatants.map((c) =>
        c.id === KIRA ? { ...c, hp: { ...c.hp, resolve: { max: 4, current: 0 } } } : c,
      ),
    };
    expect(() => applyEvent(broke, { type: 'resolve-spent', id: KIRA, purpose: 'stabilize' })).toThrow(
      /PP nécessaires/,
    );
  });
});

describe('invariants (fast-check)', () => {
  const gesture = fc.oneof(
    fc.integer({ min: 0, max: 40 }).map((amount): EncounterEvent => ({ type: 'damage', id: KIRA, amount })),
    fc.integer({ min: 0, max: 10 }).map((amount): EncounterEvent => ({ type: 'healing', id: KIRA, amount })),
    fc.constantFrom<EncounterEvent>(
      next,
      { type: 'resolve-spent', id: KIRA, purpose: 'stabilize' },
      { type: 'resolve-spent', id: KIRA, purpose: 'stay-in-fight' },
      { type: 'resolve-spent', id: KIRA, purpose: 'stamina' },
    ),
  );
  it('damage never creates HP or SP, RP and HP never go negative, points never pass their maximum', () => {
    fc.assert(
      fc.property(fc.array(gesture, { maxLength: 30 }), (events) => {
        let s = fight();
        for (const e of events) {
          const before = kira(s);
          try {
            s = applyEvent(s, e);
          } catch {
            continue; // refused: the state is unchanged
          }
          const k = kira(s);
          if (e.type === 'damage') {
            expect(k.hp.current).toBeLessThanOrEqual(before.hp.current);
            expect(k.hp.stamina?.current ?? 0).toBeLessThanOrEqual(before.hp.stamina?.current ?? 0);
          }
          expect(k.hp.current).toBeGreaterThanOrEqual(0);
          expect(k.hp.current).toBeLessThanOrEqual(k.hp.max);
          expect(k.hp.resolve?.current ?? 0).toBeGreaterThanOrEqual(0);
          expect(k.hp.stamina?.current ?? 0).toBeGreaterThanOrEqual(0);
          expect(k.hp.stamina?.current ?? 0).toBeLessThanOrEqual(12);
        }
      }),
    );
  });
});
