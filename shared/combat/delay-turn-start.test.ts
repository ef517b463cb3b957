/**
 * Stepping in from a delay is not a new turn. DRS › Actions modifiant l'initiative › Retarder son
 * action: « Un personnage retardant son action ne fait rien quand arrive son tour de jeu normal » —
 * its turn did arrive, at its normal count, and everything that happens at the start of a turn
 * happened then (an effect "until the start of its next turn" ended, the reminders, the dying roll).
 * When it steps in later it acts in that same turn: nothing of the turn start happens a second time,
 * and an effect put on it meanwhile "until the start of its next turn" lasts until next round's turn.
 * Only the timers by count are checked at its new count (they follow the count, not the combatant).
 */
import { describe, expect, it } from 'vitest';
import type { EncounterEvent } from './events';
import { applyEvent, replay } from './reducer';
import { currentName, idOf, setup } from './test-fixtures';
import type { Encounter } from './types';

const next: EncounterEvent = { type: 'turn-advanced' };
const run = (s: Encounter, ...events: EncounterEvent[]) => replay(s, events);
const logOf = (s: Encounter) =>
  s.log.map((l) => ('code' in l && l.code === 'effect.conditionEnded' ? `${l.params.name} n'est plus` : ''));
const untilStartOf = (target: string, by: string): EncounterEvent => ({
  type: 'effect-applied',
  targets: [idOf(target)],
  source: idOf(by),
  what: { kind: 'condition', conditionId: 'shaken' },
  duration: { kind: 'until-turn-start', combatantId: idOf(target) },
  saveEachRound: 'Volonté DD 12',
});

/** Round 1 of a 3.5 fight: Aldric 20, Orque 15, Bera 10, Aldric acting. */
const start = run(
  setup('dnd35', [
    { name: 'Aldric', side: 'pc', init: 20 },
    { name: 'Orque', init: 15 },
    { name: 'Bera', side: 'pc', init: 10 },
  ]),
  { type: 'combat-started' },
);

describe('a delayed combatant stepping in (DRS › Retarder son action)', () => {
  it('its turn-start happened at its normal count: an effect "until its next turn" ends there, once', () => {
    // Round 1: the orc frightens Aldric until the start of Aldric's next turn.
    const frightened = run(start, next, untilStartOf('Aldric', 'Orque'), next, next);
    expect(frightened.round).toBe(2);
    expect(currentName(frightened)).toBe('Aldric');
    expect(frightened.effects).toHaveLength(0);
    const endedLines = logOf(frightened).filter((l) => l.includes("Aldric n'est plus"));
    expect(endedLines).toHaveLength(1);
    // Aldric delays, then steps in after the orc: no second turn start, no reminder again.
    const steppedIn = run(
      frightened,
      { type: 'delayed', id: idOf('Aldric') },
      {
        type: 'delay-ended',
        id: idOf('Aldric'),
      },
    );
    expect(currentName(steppedIn)).toBe('Aldric');
    expect(logOf(steppedIn).filter((l) => l.includes("Aldric n'est plus"))).toHaveLength(1);
    expect(steppedIn.reminders.filter((r) => 'target' in r && r.target === idOf('Aldric'))).toEqual([]);
  });

  it('an effect "until the start of its next turn" put on it while it waits lasts until next round', () => {
    const waiting = run(start, { type: 'delayed', id: idOf('Aldric') });
    expect(currentName(waiting)).toBe('Orque');
    const shaken = run(waiting, untilStartOf('Aldric', 'Orque'), {
      type: 'delay-ended',
      id: idOf('Aldric'),
    });
    expect(currentName(shaken)).toBe('Aldric');
    expect(shaken.effects).toHaveLength(1);
    // Aldric now acts between the orc and Bera: round 2 reaches him after the orc.
    const round2 = run(shaken, next, next, next);
    expect(round2.round).toBe(2);
    expect(currentName(round2)).toBe('Aldric');
    expect(round2.effects).toHaveLength(0);
  });

  it('the save reminder of an effect comes at its normal turn, not again when it steps in', () => {
    const s = run(start, next, {
      type: 'effect-applied',
      targets: [idOf('Bera')],
      source: idOf('Orque'),
      what: { kind: 'condition', conditionId: 'shaken' },
      duration: { kind: 'rounds', rounds: 3 },
      saveEachRound: 'Volonté DD 12',
    });
    const beraTurn = applyEvent(s, next);
    expect(currentName(beraTurn)).toBe('Bera');
    expect(beraTurn.reminders.map((r) => r.kind)).toContain('save');
    const waits = run(beraTurn, { type: 'delayed', id: idOf('Bera') });
    expect(currentName(waits)).toBe('Aldric');
    const stepsIn = applyEvent(waits, { type: 'delay-ended', id: idOf('Bera') });
    expect(currentName(stepsIn)).toBe('Bera');
    expect(stepsIn.reminders.filter((r) => 'target' in r && r.target === idOf('Bera'))).toEqual([]);
  });
});
