import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Fighter, ManeuverId, ManeuverRequest } from '../types';
import { RulesError } from '../errors';
import { resolveManeuver } from './resolve-maneuver';
import { combatManeuverDefense } from './combat-maneuvers';

type Options = ManeuverRequest['options'];
const req = (
  maneuver: ManeuverId,
  attacker: Fighter,
  defender: Fighter,
  rolls: number[],
  options?: Options,
): ManeuverRequest => ({
  system: 'pf1',
  maneuver,
  attacker,
  defender,
  rolls,
  options,
});

const OGRE_LIKE: Fighter = { bab: 5, str: 16, size: 'large' }; // BMO 9
const GUARD: Fighter = { bab: 2, str: 12, dex: 14, cmdMisc: 3 }; // DMD 10 + 2 + 1 + 2 + 3 = 18

describe('un seul d20 : BMO contre DMD (Aide de jeu PF1 › Manœuvres offensives › Résolution)', () => {
  it('la ligne de BMO se lit comme sur la feuille : « 13 (d20) + 5 (BBA) + 3 (For) + 1 (taille) = 22 contre DMD 18 »', () => {
    const out = resolveManeuver(req('bull-rush', OGRE_LIKE, GUARD, [13]));
    expect(out.steps[0]?.label).toBe(
      'DMD de la cible : 10 + 2 (BBA) + 1 (For) + 2 (Dex) + 0 (taille) + 3 (divers) = 18',
    );
    expect(out.steps[1]?.label).toBe('BMO : 13 (d20) + 5 (BBA) + 3 (For) + 1 (taille) = 22 contre DMD 18');
    expect(out.steps[1]).toMatchObject({ natural: 13, total: 22, against: 18, success: true });
    expect(out.margin).toBe(4);
  });

  it.each<[number, boolean, number]>([
    [8, false, -1], // 8 + 9 = 17 < 18
    [9, true, 0], // égaler la DMD suffit
    [14, true, 5],
  ])('d20 %i → réussite %s, marge %i (« supérieur ou égal au DMD »)', (roll, success, margin) => {
    const out = resolveManeuver(req('bull-rush', OGRE_LIKE, GUARD, [roll]));
    expect(out.success).toBe(success);
    expect(out.margin).toBe(margin);
  });

  it('PRD › Automatic Misses and Hits : 20 naturel réussit et 1 naturel échoue, quels que soient les totaux (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 40 }), fc.integer({ min: 0, max: 30 }), (misc, bab) => {
        const attacker: Fighter = { bab, cmbMisc: misc };
        const defender: Fighter = { bab: 30 - bab, cmdMisc: -misc };
        expect(resolveManeuver(req('trip', attacker, defender, [20])).success).toBe(true);
        expect(resolveManeuver(req('trip', attacker, defender, [1])).success).toBe(false);
      }),
    );
  });

  it('un seul jet est consommé ; sans jet ni rng → missing-rolls ; avec rng, le d20 est tiré', () => {
    expect(() => resolveManeuver(req('trip', {}, {}, []))).toThrow(
      expect.objectContaining({ code: 'missing-rolls' }),
    );
    const out = resolveManeuver({ ...req('trip', {}, {}, []), rng: { nextInt: () => 17 } });
    expect(out.steps[1]?.natural).toBe(17);
    expect(resolveManeuver(req('trip', {}, {}, [12, 1, 1])).steps[1]?.natural).toBe(12);
  });
});

