import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter, type Encounter, type EncounterEvent } from '../../../shared/combat';
import { durationPreview } from './duration-preview';
import { effectsByTarget, effectsKey, readEffectsKey } from './row-effects';

const id = (s: string) => s as never;
function fight(system: 'dnd35' | 'co' | 'osr', events: EncounterEvent[]): Encounter {
  return events.reduce(applyEvent, createEncounter({ id: 'e', name: 'T', system, seed: 3 }));
}
const add = (name: string, init: number): EncounterEvent[] => [
  { type: 'combatant-added', combatant: { id: name, name, hpMax: 8, initiativeScore: init } },
  { type: 'initiative-set', id: id(name), value: init },
];
const started = (system: 'dnd35' | 'co' | 'osr') =>
  fight(system, [...add('Aldric', 20), ...add('Orque', 15), ...add('Bera', 10), { type: 'combat-started' }]);
const stun: EncounterEvent = {
  type: 'effect-applied',
  targets: [id('Aldric')],
  source: id('Orque'),
  what: { kind: 'condition', conditionId: 'stunned' },
  duration: { kind: 'rounds', rounds: 2 },
};

describe('row effects', () => {
  it('the key changes when the rounds left change, not on a turn that does not touch them', () => {
    let s = applyEvent(applyEvent(started('dnd35'), { type: 'turn-advanced' }), stun);
    const key = (e: Encounter) => effectsKey(e, effectsByTarget(e).get(id('Aldric')));
    const atOrc = key(s);
    expect(readEffectsKey(atOrc)).toMatchObject([
      { conditionId: 'stunned', roundsLeft: 2, sourceName: 'Orque', duration: '2 rounds' },
    ]);
    s = applyEvent(s, { type: 'turn-advanced' });
    expect(key(s)).toBe(atOrc);
    s = applyEvent(s, { type: 'turn-advanced' });
    expect(key(s)).toBe(atOrc); // Aldric, round 2: it lasts this round and the next
    s = applyEvent(s, { type: 'turn-advanced' });
    expect(readEffectsKey(key(s))[0].roundsLeft).toBe(1); // the orc's count: last round
    expect(key(applyEvent(s, { type: 'effect-removed', effectId: s.effects[0].id }))).toBe('');
  });
});

describe('durationPreview', () => {
  it.each([
    ['dnd35', 'endsD20', { round: 3, count: 15, rounds: 2 }],
    ['co', 'endsByD20Default', { round: 3, count: 15, rounds: 2 }],
  ] as const)('%s: ends before the count it began at', (system, key, values) => {
    const s = applyEvent(started(system), { type: 'turn-advanced' });
    expect(durationPreview(s, { kind: 'rounds', rounds: 2 })).toEqual({ key, values });
  });

  it('before the fight: rounds 1 to N; concentration: asked at the source’s turn; 0 rounds: nothing', () => {
    const setup = fight('dnd35', add('Aldric', 20));
    expect(durationPreview(setup, { kind: 'minutes', minutes: 1 })).toEqual({
      key: 'endsBeforeFight',
      values: { rounds: 10 },
    });
    expect(durationPreview(setup, { kind: 'concentration' })?.key).toBe('endsConcentration');
    expect(durationPreview(setup, { kind: 'rounds', rounds: 0 })).toBeNull();
  });
});
