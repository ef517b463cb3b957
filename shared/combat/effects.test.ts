/** Timed effects end at the right moment (DRS › Le round de combat: "juste avant la valeur d'initiative à laquelle ils ont débuté"). */
import { describe, expect, it } from 'vitest';
import type { DurationInput, EncounterEvent } from './events';
import { roundsLeft } from './effects';
import { createHistory, dispatch, undo } from './history';
import { applyEvent, replay } from './reducer';
import { byId, currentName, idOf, setup } from './test-fixtures';
import type { Encounter } from './types';

const next: EncounterEvent = { type: 'turn-advanced' };
const run = (s: Encounter, ...events: EncounterEvent[]) => replay(s, events);
const stunned = { kind: 'condition', conditionId: 'stunned' } as const;
const active = (s: Encounter) => s.effects.length > 0;

/** Round 1, Orque's turn (count 15): Aldric 20, Orque 15, Bera 10. */
const orcTurn = run(
  setup('dnd35', [
    { name: 'Aldric', side: 'pc', init: 20 },
    { name: 'Orque', init: 15 },
    { name: 'Bera', side: 'pc', init: 10 },
  ]),
  { type: 'combat-started' },
  next,
);
type ApplyEvent = Extract<EncounterEvent, { type: 'effect-applied' }>;
const apply = (duration: DurationInput, target = 'Aldric'): ApplyEvent => ({
  type: 'effect-applied',
  targets: [idOf(target)],
  source: idOf('Orque'),
  what: stunned,
  duration,
});

describe('N rounds: ends just before the count it began at, N rounds later', () => {
  it('"étourdi, 1 round" applied at count 15 lasts through Aldric’s next turn and ends before count 15', () => {
    const s = applyEvent(orcTurn, apply({ kind: 'rounds', rounds: 1 }));
    expect(roundsLeft(s, s.effects[0])).toBe(1);
    const aldricTurn = run(s, next, next);
    expect(currentName(aldricTurn)).toBe('Aldric');
    expect(active(aldricTurn)).toBe(true);
    const orcAgain = applyEvent(aldricTurn, next);
    expect(active(orcAgain)).toBe(false);
    expect(orcAgain.log).toContainEqual(
      expect.objectContaining({
        round: 2,
        code: 'effect.conditionEnded',
        params: { name: 'Aldric', effect: { condition: 'stunned' } },
      }),
    );
    expect(orcAgain.reminders).toContainEqual({
      kind: 'effect-ended',
      target: idOf('Aldric'),
      text: "Aldric n'est plus étourdi",
      line: { code: 'effect.conditionEnded', params: { name: 'Aldric', effect: { condition: 'stunned' } } },
    });
  });

  it.each([
    [1, 3],
    [2, 6],
    [3, 9],
  ])('%i round(s) → ended after exactly %i turn changes (3 combatants)', (rounds, changes) => {
    let s = applyEvent(orcTurn, apply({ kind: 'rounds', rounds }));
    for (let i = 1; i < changes; i += 1) {
      s = applyEvent(s, next);
      expect(active(s)).toBe(true);
    }
    expect(active(applyEvent(s, next))).toBe(false);
  });

  it.each([
    ['co', 6],
    ['osr', 6],
    ['sf1', 10],
  ] as const)(
    '%s: 1 minute is %i rounds (a round of 10 s in CO and B/X, 6 s in the d20 games)',
    (system, rounds) => {
      const s = run(setup(system, [{ name: 'Aldric', side: 'pc', init: 12 }]), {
        type: 'effect-applied',
        targets: [idOf('Aldric')],
        what: { kind: 'custom', name: 'Lumière', modifiers: [] },
        duration: { kind: 'minutes', minutes: 1 },
      });
      expect(s.effects[0].duration).toMatchObject({ kind: 'rounds', rounds });
    },
  );

  it('1 minute is 10 rounds, 1 hour 600 rounds', () => {
    const m = applyEvent(orcTurn, apply({ kind: 'minutes', minutes: 1 }));
    const h = applyEvent(orcTurn, apply({ kind: 'hours', hours: 1 }));
    expect(m.effects[0].duration).toMatchObject({ kind: 'rounds', rounds: 10, endsBefore: { round: 11 } });
    expect(h.effects[0].duration).toMatchObject({ kind: 'rounds', rounds: 600, endsBefore: { round: 601 } });
  });

  it('a delay of the source does not move the timer: it still ends when count 15 passes', () => {
    const s = run(orcTurn, apply({ kind: 'rounds', rounds: 1 }), { type: 'delayed', id: idOf('Orque') });
    expect(currentName(s)).toBe('Bera');
    const after = run(s, { type: 'delay-ended', id: idOf('Orque') }, next);
    expect(currentName(after)).toBe('Aldric');
    expect(active(after)).toBe(true);
    const bera = applyEvent(after, next);
    expect(currentName(bera)).toBe('Bera');
    expect(active(bera)).toBe(false);
  });

  it('a ready of the target does not move the timer either', () => {
    const s = run(
      orcTurn,
      apply({ kind: 'rounds', rounds: 1 }, 'Bera'),
      next,
      {
        type: 'readied',
        id: idOf('Bera'),
        trigger: 'si l’orque bouge',
      },
      next,
    );
    expect(currentName(s)).toBe('Aldric');
    expect(active(s)).toBe(true);
    const orc = applyEvent(s, next);
    expect(currentName(orc)).toBe('Orque');
    expect(active(orc)).toBe(false);
    const fired = applyEvent(orc, { type: 'ready-triggered', id: idOf('Bera'), before: idOf('Orque') });
    expect(currentName(fired)).toBe('Orque');
    const r3 = run(fired, next, next);
    expect(r3.round).toBe(3);
    expect(currentName(r3)).toBe('Bera');
  });

  it('several timers on one combatant end each at its own time', () => {
    const s = run(orcTurn, apply({ kind: 'rounds', rounds: 1 }), {
      type: 'effect-applied',
      targets: [idOf('Aldric')],
      what: { kind: 'custom', name: 'Bénédiction', modifiers: [] },
      duration: { kind: 'rounds', rounds: 2 },
    });
    const r2 = run(s, next, next, next);
    expect(r2.effects.map((e) => e.what.kind)).toEqual(['custom']);
    const r3 = run(r2, next, next, next);
    expect(r3.effects).toEqual([]);
    expect(r3.log).toContainEqual(
      expect.objectContaining({
        round: 3,
        code: 'effect.customEnded',
        params: { name: 'Aldric', effect: { custom: 'Bénédiction' } },
      }),
    );
  });
});