describe('modificateurs du jet (Aide de jeu PF1 et PRD)', () => {
  const total = (out: ReturnType<typeof resolveManeuver>): number | undefined => out.steps[1]?.total;
  it.each<[string, ManeuverId, Fighter, Fighter, Options, number]>([
    ['base : 10 (d20) + 0', 'trip', {}, {}, undefined, 10],
    ['charge : +2 à la bousculade (Aide › Charge)', 'bull-rush', {}, {}, { charging: true }, 12],
    ['charge : +2 au renversement (PRD, attaque de charge)', 'overrun', {}, {}, { charging: true }, 12],
    ['maintenir la lutte : +5 (Aide › Lutte › Round suivant)', 'grapple', {}, {}, { maintain: true }, 15],
    ['Science du croc-en-jambe : +2 (PRD › Feats)', 'trip', { feats: ['improved-trip'] }, {}, undefined, 12],
    ['Science + supérieur : +4', 'trip', { feats: ['improved-trip', 'greater-trip'] }, {}, undefined, 14],
    ['Science d’une autre manœuvre : rien', 'trip', { feats: ['improved-grapple'] }, {}, undefined, 10],
    ['cible étourdie : +4 (Aide › Préambule)', 'trip', {}, { conditions: ['stunned'] }, undefined, 14],
    ['désarmement à mains nues : −4 (Aide › Désarmement)', 'disarm', { weapon: 'unarmed' }, {}, undefined, 6],
    [
      'agrippé : −2 aux manœuvres autres que la lutte (Aide › Lutte)',
      'disarm',
      { conditions: ['grappled'] },
      {},
      undefined,
      8,
    ],
    [
      'agrippé : pas de malus pour la lutte',
      'grapple',
      { conditions: ['grappled'] },
      {},
      { maintain: true },
      15,
    ],
    [
      'à terre : −4 (attaque au corps à corps, PRD › Prone)',
      'trip',
      { conditions: ['prone'] },
      {},
      undefined,
      6,
    ],
    ['secoué : −2 (PRD › Shaken)', 'trip', { conditions: ['shaken'] }, {}, undefined, 8],
    [
      'fatigué : For 16 → 14, +2 au lieu de +3',
      'trip',
      { str: 16, conditions: ['fatigued'] },
      {},
      undefined,
      12,
    ],
    [
      'attacher sans immobiliser : +5 − 10 (PRD › Grapple › Tie Up)',
      'grapple',
      {},
      {},
      { maintain: true, grappleAction: 'tie-up' },
      5,
    ],
    [
      'attacher une cible immobilisée : +5',
      'grapple',
      {},
      { conditions: ['pinned'] },
      { maintain: true, grappleAction: 'tie-up' },
      15,
    ],
    ['situationnel −4 (autre créature sur la trajectoire)', 'bull-rush', {}, {}, { situational: -4 }, 6],
  ])('%s', (_why, maneuver, attacker, defender, options, expected) => {
    expect(total(resolveManeuver(req(maneuver, attacker, defender, [10], options)))).toBe(expected);
  });

  it('cible étourdie : le +4 s’ajoute à sa DMD affaiblie (−2 CA, sans Dex)', () => {
    const out = resolveManeuver(req('trip', {}, { dex: 14, conditions: ['stunned'] }, [5]));
    expect(out.steps[1]).toMatchObject({ total: 9, against: 8, success: true });
    expect(out.steps[1]?.label).toContain('4 (cible étourdie)');
  });

  it.each<[string, string[]]>([
    ['sans défense', ['helpless']],
    ['inconsciente', ['unconscious']],
    ['paralysée', ['paralyzed']],
    ['immobilisée', ['pinned']],
  ])('cible %s : réussite automatique, même sur un 1 (Aide › Préambule ; PRD)', (_why, conditions) => {
    const out = resolveManeuver(req('trip', {}, { bab: 20, str: 30, conditions }, [1]));
    expect(out.success).toBe(true);
    expect(out.effects).toEqual([{ who: 'defender', condition: 'prone' }]);
    expect(out.steps.map((s) => s.label).join(' ')).toMatch(/réussite automatique/);
  });
});

