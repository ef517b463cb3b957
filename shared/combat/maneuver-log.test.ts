import { describe, expect, it } from 'vitest';
import { createEncounter } from './create';
import { EngineError } from './errors';
import { applyEvent, replay } from './reducer';
import { combatantId } from './types';

const base = replay(createEncounter({ id: 'e', name: 'Test', system: 'pf1', seed: 1 }), [
  { type: 'combatant-added', combatant: { name: 'Ogre', hpMax: 30 } },
  { type: 'combatant-added', combatant: { name: 'Aldric', hpMax: 12 } },
]);
const [ogre, aldric] = base.combatants.map((c) => c.id);

describe('maneuver-resolved', () => {
  it('writes the summary into the combat log and changes nothing else', () => {
    const summary = 'Bousculade — Ogre contre Aldric : réussite, Aldric repoussé de 4,50 m';
    const next = applyEvent(base, { type: 'maneuver-resolved', attacker: ogre, target: aldric, summary });
    expect(next.log.at(-1)).toEqual({
      round: 0,
      at: 'setup',
      code: 'maneuver.resolved',
      params: { text: summary },
    });
    expect({ ...next, log: base.log }).toEqual(base);
  });

  it.each([
    ['a blank summary', { attacker: ogre, summary: '  ' }, /Résumé de la manœuvre/],
    ['an unknown attacker', { attacker: combatantId('c-99'), summary: 'x' }, /Combattant inconnu/],
    [
      'an unknown target',
      { attacker: ogre, target: combatantId('c-99'), summary: 'x' },
      /Combattant inconnu/,
    ],
  ])('refuses %s', (_n, bad, message) => {
    expect(() => applyEvent(base, { type: 'maneuver-resolved', ...bad })).toThrow(EngineError);
    expect(() => applyEvent(base, { type: 'maneuver-resolved', ...bad })).toThrow(message);
  });

  it('refuses once the fight is over', () => {
    const ended = replay(base, [
      { type: 'initiative-rolled' },
      { type: 'combat-started' },
      { type: 'combat-ended' },
    ]);
    expect(() => applyEvent(ended, { type: 'maneuver-resolved', attacker: ogre, summary: 'x' })).toThrow(
      /terminé/,
    );
  });
});
