import { describe, expect, it } from 'vitest';
import {
  combatManeuverBonus,
  combatManeuverDefense,
  getSystem,
  healthState,
  resolveManeuver,
  sortInitiative,
} from '../index';

const pf1 = getSystem('pf1');

describe('getSystem("pf1") par la porte unique (shared/rules/index.ts)', () => {
  it('identité et texte source', () => {
    expect(pf1.id).toBe('pf1');
    expect(pf1.sourceText).toBe('pathfinder1-combat-aide.fr.txt');
  });

  it('initiative : d20 individuel, égalité → modificateur puis hasard, pris au dépourvu, nouveau rang conservé (Aide › Initiative ; PRD)', () => {
    expect(pf1.initiative).toMatchObject({
      mode: 'individual',
      die: 'd20',
      tieBreak: ['higher-modifier', 'random'],
      flatFootedUntilFirstAction: true,
      newCountHolds: true,
    });
  });

  it('actions : les sept types de Pathfinder, plus « attaque » pour les manœuvres qui remplacent une attaque', () => {
    expect(pf1.actions.types.map((t) => t.id).sort()).toEqual(
      ['attack', 'five-foot-step', 'free', 'full-round', 'immediate', 'move', 'standard', 'swift'].sort(),
    );
  });

  it('santé : seuils et perte de 1 PV par round en mourant (PRD › Injury and Death)', () => {
    expect(pf1.health.thresholds.map((t) => t.state)).toEqual([
      'ok',
      'staggered',
      'unconscious',
      'disabled',
      'dying',
      'dead',
    ]);
    expect(pf1.health.dyingLossPerRound).toBe(1);
  });

  it.each<[string, string | undefined, number | undefined, string[]]>([
    ['bull-rush', 'standard', 1, ['improved-bull-rush']],
    ['dirty-trick', 'standard', undefined, ['improved-dirty-trick']],
    ['disarm', 'attack', undefined, ['improved-disarm']],
    ['drag', 'standard', 1, ['improved-drag']],
    ['grapple', 'standard', undefined, ['improved-grapple']],
    ['overrun', 'standard', 1, ['improved-overrun']],
    ['reposition', 'standard', 1, ['improved-reposition']],
    ['steal', 'standard', undefined, ['improved-steal']],
    ['sunder', 'attack', undefined, ['improved-sunder']],
    ['trip', 'attack', 1, ['improved-trip']],
  ])('manœuvre %s : action %s, au plus %s taille de plus, AdO sauf %j', (id, action, maxSize, feats) => {
    const m = pf1.maneuvers.find((x) => x.id === id);
    expect(m).toMatchObject({ action, provokesUnlessFeat: feats });
    expect(m?.maxSizeStepsLarger).toBe(maxSize);
  });

  it.each([
    'pf1-actions-aoo',
    'pf1-cover',
    'pf1-concealment',
    'pf1-flanking',
    'pf1-helpless-coup-de-grace',
    'pf1-charge',
    'pf1-two-weapon',
    'pf1-mounted',
    'pf1-ready-delay',
    'pf1-surprise',
    'pf1-dying-healing',
  ])('résumé %s présent, bilingue et sourcé', (id) => {
    const s = pf1.summaries.find((x) => x.id === id);
    expect(s?.text.fr && s.text.en && s.title.fr).toBeTruthy();
    expect(s?.source).toMatch(/Aide de jeu PF1|PRD/);
  });

  it('les fonctions publiques passent par la porte', () => {
    expect(combatManeuverBonus({ bab: 5, str: 16, size: 'large' })).toBe(9);
    expect(combatManeuverDefense({ bab: 5, str: 16, dex: 12, conditions: ['flat-footed'] })).toBe(18);
    expect(healthState('pf1', { hp: -12, maxHp: 40, con: 12 })).toBe('dead');
    expect(
      sortInitiative('pf1', [
        { id: 'a', total: 10, modifier: 1 },
        { id: 'b', total: 10, modifier: 3 },
      ]).map((e) => e.id),
    ).toEqual(['b', 'a']);
    const out = resolveManeuver({
      system: 'pf1',
      maneuver: 'trip',
      attacker: { bab: 5, str: 16 },
      defender: {},
      rolls: [5],
    });
    expect(out).toMatchObject({
      success: true,
      margin: 3,
      effects: [{ who: 'defender', condition: 'prone' }],
    });
  });
});