describe('résultats par manœuvre', () => {
  it.each<[number, number]>([
    [0, 1.5],
    [4, 1.5],
    [5, 3],
    [9, 3],
    [10, 4.5],
    [14, 4.5],
    [15, 6],
  ])(
    'bousculade, entraînement, repositionnement : marge %i → %f m (1,5 m + 1,5 m par tranche de 5)',
    (margin, meters) => {
      for (const maneuver of ['bull-rush', 'drag', 'reposition'] as const) {
        const out = resolveManeuver(req(maneuver, { cmbMisc: margin }, {}, [10]));
        expect(out.margin).toBe(margin);
        expect(out.distanceMeters).toBe(meters);
      }
    },
  );

  it('distance = 1,5 + 1,5 × ⌊marge / 5⌋ pour toute réussite, aucune distance sur un échec (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 19 }), fc.integer({ min: -30, max: 30 }), (roll, misc) => {
        const out = resolveManeuver(req('bull-rush', { cmbMisc: misc }, {}, [roll]));
        if (out.success) expect(out.distanceMeters).toBe(1.5 + 1.5 * Math.floor(Math.max(0, out.margin) / 5));
        else expect(out.distanceMeters).toBeUndefined();
      }),
    );
  });

  it.each<[string, number, boolean, { who: string; condition: string }[]]>([
    ['croc-en-jambe réussi : cible à terre', 0, true, [{ who: 'defender', condition: 'prone' }]],
    ['raté de 9 : rien', -9, false, []],
    ['raté de 10 : l’attaquant tombe (PRD › Trip)', -10, false, [{ who: 'attacker', condition: 'prone' }]],
  ])('%s', (_why, misc, success, effects) => {
    const out = resolveManeuver(req('trip', { cmbMisc: misc }, {}, [10]));
    expect(out.success).toBe(success);
    expect(out.effects).toEqual(effects);
  });

  it.each<[string, number, { who: string; condition: string }[]]>([
    ['désarmement réussi : la cible est désarmée', 0, [{ who: 'defender', condition: 'disarmed' }]],
    ['raté de 9 : rien', -9, []],
    [
      'raté de 10 (≤ DMD − 10) : l’attaquant lâche son arme (Aide › Désarmement)',
      -10,
      [{ who: 'attacker', condition: 'disarmed' }],
    ],
  ])('%s', (_why, misc, effects) => {
    expect(resolveManeuver(req('disarm', { cmbMisc: misc }, {}, [10])).effects).toEqual(effects);
  });

  it('désarmement de 10 ou plus : la cible lâche tout ce qu’elle tient', () => {
    expect(resolveManeuver(req('disarm', { cmbMisc: 10 }, {}, [10])).steps[2]?.label).toMatch(
      /tout ce qu’elle tient/,
    );
  });

  it.each<[string, Options, boolean, { who: string; condition: string }[]]>([
    [
      'lutte engagée : les deux agrippés',
      undefined,
      true,
      [
        { who: 'attacker', condition: 'grappled' },
        { who: 'defender', condition: 'grappled' },
      ],
    ],
    [
      'prise maintenue',
      { maintain: true },
      true,
      [
        { who: 'attacker', condition: 'grappled' },
        { who: 'defender', condition: 'grappled' },
      ],
    ],
    [
      'immobiliser : cible immobilisée',
      { maintain: true, grappleAction: 'pin' },
      true,
      [
        { who: 'attacker', condition: 'grappled' },
        { who: 'defender', condition: 'pinned' },
      ],
    ],
    [
      'attacher : cible ligotée (comme immobilisée)',
      { maintain: true, grappleAction: 'tie-up' },
      true,
      [{ who: 'defender', condition: 'pinned' }],
    ],
  ])('lutte — %s (Aide › Lutte)', (_why, options, success, effects) => {
    const out = resolveManeuver(req('grapple', { cmbMisc: 20 }, {}, [10], options));
    expect(out.success).toBe(success);
    expect(out.effects).toEqual(effects);
  });

  it('lutte ratée : pas d’état ; maintien raté : la lutte prend fin', () => {
    expect(resolveManeuver(req('grapple', {}, {}, [1])).effects).toEqual([]);
    const out = resolveManeuver(req('grapple', {}, {}, [1], { maintain: true }));
    expect(out.effects).toEqual([]);
    expect(out.steps[2]?.label).toMatch(/prend fin/);
  });

  it('attacher : DD d’évasion 20 + BMO de l’attaquant (PRD › Tie Up)', () => {
    const out = resolveManeuver(
      req('grapple', { bab: 4, str: 14 }, { conditions: ['pinned'] }, [10], {
        maintain: true,
        grappleAction: 'tie-up',
      }),
    );
    expect(out.steps.at(-1)?.label).toMatch(/26/);
  });

  it.each<[number, number]>([
    [0, 1],
    [4, 1],
    [5, 2],
    [10, 3],
  ])('sale coup : marge %i → %i round(s) (1 + 1 par tranche de 5, Aide › Sale coup)', (margin, rounds) => {
    const out = resolveManeuver(req('dirty-trick', { cmbMisc: margin }, {}, [10], { condition: 'blinded' }));
    expect(out.durationRounds).toBe(rounds);
    expect(out.effects).toEqual([{ who: 'defender', condition: 'blinded' }]);
  });

  it('sale coup sans état choisi : durée donnée, le MJ choisit', () => {
    const out = resolveManeuver(req('dirty-trick', {}, {}, [15]));
    expect(out.durationRounds).toBe(2);
    expect(out.effects).toEqual([]);
  });

  it.each<[number, { who: string; condition: string }[]]>([
    [0, []],
    [4, []],
    [5, [{ who: 'defender', condition: 'prone' }]],
  ])('renversement réussi de %i : à terre dès 5 (PRD › Overrun)', (margin, effects) => {
    const out = resolveManeuver(req('overrun', { cmbMisc: margin }, {}, [10]));
    expect(out.success).toBe(true);
    expect(out.effects).toEqual(effects);
  });

  it.each<ManeuverId>(['steal', 'sunder'])('%s : une note lisible, aucun état', (maneuver) => {
    const out = resolveManeuver(req(maneuver, {}, {}, [15]));
    expect(out.success).toBe(true);
    expect(out.effects).toEqual([]);
    expect(out.steps[2]?.label).toMatch(/^Réussite/);
  });
});

