import { describe, expect, it } from 'vitest';
import { sf1 } from './index';

describe('sf1 module — the definition a GM browses', () => {
  const d = sf1.definition;

  it('names its system and text', () => {
    expect(d).toMatchObject({ id: 'sf1', sourceText: 'starfinder-actions.fr.txt' });
  });

  it('has the five action types of the text plus « hors types » (SF › Les types d’actions)', () => {
    expect(d.actions.types.map((t) => t.id)).toEqual([
      'standard',
      'move',
      'swift',
      'full-round',
      'reaction',
      'free',
    ]);
    expect(d.actions.perTurn.fr).toMatch(/action complexe/);
  });

  it('has exactly the seven manoeuvres of the text, all standard actions that do not provoke', () => {
    expect(d.maneuvers.map((m) => m.id).sort()).toEqual(
      ['bull-rush', 'dirty-trick', 'disarm', 'grapple', 'reposition', 'sunder', 'trip'].sort(),
    );
    d.maneuvers.forEach((m) => {
      expect(m.action).toBe('standard');
      expect(m.provokesUnlessFeat).toBeUndefined();
      expect(m.origin).toBe('text');
    });
  });

  it('has the summaries a GM looks up', () => {
    const ids = d.summaries.map((s) => s.id);
    [
      'sf1-actions',
      'sf1-cover',
      'sf1-concealment',
      'sf1-flanking',
      'sf1-helpless',
      'sf1-charge',
      'sf1-ready-delay',
      'sf1-surprise',
      'sf1-dying',
    ].forEach((id) => expect(ids).toContain(id));
    d.summaries.forEach((s) => expect(s.source).not.toBe(''));
  });

  it('wires the functions', () => {
    expect(sf1.healthState({ hp: 0, maxHp: 10 })).toBe('dying');
    expect(
      sf1
        .sortInitiative([
          { id: 'a', total: 1 },
          { id: 'b', total: 2 },
        ])
        .map((e) => e.id),
    ).toEqual(['b', 'a']);
    expect(
      sf1.resolveManeuver?.({
        system: 'sf1',
        maneuver: 'trip',
        attacker: { attackBonus: 5 },
        defender: { kac: 10 },
        rolls: [13],
      }).success,
    ).toBe(true);
  });

  it('health: no HP loss per round while dying (Resolve is lost instead)', () => {
    expect(d.health.dyingLossPerRound).toBeUndefined();
    expect(d.health.thresholds.map((t) => t.state)).toEqual(['ok', 'dying', 'unconscious', 'dead']);
  });
});
