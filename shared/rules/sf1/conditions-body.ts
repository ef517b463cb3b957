/**
 * Starfinder conditions of body, senses and health. The text (starfinder-actions.fr.txt) names some
 * of them without their numbers; every number here comes from the Starfinder open rules (Core
 * Rulebook, Conditions p. 273-277) and each record is marked 'open-rules'.
 */
import type { ConditionDef } from '../types';
import { l, mod, SF1_SRC, speedTimes } from './records';

const SRC = SF1_SRC.openConditions;
const strDex = l(
  'tests de compétence et de caractéristique basés sur la For et la Dex',
  'Str- and Dex-based skill and ability checks',
);
const meleeThrown = l('dégâts au corps à corps et des armes de jet', 'melee and thrown weapon damage');

/** Asleep … unconscious: what the body, the senses and the hit points impose. */
export const SF1_BODY_CONDITIONS: ConditionDef[] = [
  {
    id: 'asleep',
    name: l('Endormi', 'Asleep'),
    summary: l(
      'Dort : sans défense, −10 en Perception pour remarquer quoi que ce soit ; une gifle, une blessure ou un allié (action simple) le réveille.',
      'Sleeping: helpless, −10 to Perception to notice anything; a slap, a wound or an ally (standard action) wakes it.',
    ),
    modifiers: [mod('perception', -10, l('pour remarquer quelque chose', 'to notice anything'))],
    flags: ['helpless', 'no-actions', 'unaware'],
    allowedActions: [],
    implies: ['helpless'],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'bleeding',
    name: l('Hémorragie', 'Bleeding'),
    summary: l(
      'Subit les dégâts indiqués au début de chacun de ses tours. Arrêt : Médecine DD 15 (action simple) ou tout soin qui rend des PV. Plusieurs saignements : seul le pire compte.',
      'Takes the listed damage at the start of each of its turns. Stopped by Medicine DC 15 (standard action) or any healing that restores HP. Several bleeds: only the worst counts.',
    ),
    modifiers: [],
    flags: [],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'blinded',
    name: l('Aveuglé', 'Blinded'),
    summary: l(
      'Ne voit rien : pris au dépourvu, −4 aux compétences de For et de Dex et en Perception opposée ; tout ce qui dépend de la vue échoue ; tous les ennemis ont un camouflage total (50 %). Plus vite que la moitié de sa vitesse : Acrobaties DD 10 ou à terre.',
      'Cannot see: flat-footed, −4 to Str and Dex skills and opposed Perception; anything relying on sight fails; every foe has total concealment (50%). Faster than half speed: Acrobatics DC 10 or fall prone.',
    ),
    modifiers: [
      mod(
        'skills',
        -4,
        l('compétences de For et de Dex, Perception opposée', 'Str and Dex skills, opposed Perception'),
      ),
    ],
    flags: [],
    implies: ['flat-footed'],
    source: `${SF1_SRC.maneuvers} (sale coup) ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'broken',
    name: l('Brisé', 'Broken'),
    summary: l(
      'Objet à 0 PV sans être détruit. Arme : −2 à l’attaque et aux dégâts, pas d’effet critique. Armure : bonus à la CA divisés par deux, malus d’armure doublé.',
      'An item at 0 HP but not destroyed. Weapon: −2 to attack and damage, no critical effect. Armour: AC bonuses halved, armour check penalty doubled.',
    ),
    modifiers: [
      mod('attack', -2, l('avec l’arme brisée', 'with the broken weapon')),
      mod('damage', -2, l('avec l’arme brisée', 'with the broken weapon')),
    ],
    flags: [],
    source: `${SF1_SRC.maneuvers} (destruction) ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'burning',
    name: l('En feu', 'Burning'),
    summary: l(
      'Brûle : dégâts de feu indiqués (1d6 à défaut) au début de chaque tour ; en fin de round, Réflexes DD 10 + dégâts subis pour s’éteindre (+2 par essai consécutif). Se rouler au sol (action complexe) : nouvel essai à +4 ; de l’eau l’éteint.',
      'On fire: the listed fire damage (1d6 by default) at the start of each turn; at the end of the round, Reflex DC 10 + damage taken to put it out (+2 per consecutive try). Rolling on the ground (full action): another try at +4; water puts it out.',
    ),
    modifiers: [],
    flags: [],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'dazed',
    name: l('Hébété', 'Dazed'),
    summary: l(
      'Ne peut entreprendre aucune action, sans malus à la CA ; dure en général 1 round.',
      'Can take no action, with no AC penalty; usually lasts 1 round.',
    ),
    modifiers: [],
    flags: ['no-actions'],
    allowedActions: [],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'dazzled',
    name: l('Ébloui', 'Dazzled'),
    summary: l(
      'Yeux saturés : −1 aux jets d’attaque et aux tests de Perception visuels.',
      'Eyes overloaded: −1 to attack rolls and sight-based Perception checks.',
    ),
    modifiers: [mod('attack', -1), mod('perception', -1, l('basée sur la vue', 'sight-based'))],
    flags: [],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'dead',
    name: l('Mort', 'Dead'),
    summary: l(
      'À 0 PV, non stabilisé, sans PP alors qu’il devrait en perdre ; ou tué par des dégâts massifs. Plus aucune action ni soin possible, seulement un retour à la vie.',
      'At 0 HP, not stable, with no RP left when it should lose one; or killed by massive damage. No action, no healing; only being brought back to life.',
    ),
    modifiers: [],
    flags: ['no-actions', 'helpless', 'automatic-from-health'],
    allowedActions: [],
    source: SF1_SRC.openInjury,
    origin: 'open-rules',
  },
  {
    id: 'deafened',
    name: l('Assourdi', 'Deafened'),
    summary: l(
      'N’entend rien : −4 en initiative et en Perception opposée ; échoue aux tests de Perception auditifs.',
      'Cannot hear: −4 to initiative and opposed Perception; fails sound-based Perception checks.',
    ),
    modifiers: [mod('initiative', -4), mod('perception', -4, l('tests opposés', 'opposed checks'))],
    flags: [],
    source: `${SF1_SRC.maneuvers} (sale coup) ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'dying',
    name: l('Mourant', 'Dying'),
    summary: l(
      'À 0 PV, inconscient, aucune action ; perd 1 PP à la fin de chacun de ses tours jusqu’à la mort ou la stabilisation (dépenser ¼ de ses PP max, 1 à 3).',
      'At 0 HP, unconscious, no action; loses 1 RP at the end of each of its turns until death or stabilisation (spend ¼ of max RP, 1 to 3).',
    ),
    modifiers: [],
    flags: ['no-actions', 'helpless', 'automatic-from-health'],
    allowedActions: [],
    implies: ['unconscious'],
    source: SF1_SRC.openInjury,
    origin: 'open-rules',
  },
  {
    id: 'encumbered',
    name: l('Encombré', 'Encumbered'),
    summary: l(
      'Trop chargé : toutes ses vitesses −3 m, bonus de Dex max à la CA +2, −5 aux tests de For et de Dex (ou le malus d’armure s’il est pire).',
      'Carrying too much: every speed −3 m (10 ft), max Dex bonus to AC +2, −5 to Str and Dex checks (or the armour check penalty if worse).',
    ),
    modifiers: [
      mod('speed', -3, l('toutes les vitesses', 'every speed')),
      mod('skills', -5, strDex),
      mod('ability-checks', -5, strDex),
    ],
    flags: [],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'fatigued',
    name: l('Fatigué', 'Fatigued'),
    summary: l(
      'Ni course ni charge ; −1 à la CA, à l’attaque, aux dégâts au corps à corps et de jet, en Réflexes, en initiative et aux tests de For et de Dex ; encombrement −1. Une nouvelle fatigue le rend épuisé ; 8 h de repos l’effacent.',
      'No running or charging; −1 to AC, attacks, melee and thrown damage, Reflex, initiative and Str and Dex checks; bulk limit −1. More fatigue makes it exhausted; 8 h of rest ends it.',
    ),
    modifiers: [
      mod('ac', -1),
      mod('attack', -1),
      mod('damage', -1, meleeThrown),
      mod('reflex', -1),
      mod('initiative', -1),
      mod('skills', -1, strDex),
      mod('ability-checks', -1, strDex),
    ],
    flags: ['cannot-run-or-charge'],
    track: { id: 'fatigue', step: 1 },
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'exhausted',
    name: l('Épuisé', 'Exhausted'),
    summary: l(
      'Demi-vitesse, ni course ni charge ; −3 à la CA, à l’attaque, aux dégâts au corps à corps et de jet, en Réflexes, en initiative et aux tests de For et de Dex ; encombrement −3. Après 1 h de repos complet : fatigué.',
      'Half speed, no running or charging; −3 to AC, attacks, melee and thrown damage, Reflex, initiative and Str and Dex checks; bulk limit −3. After 1 h of full rest: fatigued.',
    ),
    modifiers: [
      speedTimes(0.5),
      mod('ac', -3),
      mod('attack', -3),
      mod('damage', -3, meleeThrown),
      mod('reflex', -3),
      mod('initiative', -3),
      mod('skills', -3, strDex),
      mod('ability-checks', -3, strDex),
    ],
    flags: ['cannot-run-or-charge'],
    track: { id: 'fatigue', step: 2 },
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'helpless',
    name: l('Sans défense', 'Helpless'),
    summary: l(
      'Ligoté, endormi, inconscient… à la merci de l’adversaire : Dex traitée comme 0 (mod. −5) ; les attaques au corps à corps contre lui ont +4 (comme contre une cible à terre), pas celles à distance. Exposé au coup de grâce.',
      'Bound, asleep, unconscious… at the foe’s mercy: Dex treated as 0 (−5 modifier); melee attacks against it get +4 (as against a prone target), ranged ones do not. Open to a coup de grâce.',
    ),
    modifiers: [
      mod(
        'ac-vs-melee',
        -4,
        l('+4 aux attaques au corps à corps contre lui', '+4 to melee attacks against it'),
      ),
    ],
    flags: ['helpless', 'attackers-get-bonus', 'vulnerable-to-coup-de-grace'],
    source: `${SF1_SRC.coupDeGrace} ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'nauseated',
    name: l('Nauséeux', 'Nauseated'),
    summary: l(
      'Estomac retourné : ni attaque, ni sort, ni concentration ; une seule action de mouvement par tour.',
      'Stomach in revolt: no attacks, spells or concentration; a single move action per turn.',
    ),
    modifiers: [],
    flags: ['cannot-attack', 'cannot-cast', 'move-action-only'],
    allowedActions: ['move'],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'overburdened',
    name: l('Surchargé', 'Overburdened'),
    summary: l(
      'Bien trop chargé : toutes ses vitesses tombent à 1,50 m, bonus de Dex max à la CA +0, −5 aux tests de For et de Dex (ou le malus d’armure s’il est pire).',
      'Far too much to carry: every speed drops to 1.5 m (5 ft), max Dex bonus to AC +0, −5 to Str and Dex checks (or the armour check penalty if worse).',
    ),
    modifiers: [mod('skills', -5, strDex), mod('ability-checks', -5, strDex)],
    flags: [],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'paralyzed',
    name: l('Paralysé', 'Paralyzed'),
    summary: l(
      'Figé sur place : aucune action physique, seulement mentale ; mod. de Dex traité comme −5, mais pas sans défense. En vol par des ailes, il tombe. Sa case se traverse (compte double).',
      'Frozen in place: no physical action, mental ones only; Dex modifier treated as −5, yet not helpless. Flying on wings, it falls. Its square can be crossed (counts double).',
    ),
    modifiers: [],
    flags: ['cannot-move', 'cannot-attack'],
    source: `${SF1_SRC.restricted} ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'sickened',
    name: l('Fiévreux', 'Sickened'),
    summary: l(
      'Malade : −2 à l’attaque, aux dégâts des armes, aux jets de sauvegarde, aux compétences et aux tests de caractéristique.',
      'Ill: −2 to attack rolls, weapon damage, saving throws, skill and ability checks.',
    ),
    modifiers: [
      mod('attack', -2),
      mod('damage', -2, l('dégâts des armes', 'weapon damage')),
      mod('saves', -2),
      mod('skills', -2),
      mod('ability-checks', -2),
    ],
    flags: [],
    source: `${SF1_SRC.maneuvers} (sale coup) ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'stable',
    name: l('Stable', 'Stable'),
    summary: l(
      'Ne meurt plus (PP dépensés, premiers secours ou soins) mais reste inconscient à 0 PV ; au début de son tour, 1 PP rend 1 PV et le réveille.',
      'No longer dying (RP spent, first aid or healing) but still unconscious at 0 HP; at the start of its turn, 1 RP restores 1 HP and wakes it.',
    ),
    modifiers: [],
    flags: ['no-actions', 'automatic-from-health'],
    allowedActions: [],
    implies: ['unconscious'],
    excludes: ['dying'],
    source: SF1_SRC.openInjury,
    origin: 'open-rules',
  },
  {
    id: 'staggered',
    name: l('Chancelant', 'Staggered'),
    summary: l(
      'Une seule action simple ou de mouvement par round, jamais d’action complexe ; les actions rapides restent possibles, pas les réactions.',
      'One standard or move action a round, never a full action; swift actions still allowed, reactions not.',
    ),
    modifiers: [],
    flags: ['single-action-only'],
    allowedActions: ['standard', 'move', 'swift', 'free'],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'stunned',
    name: l('Étourdi', 'Stunned'),
    summary: l(
      'Lâche ce qu’il tient, ne peut pas agir et est pris au dépourvu.',
      'Drops what it holds, can take no action and is flat-footed.',
    ),
    modifiers: [],
    flags: ['no-actions', 'drops-held-items'],
    allowedActions: [],
    implies: ['flat-footed'],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'unconscious',
    name: l('Inconscient', 'Unconscious'),
    summary: l(
      'Assommé et sans défense ; arrive surtout à 0 PV.',
      'Knocked out and helpless; mostly happens at 0 HP.',
    ),
    modifiers: [],
    flags: ['no-actions', 'helpless', 'unaware'],
    allowedActions: [],
    implies: ['helpless'],
    source: SRC,
    origin: 'open-rules',
  },
];