describe('manœuvres impossibles et entrées invalides → RulesError', () => {
  it.each<[ManeuverId, boolean]>([
    ['bull-rush', true],
    ['drag', true],
    ['overrun', true],
    ['reposition', true],
    ['trip', true],
    ['grapple', false],
    ['disarm', false],
    ['dirty-trick', false],
    ['steal', false],
    ['sunder', false],
  ])(
    '%s contre une cible de deux tailles de plus : refusé = %s (au plus une catégorie)',
    (maneuver, refused) => {
      const call = (): unknown => resolveManeuver(req(maneuver, {}, { size: 'huge' }, [10]));
      if (refused) expect(call).toThrow(expect.objectContaining({ code: 'not-applicable' }));
      else expect(call).not.toThrow();
      expect(() => resolveManeuver(req(maneuver, {}, { size: 'large' }, [10]))).not.toThrow();
    },
  );

  it.each<[string, () => unknown, string]>([
    [
      'croc-en-jambe contre une créature sans jambes',
      () => resolveManeuver(req('trip', {}, { legs: 0 }, [10])),
      'not-applicable',
    ],
    [
      'attaquant étourdi',
      () => resolveManeuver(req('trip', { conditions: ['stunned'] }, {}, [10])),
      'not-applicable',
    ],
    [
      'attaquant nauséeux',
      () => resolveManeuver(req('trip', { conditions: ['nauseated'] }, {}, [10])),
      'not-applicable',
    ],
    [
      'maintain hors lutte',
      () => resolveManeuver(req('trip', {}, {}, [10], { maintain: true })),
      'not-applicable',
    ],
    [
      'immobiliser sans maintenir',
      () => resolveManeuver(req('grapple', {}, {}, [10], { grappleAction: 'pin' })),
      'not-applicable',
    ],
    [
      'sale coup : état non permis',
      () => resolveManeuver(req('dirty-trick', {}, {}, [10], { condition: 'prone' })),
      'not-applicable',
    ],
    [
      'sale coup : état inconnu',
      () => resolveManeuver(req('dirty-trick', {}, {}, [10], { condition: 'itchy' })),
      'unknown-condition',
    ],
    [
      'charge avec une lutte',
      () => resolveManeuver(req('grapple', {}, {}, [10], { charging: true })),
      'not-applicable',
    ],
    [
      'manœuvre inconnue',
      () => resolveManeuver(req('headbutt' as ManeuverId, {}, {}, [10])),
      'unknown-maneuver',
    ],
    [
      'mauvais système',
      () => resolveManeuver({ ...req('trip', {}, {}, [10]), system: 'dnd35' }),
      'not-applicable',
    ],
    ['d20 de 21', () => resolveManeuver(req('trip', {}, {}, [21])), 'invalid-roll'],
    ['d20 NaN', () => resolveManeuver(req('trip', {}, {}, [Number.NaN])), 'invalid-roll'],
    [
      'situationnel NaN',
      () => resolveManeuver(req('trip', {}, {}, [10], { situational: Number.NaN })),
      'invalid-number',
    ],
    ['For hors limites', () => resolveManeuver(req('trip', { str: 120 }, {}, [10])), 'invalid-score'],
    [
      'état inconnu du défenseur',
      () => resolveManeuver(req('trip', {}, { conditions: ['sleepy'] }, [10])),
      'unknown-condition',
    ],
  ])('%s → %s', (_why, call, code) => {
    expect(call).toThrow(RulesError);
    expect(call).toThrow(expect.objectContaining({ code }));
  });

  it('la DMD affichée est celle de combatManeuverDefense contre la manœuvre', () => {
    const defender: Fighter = { bab: 3, str: 14, dex: 12, legs: 4, conditions: ['prone'] };
    expect(resolveManeuver(req('trip', {}, defender, [10])).steps[0]?.total).toBe(
      combatManeuverDefense(defender, 'trip'),
    );
  });
});
