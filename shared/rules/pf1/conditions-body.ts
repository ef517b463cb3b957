import type { ConditionDef } from '../types';
import { l, mod, speedTimes, SRC } from './helpers';

/** Action types a creature limited to one standard or one move action a turn may still take. */
const SINGLE_ACTION_ALLOWED: readonly string[] = [
  'standard',
  'attack',
  'move',
  'swift',
  'immediate',
  'free',
  'five-foot-step',
];

const PER_LEVEL = l('par niveau négatif', 'per negative level');

/**
 * Conditions of the body: hit points, fatigue, sickness, drain (PRD › Appendix 2 › Conditions; the
 * combat aid only names a few of them).
 */
export const BODY_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'bleed',
    name: l('Saignement', 'Bleed'),
    summary: l(
      'Perd les PV (ou points de caractéristique) indiqués au début de chacun de ses tours. Premiers secours DD 15 ou tout soin magique arrête le saignement.',
      'Loses the given hit points (or ability points) at the start of each of its turns. A DC 15 Heal check or any magical healing stops it.',
    ),
    modifiers: [],
    flags: [],
    source: `${SRC.prdConditions} › Bleed`,
    origin: 'open-rules',
  },
  {
    id: 'dead',
    name: l('Mort', 'Dead'),
    summary: l(
      'PV tombés à l’opposé de la valeur de Constitution (ou moins) : l’âme quitte le corps. Seule la magie puissante ramène à la vie.',
      'Hit points down to minus the Constitution score (or lower): the soul leaves the body. Only powerful magic brings it back.',
    ),
    modifiers: [],
    flags: ['no-actions', 'helpless', 'automatic-from-health'],
    allowedActions: [],
    excludes: ['disabled', 'dying', 'stable'],
    source: `${SRC.prdInjury} › Dead ; ${SRC.prdConditions} › Dead`,
    origin: 'open-rules',
  },
  {
    id: 'disabled',
    name: l('Hors de combat', 'Disabled'),
    summary: l(
      'À 0 PV : une seule action simple ou de mouvement par tour (pas les deux, pas d’action complexe), plus actions rapides, immédiates et libres. Une action fatigante (attaque, sort…) coûte 1 PV après coup.',
      'At 0 hp: a single standard or move action a turn (not both, no full-round action), plus swift, immediate and free actions. A strenuous action (attack, spell…) costs 1 hp afterwards.',
    ),
    modifiers: [],
    flags: ['single-action-only', 'automatic-from-health'],
    allowedActions: [...SINGLE_ACTION_ALLOWED],
    excludes: ['dead', 'dying', 'stable'],
    source: `${SRC.prdInjury} › Disabled ; ${SRC.prdConditions} › Disabled`,
    origin: 'open-rules',
  },
  {
    id: 'dying',
    name: l('Mourant', 'Dying'),
    summary: l(
      'PV négatifs mais au-dessus de −Con : inconscient. Chaque round, test de Con DD 10 avec un malus égal aux PV négatifs (20 naturel : réussite) ; échec : perd 1 PV.',
      'Negative hp above −Con: unconscious. Each round a DC 10 Constitution check, minus the negative hp (natural 20 succeeds); on a failure it loses 1 hp.',
    ),
    modifiers: [],
    flags: ['no-actions', 'helpless', 'automatic-from-health'],
    allowedActions: [],
    implies: ['unconscious'],
    excludes: ['dead', 'disabled', 'stable'],
    source: `${SRC.prdInjury} › Dying ; ${SRC.prdConditions} › Dying`,
    origin: 'open-rules',
  },
  {
    id: 'energy-drained',
    name: l('Niveaux négatifs', 'Energy drained'),
    summary: l(
      'Par niveau négatif : −1 aux tests de caractéristique, attaques, BMO, DMD, sauvegardes et compétences, −5 PV maximum, −1 niveau effectif. Autant de niveaux que de DV : mort.',
      'Per negative level: −1 on ability checks, attacks, CMB, CMD, saves and skills, −5 maximum hp, −1 effective level. As many levels as Hit Dice: death.',
    ),
    modifiers: [
      mod('attack', -1, l('par niveau négatif, BMO compris', 'per negative level, CMB included')),
      mod('cmd', -1, PER_LEVEL),
      mod('saves', -1, PER_LEVEL),
      mod('skills', -1, PER_LEVEL),
      mod('ability-checks', -1, PER_LEVEL),
    ],
    flags: [],
    source: `${SRC.prdConditions} › Energy Drained`,
    origin: 'open-rules',
  },
  {
    id: 'exhausted',
    name: l('Épuisé', 'Exhausted'),
    summary: l(
      'Demi-vitesse, −6 en For et en Dex, ni course ni charge. Une heure de repos complet le ramène à fatigué.',
      'Half speed, −6 Str and Dex, no running or charging. An hour of complete rest makes it fatigued instead.',
    ),
    modifiers: [mod('str', -6), mod('dex', -6), speedTimes(0.5)],
    flags: ['cannot-run-or-charge'],
    track: { id: 'fatigue', step: 2 },
    source: `${SRC.prdConditions} › Exhausted`,
    origin: 'open-rules',
  },
  {
    id: 'fatigued',
    name: l('Fatigué', 'Fatigued'),
    summary: l(
      '−2 en For et en Dex, ni course ni charge. Ce qui fatiguerait à nouveau le rend épuisé ; 8 heures de repos l’effacent.',
      '−2 Str and Dex, no running or charging. Anything that would fatigue it again makes it exhausted; 8 hours of rest remove it.',
    ),
    modifiers: [mod('str', -2), mod('dex', -2)],
    flags: ['cannot-run-or-charge'],
    track: { id: 'fatigue', step: 1 },
    source: `${SRC.armor} › Dormir en armure ; ${SRC.prdConditions} › Fatigued`,
    origin: 'text',
  },
  {
    id: 'helpless',
    name: l('Sans défense', 'Helpless'),
    summary: l(
      'Endormi, ligoté, paralysé, inconscient… Dex considérée comme 0 (−5), −4 à la CA contre le corps à corps, pas d’attaque d’opportunité ; exposé au coup de grâce et aux attaques sournoises. Toute manœuvre contre lui réussit.',
      'Asleep, bound, paralysed, unconscious… Dexterity counts as 0 (−5), −4 AC against melee, no attacks of opportunity; open to coup de grâce and sneak attacks. Every manoeuvre against it succeeds.',
    ),
    modifiers: [
      mod(
        'ac-vs-melee',
        -4,
        l(
          'l’aide dit « −4 à la CA » ; le PRD limite ce malus au corps à corps',
          'the aid says −4 AC; the PRD limits it to melee',
        ),
      ),
    ],
    flags: [
      'helpless',
      'loses-dex-to-ac',
      'dex-counts-as-zero',
      'cannot-threaten',
      'attackers-get-bonus',
      'vulnerable-to-coup-de-grace',
    ],
    source: `${SRC.helpless} ; ${SRC.prdConditions} › Helpless`,
    origin: 'text',
  },
  {
    id: 'nauseated',
    name: l('Nauséeux', 'Nauseated'),
    summary: l(
      'Ne peut ni attaquer, ni lancer de sort, ni se concentrer : une seule action de mouvement par tour.',
      'Cannot attack, cast spells or concentrate: a single move action a turn.',
    ),
    modifiers: [],
    flags: ['cannot-attack', 'cannot-cast', 'move-action-only'],
    allowedActions: ['move'],
    source: `${SRC.prdConditions} › Nauseated`,
    origin: 'open-rules',
  },
  {
    id: 'paralyzed',
    name: l('Paralysé', 'Paralyzed'),
    summary: l(
      'Figé : For et Dex considérées comme 0, sans défense, seules les actions purement mentales restent possibles. Une créature volante à ailes tombe.',
      'Frozen: Strength and Dexterity count as 0, helpless, only purely mental actions remain. A winged flier falls.',
    ),
    modifiers: [],
    flags: ['helpless', 'no-actions', 'cannot-move'],
    allowedActions: [],
    implies: ['helpless'],
    source: `${SRC.prdConditions} › Paralyzed`,
    origin: 'open-rules',
  },
  {
    id: 'petrified',
    name: l('Pétrifié', 'Petrified'),
    summary: l(
      'Changé en pierre : compte comme inconscient. Un morceau brisé reste une blessure si la créature est rendue à la chair.',
      'Turned to stone: counts as unconscious. A broken piece remains an injury if it is restored to flesh.',
    ),
    modifiers: [],
    flags: ['helpless', 'no-actions', 'cannot-move'],
    allowedActions: [],
    implies: ['unconscious'],
    source: `${SRC.prdConditions} › Petrified`,
    origin: 'open-rules',
  },
  {
    id: 'sickened',
    name: l('Fiévreux', 'Sickened'),
    summary: l(
      '−2 aux attaques, aux dégâts d’arme, aux sauvegardes, aux tests de compétence et de caractéristique.',
      '−2 on attacks, weapon damage, saves, skill checks and ability checks.',
    ),
    modifiers: [
      mod('attack', -2),
      mod('damage', -2, l('dégâts des armes', 'weapon damage')),
      mod('saves', -2),
      mod('skills', -2),
      mod('ability-checks', -2),
    ],
    flags: [],
    source: `${SRC.dirtyTrick} ; ${SRC.prdConditions} › Sickened`,
    origin: 'open-rules',
  },
  {
    id: 'stable',
    name: l('Stabilisé', 'Stable'),
    summary: l(
      'PV négatifs mais ne perd plus de PV ; reste inconscient. Chaque heure, test de Con DD 10 (malus des PV négatifs) pour reprendre conscience ; échec : perd 1 PV, sauf s’il est soigné.',
      'Negative hp but no longer losing any; still unconscious. Each hour a DC 10 Con check (negative hp as a penalty) to wake up; failure costs 1 hp unless tended.',
    ),
    modifiers: [],
    flags: ['automatic-from-health'],
    implies: ['unconscious'],
    excludes: ['dead', 'disabled', 'dying'],
    source: `${SRC.prdInjury} › Stable Characters and Recovery ; ${SRC.prdConditions} › Stable`,
    origin: 'open-rules',
  },
  {
    id: 'staggered',
    name: l('Chancelant', 'Staggered'),
    summary: l(
      'Une seule action simple ou de mouvement par tour (pas les deux, pas d’action complexe), plus actions rapides, immédiates et libres. Arrive aussi quand les dégâts non létaux égalent les PV actuels.',
      'A single standard or move action a turn (not both, no full-round action), plus swift, immediate and free actions. Also happens when nonlethal damage equals current hp.',
    ),
    modifiers: [],
    flags: ['single-action-only'],
    allowedActions: [...SINGLE_ACTION_ALLOWED],
    source: `${SRC.prdConditions} › Staggered`,
    origin: 'open-rules',
  },
  {
    id: 'unconscious',
    name: l('Inconscient', 'Unconscious'),
    summary: l(
      'Assommé et sans défense : par des PV négatifs ou des dégâts non létaux supérieurs aux PV actuels.',
      'Knocked out and helpless: from negative hp or from nonlethal damage above current hp.',
    ),
    modifiers: [],
    flags: ['helpless', 'no-actions', 'unaware'],
    allowedActions: [],
    implies: ['helpless'],
    source: `${SRC.prdConditions} › Unconscious`,
    origin: 'open-rules',
  },
];