describe('until the start or the end of a combatant’s next turn', () => {
  it('until the start of Bera’s next turn', () => {
    const s = applyEvent(orcTurn, apply({ kind: 'until-turn-start', combatantId: idOf('Bera') }));
    expect(active(applyEvent(s, next))).toBe(false);
  });

  it('until the end of Orque’s next turn, applied during its own turn: ends after its turn next round', () => {
    const s = applyEvent(orcTurn, apply({ kind: 'until-turn-end', combatantId: idOf('Orque') }));
    const orcNext = run(s, next, next, next);
    expect(currentName(orcNext)).toBe('Orque');
    expect(active(orcNext)).toBe(true);
    expect(active(applyEvent(orcNext, next))).toBe(false);
  });
});

describe('sources, concentration, reminders', () => {
  it('removing the source: "end" ends its effects, "keep" keeps them until removed', () => {
    const s = applyEvent(orcTurn, apply({ kind: 'rounds', rounds: 3 }));
    const ended = applyEvent(s, { type: 'combatant-removed', id: idOf('Orque'), sourceEffects: 'end' });
    expect(ended.effects).toEqual([]);
    expect(currentName(ended)).toBe('Bera');
    const kept = applyEvent(s, { type: 'combatant-removed', id: idOf('Orque'), sourceEffects: 'keep' });
    expect(kept.effects).toHaveLength(1);
    expect(kept.effects[0].source).toBeUndefined();
    expect(kept.effects[0].sourceName).toBe('Orque');
  });

  it('concentration is asked at the source’s turn; saves and ongoing damage at the target’s', () => {
    const s = run(
      orcTurn,
      { ...apply({ kind: 'concentration' }), saveEachRound: 'Volonté DD 14', ongoingDamage: '1d6 feu' },
      next,
      next,
    );
    expect(currentName(s)).toBe('Aldric');
    expect(s.reminders.map((r) => r.kind)).toEqual(['save', 'ongoing-damage']);
    const orc = applyEvent(s, next);
    expect(orc.reminders.map((r) => r.kind)).toEqual(['concentration']);
  });

  it('one effect on several targets at once', () => {
    const s = applyEvent(orcTurn, {
      ...apply({ kind: 'rounds', rounds: 2 }),
      targets: [idOf('Aldric'), idOf('Bera')],
    });
    expect(s.effects.map((e) => byId(s, e.target).name)).toEqual(['Aldric', 'Bera']);
    expect(new Set(s.effects.map((e) => e.id)).size).toBe(2);
  });
});

