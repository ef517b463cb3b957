import { describe, expect, it } from 'vitest';
import { getSystem } from '../index';

const def = getSystem('dnd35');

describe('getSystem("dnd35")', () => {
  it('names the system and its source text', () => {
    expect(def).toMatchObject({ id: 'dnd35', sourceText: 'dnd35-srd-combat.fr.txt' });
    expect(def.name.fr).toMatch(/3\.5/);
  });

  // DRS › Les actions de combat › Les différents types d'actions
  it('has the action types of 3.5, and says what one turn may hold', () => {
    expect(def.actions.types.map((t) => t.id)).toEqual(
      expect.arrayContaining([
        'standard',
        'move',
        'full-round',
        'free',
        'swift',
        'immediate',
        'five-foot-step',
      ]),
    );
    expect(def.actions.perTurn.fr).toMatch(/une action simple et une action de mouvement/);
    expect(def.actions.perTurn.fr).toMatch(/deux actions de mouvement/);
    expect(def.actions.perTurn.fr).toMatch(/une action complexe/);
  });

  it('has the six manoeuvres of the text, each with a source', () => {
    expect(def.maneuvers.map((m) => m.id)).toEqual([
      'grapple',
      'bull-rush',
      'trip',
      'overrun',
      'disarm',
      'sunder',
    ]);
    for (const m of def.maneuvers) expect(m.source).toMatch(/^DRS/);
  });

  it('limits bull rush, trip and overrun to a target one size larger at most', () => {
    for (const id of ['bull-rush', 'trip', 'overrun'])
      expect(def.maneuvers.find((m) => m.id === id)?.maxSizeStepsLarger).toBe(1);
  });

  it('has the rule summaries a GM looks up', () => {
    const ids = def.summaries.map((s) => s.id);
    for (const id of [
      'actions-and-aoo',
      'cover',
      'concealment',
      'flanking',
      'helpless-coup-de-grace',
      'charge',
      'two-weapon-fighting',
      'mounted-combat',
      'ready-and-delay',
      'surprise',
      'dying-and-healing',
    ]) {
      expect(ids).toContain(`dnd35-${id}`);
    }
    for (const s of def.summaries)
      expect(s.text.fr.length && s.text.en.length && s.source.length).toBeTruthy();
  });
});
