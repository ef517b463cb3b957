/**
 * OSR conditions (OSR › Combat › Cas particuliers, Modificateurs situationnels, Mouvement en
 * combat, Exemple de combat). AC modifiers use the 'ac' target where a +2 is always better: a
 * "+2 to descending AC" penalty is stored as −2.
 */
import type { ConditionDef } from '../types';
import { RulesError } from '../errors';
import { OSR_SRC, l, mod } from './records';

const helplessSummary = l(
  'À la merci de tous : toute attaque le touche d’office, et on peut l’achever sur-le-champ.',
  'At everyone’s mercy: every attack hits it, and it can be killed outright.',
);

/** The OSR condition catalogue. */
export const OSR_CONDITIONS: ConditionDef[] = [
  {
    id: 'surprised',
    name: l('Surpris', 'Surprised'),
    summary: l(
      'N’agit pas, et perd à la CA ses bonus de DEX et de bouclier.',
      'Cannot act, and loses its DEX and shield bonuses to AC.',
    ),
    modifiers: [],
    flags: ['no-actions', 'loses-dex-to-ac', 'unaware'],
    allowedActions: [],
    source: OSR_SRC.special,
    origin: 'text',
  },
  {
    id: 'stunned',
    name: l('Étourdi', 'Stunned'),
    summary: l(
      'N’agit pas, perd ses bonus de DEX et de bouclier à la CA ; ses adversaires ont +4 pour le toucher.',
      'Cannot act, loses its DEX and shield bonuses to AC; foes get +4 to hit it.',
    ),
    modifiers: [
      mod('ac', -4, l('= +4 aux jets d’attaque de ses adversaires', '= +4 to its foes’ attack rolls')),
    ],
    flags: ['no-actions', 'loses-dex-to-ac', 'attackers-get-bonus'],
    allowedActions: [],
    source: OSR_SRC.special,
    origin: 'text',
  },
  {
    id: 'paralyzed',
    name: l('Paralysé', 'Paralyzed'),
    summary: helplessSummary,
    modifiers: [],
    flags: ['no-actions', 'helpless', 'cannot-move', 'vulnerable-to-coup-de-grace'],
    allowedActions: [],
    source: OSR_SRC.special,
    origin: 'text',
  },
  {
    id: 'unconscious',
    name: l('Inconscient', 'Unconscious'),
    summary: helplessSummary,
    modifiers: [],
    flags: ['no-actions', 'helpless', 'cannot-move', 'vulnerable-to-coup-de-grace'],
    allowedActions: [],
    source: OSR_SRC.special,
    origin: 'text',
  },
  {
    id: 'fatigued',
    name: l('Fatigué', 'Fatigued'),
    summary: l('−1 aux jets d’attaque et de dommages.', '−1 to attack and damage rolls.'),
    modifiers: [mod('attack', -1), mod('damage', -1)],
    flags: [],
    track: { id: 'fatigue', step: 1 },
    source: OSR_SRC.situational,
    origin: 'text',
  },
  {
    id: 'exhausted',
    name: l('Fourbu', 'Exhausted'),
    summary: l(
      '−2 aux jets d’attaque et de dommages ; CA moins bonne de 2 (+2 en CA descendante).',
      '−2 to attack and damage rolls; AC 2 points worse (+2 descending).',
    ),
    modifiers: [mod('attack', -2), mod('damage', -2), mod('ac', -2)],
    flags: [],
    track: { id: 'fatigue', step: 2 },
    source: OSR_SRC.situational,
    origin: 'text',
  },
  {
    id: 'spent',
    name: l('Exténué', 'Spent'),
    summary: l(
      '−4 aux jets d’attaque et de dommages ; CA moins bonne de 2 (+2 en CA descendante).',
      '−4 to attack and damage rolls; AC 2 points worse (+2 descending).',
    ),
    modifiers: [mod('attack', -4), mod('damage', -4), mod('ac', -2)],
    flags: [],
    track: { id: 'fatigue', step: 3 },
    source: OSR_SRC.situational,
    origin: 'text',
  },
  {
    id: 'blinded',
    name: l('Aveuglé', 'Blinded'),
    summary: l('−4 à ses jets d’attaque.', '−4 to its attack rolls.'),
    modifiers: [mod('attack', -4)],
    flags: [],
    source: OSR_SRC.situational,
    origin: 'text',
  },
  {
    id: 'in-darkness',
    name: l('Dans le noir', 'In darkness'),
    summary: l(
      'Combat sans lumière (ou contre un ennemi invisible) : −4 à ses jets d’attaque.',
      'Fighting without light (or against an invisible foe): −4 to its attack rolls.',
    ),
    modifiers: [mod('attack', -4)],
    flags: [],
    source: OSR_SRC.situational,
    origin: 'text',
  },
  {
    id: 'fleeing',
    name: l('En fuite', 'Fleeing'),
    summary: l(
      'Tourne le dos : qui l’attaque a +2 et ignore son bouclier (pas +4 s’il est aussi attaqué par-derrière).',
      'Running away: attackers get +2 and ignore its shield (not +4 if also attacked from behind).',
    ),
    modifiers: [
      mod(
        'ac',
        -2,
        l('= +2 aux attaques contre lui, bouclier ignoré', '= +2 to attacks against it, shield ignored'),
      ),
    ],
    flags: ['flees', 'attackers-get-bonus'],
    source: OSR_SRC.situational,
    origin: 'text',
  },
  {
    id: 'retreating',
    name: l('En retraite', 'Retreating'),
    summary: l(
      'Recule de plus de la moitié de son mouvement : n’attaque pas, et qui l’attaque a le bonus d’attaque par-derrière (+2, bouclier ignoré).',
      'Backs off more than half its move: no attack, and attackers get the rear-attack bonus (+2, shield ignored).',
    ),
    modifiers: [
      mod(
        'ac',
        -2,
        l('= +2 aux attaques contre lui, bouclier ignoré', '= +2 to attacks against it, shield ignored'),
      ),
    ],
    flags: ['cannot-attack', 'attackers-get-bonus'],
    source: OSR_SRC.movement,
    origin: 'text',
  },
  {
    id: 'casting',
    name: l('En incantation', 'Casting'),
    summary: l(
      'A annoncé un sort : ne se déplace pas ; blessé avant la phase des sorts, il perd le sort.',
      'Declared a spell: does not move; hurt before the spell phase, it loses the spell.',
    ),
    modifiers: [],
    flags: ['cannot-move'],
    source: OSR_SRC.example,
    origin: 'text',
  },
];

const BY_ID = new Map(OSR_CONDITIONS.map((c) => [c.id, c]));

/** An OSR condition by id; RulesError for an unknown id. */
export function osrCondition(id: string): ConditionDef {
  const found = BY_ID.get(id);
  if (!found) {
    throw new RulesError('unknown-condition', `État inconnu en OSR : ${String(id)}`, { id });
  }
  return found;
}

/** The fatigue track, mildest first: a higher step replaces a lower one. */
export const OSR_FATIGUE_TRACK: readonly string[] = ['fatigued', 'exhausted', 'spent'];