describe('osr: the order is rolled each round, so N rounds end at the start of round R+N', () => {
  it('applied in round 1 for 2 rounds, gone when round 3 begins', () => {
    let s = run(
      setup('osr', [{ name: 'Wig', side: 'pc' }, { name: 'Orque' }]),
      { type: 'initiative-rolled' },
      { type: 'combat-started' },
      {
        type: 'effect-applied',
        targets: [idOf('Orque')],
        what: { kind: 'condition', conditionId: 'stunned' },
        duration: { kind: 'rounds', rounds: 2 },
      },
    );
    while (s.round < 3) {
      expect(active(s)).toBe(true);
      s = applyEvent(s, next);
    }
    expect(active(s)).toBe(false);
  });
});

describe('a source that leaves, a target that delays, undo', () => {
  it('kept after its source leaves, a 2-round timer still ends before count 15 two rounds later', () => {
    const s = run(orcTurn, apply({ kind: 'rounds', rounds: 2 }), next);
    const kept = applyEvent(s, { type: 'combatant-removed', id: idOf('Orque'), sourceEffects: 'keep' });
    expect(kept.effects[0].duration).toMatchObject({ kind: 'rounds', endsBefore: { round: 3 } });
    const r2 = run(kept, next, next, next);
    expect([r2.round, currentName(r2)]).toEqual([3, 'Aldric']);
    expect(active(r2)).toBe(true);
    const bera = applyEvent(r2, next);
    expect(currentName(bera)).toBe('Bera');
    expect(active(bera)).toBe(false);
    expect(bera.log).toContainEqual(
      expect.objectContaining({
        round: 3,
        code: 'effect.conditionEnded',
        params: { name: 'Aldric', effect: { condition: 'stunned' } },
      }),
    );
  });

  it('kept after its concentrating source leaves: it lasts until removed', () => {
    const s = applyEvent(orcTurn, apply({ kind: 'concentration' }));
    const kept = applyEvent(s, { type: 'combatant-removed', id: idOf('Orque'), sourceEffects: 'keep' });
    expect(kept.effects[0].duration).toEqual({ kind: 'until-removed' });
    const ended = applyEvent(s, { type: 'combatant-removed', id: idOf('Orque'), sourceEffects: 'end' });
    expect(ended.log).toContainEqual(
      expect.objectContaining({
        round: 1,
        code: 'effect.conditionEnded',
        params: { name: 'Aldric', effect: { condition: 'stunned' } },
      }),
    );
  });

  it('the target delays past the end count: the effect still ends when count 15 comes', () => {
    const s = run(orcTurn, apply({ kind: 'rounds', rounds: 1 }), next, next);
    expect(currentName(s)).toBe('Aldric');
    const delayed = applyEvent(s, { type: 'delayed', id: idOf('Aldric') });
    expect(currentName(delayed)).toBe('Orque');
    expect(active(delayed)).toBe(false);
  });

  it('undo of an apply and of a removal gives back the exact state; the log says who is no longer stunned', () => {
    let h = createHistory(orcTurn);
    h = dispatch(h, apply({ kind: 'rounds', rounds: 3 }));
    const applied = h.present;
    h = dispatch(h, { type: 'effect-removed', effectId: applied.effects[0].id });
    expect(h.present.effects).toEqual([]);
    expect(h.present.log.at(-1)).toEqual(
      expect.objectContaining({
        round: 1,
        code: 'effect.conditionEnded',
        params: { name: 'Aldric', effect: { condition: 'stunned' } },
      }),
    );
    h = undo(h);
    expect(h.present).toEqual(applied);
    h = undo(h);
    expect(h.present).toEqual(orcTurn);
  });
});
