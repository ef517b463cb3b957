/**
 * Starfinder conditions of the fight itself: position, grapple, fear, mind. The text names several
 * (pris au dépourvu, à terre, agrippé, immobilisé, en apesanteur, imprécis, secoué…) without their
 * numbers; the numbers come from the Starfinder open rules (Conditions p. 273-277), hence 'open-rules'.
 */
import type { ConditionDef } from '../types';
import { l, mod, SF1_SRC, speedTimes } from './records';

const SRC = SF1_SRC.openConditions;
const dex = l(
  'tests de compétence et de caractéristique basés sur la Dex',
  'Dex-based skill and ability checks',
);
const NO_REACTION = ['standard', 'move', 'swift', 'full-round', 'free'];

/** Confused … shaken, plus the « désarmé » marker a disarm leaves. */
export const SF1_COMBAT_CONDITIONS: ConditionDef[] = [
  {
    id: 'confused',
    name: l('Confus', 'Confused'),
    summary: l(
      'Ne distingue plus amis et ennemis. Au début de chaque tour, d% : 01-25 agit normalement ; 26-50 babille ; 51-75 se blesse (1d8 + mod. de For) ; 76-100 attaque la créature la plus proche. Attaqué : riposte contre son dernier agresseur. Pas d’AdO hors de sa cible.',
      'Cannot tell friend from foe. At the start of each turn, d%: 01-25 acts normally; 26-50 babbles; 51-75 hurts itself (1d8 + Str mod.); 76-100 attacks the nearest creature. If attacked: fights back at its last attacker. No AoO except on its target.',
    ),
    modifiers: [],
    flags: [],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'cowering',
    name: l('Recroquevillé', 'Cowering'),
    summary: l(
      'Paralysé par la peur : aucune action, pris au dépourvu.',
      'Frozen with fear: no action, flat-footed.',
    ),
    modifiers: [],
    flags: ['no-actions'],
    allowedActions: [],
    implies: ['flat-footed'],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'entangled',
    name: l('Enchevêtré', 'Entangled'),
    summary: l(
      'Empêtré : demi-vitesse (aucune s’il est ancré), ni course ni charge ; −2 à la CA, à l’attaque, en Réflexes, en initiative et aux tests de Dex.',
      'Ensnared: half speed (none if anchored), no running or charging; −2 to AC, attacks, Reflex, initiative and Dex checks.',
    ),
    modifiers: [
      speedTimes(0.5),
      mod('ac', -2),
      mod('attack', -2),
      mod('reflex', -2),
      mod('initiative', -2),
      mod('skills', -2, dex),
      mod('ability-checks', -2, dex),
    ],
    flags: ['cannot-run-or-charge'],
    source: `${SF1_SRC.maneuvers} (sale coup) ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'fascinated',
    name: l('Fasciné', 'Fascinated'),
    summary: l(
      'Captivé : ne fait rien d’autre que regarder l’effet ; −4 aux tests passifs (Perception…). Une menace lui accorde un nouveau jet ; une menace évidente y met fin, un allié aussi (action simple).',
      'Entranced: does nothing but watch the effect; −4 to passive checks (Perception…). A threat grants a new save; an obvious one ends it, as does an ally (standard action).',
    ),
    modifiers: [mod('perception', -4, l('tests passifs', 'passive checks'))],
    flags: ['no-actions'],
    allowedActions: [],
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'flat-footed',
    name: l('Pris au dépourvu', 'Flat-footed'),
    summary: l(
      'Surpris ou distrait : −2 à la CA (CAE et CAC) et aucune réaction (donc pas d’AdO). Un combattant surpris l’est jusqu’à ce qu’il ait pu agir.',
      'Surprised or distracted: −2 to AC (EAC and KAC) and no reactions (so no AoO). A surprised combatant stays so until it has acted.',
    ),
    modifiers: [mod('ac', -2)],
    flags: ['cannot-threaten'],
    allowedActions: NO_REACTION,
    source: `${SF1_SRC.run} ; ${SF1_SRC.feint} ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'shaken',
    name: l('Secoué', 'Shaken'),
    summary: l(
      '−2 à l’attaque, aux jets de sauvegarde, aux compétences et aux tests de caractéristique. Un nouvel effet de ce type allonge la durée.',
      '−2 to attack rolls, saving throws, skill and ability checks. Another such effect adds to the duration.',
    ),
    modifiers: [mod('attack', -2), mod('saves', -2), mod('skills', -2), mod('ability-checks', -2)],
    flags: [],
    track: { id: 'fear', step: 1 },
    source: `${SF1_SRC.maneuvers} (sale coup) ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'frightened',
    name: l('Effrayé', 'Frightened'),
    summary: l(
      'Fuit la source de sa peur (se bat s’il ne peut pas) ; −2 à l’attaque, aux sauvegardes, aux compétences et aux tests de caractéristique.',
      'Flees the source of its fear (fights if it cannot); −2 to attacks, saves, skill and ability checks.',
    ),
    modifiers: [mod('attack', -2), mod('saves', -2), mod('skills', -2), mod('ability-checks', -2)],
    flags: ['flees'],
    track: { id: 'fear', step: 2 },
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'panicked',
    name: l('Paniqué', 'Panicked'),
    summary: l(
      'Lâche tout et fuit au hasard à toute vitesse, sans autre action ; −2 aux sauvegardes, aux compétences et aux tests de caractéristique. Acculé : se recroqueville (défense totale).',
      'Drops everything and flees at top speed along a random path, nothing else; −2 to saves, skill and ability checks. Cornered: cowers (total defence).',
    ),
    modifiers: [mod('saves', -2), mod('skills', -2), mod('ability-checks', -2)],
    flags: ['flees', 'drops-held-items', 'cannot-attack'],
    track: { id: 'fear', step: 3 },
    source: SRC,
    origin: 'open-rules',
  },
  {
    id: 'grappled',
    name: l('Agrippé', 'Grappled'),
    summary: l(
      'Tenu : ne peut pas quitter sa case ; −2 à la CA, à l’attaque, en Réflexes, en initiative et aux tests de Dex (sauf pour agripper à son tour ou se libérer) ; rien qui demande deux mains ; pas d’AdO. Dure jusqu’à la fin du prochain tour de l’agrippeur.',
      'Held: cannot leave its square; −2 to AC, attacks, Reflex, initiative and Dex checks (except to grapple back or escape); nothing needing two hands; no AoO. Lasts until the end of the grappler’s next turn.',
    ),
    modifiers: [
      mod('ac', -2),
      mod('attack', -2, l('sauf pour agripper à son tour ou se libérer', 'except to grapple back or escape')),
      mod('reflex', -2),
      mod('initiative', -2),
      mod('skills', -2, dex),
      mod('ability-checks', -2, dex),
    ],
    flags: ['cannot-move', 'cannot-threaten'],
    track: { id: 'grapple', step: 1 },
    source: `${SF1_SRC.maneuvers} (lutte) ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'pinned',
    name: l('Immobilisé', 'Pinned'),
    summary: l(
      'Tenu fermement : ne bouge pas, pris au dépourvu, −4 à la CA, à l’attaque, en Réflexes, en initiative et aux tests de Dex (au lieu des −2 d’agrippé, y compris pour se libérer) ; aucune action des membres sauf se libérer ; actions verbales et mentales possibles ; pas d’AdO.',
      'Held fast: cannot move, flat-footed, −4 to AC, attacks, Reflex, initiative and Dex checks (instead of grappled’s −2, escape attempts included); no action using limbs except to escape; verbal and mental actions allowed; no AoO.',
    ),
    modifiers: [
      mod('ac', -4),
      mod('attack', -4),
      mod('reflex', -4),
      mod('initiative', -4),
      mod('skills', -4, dex),
      mod('ability-checks', -4, dex),
    ],
    flags: ['cannot-move', 'cannot-threaten'],
    track: { id: 'grapple', step: 2 },
    implies: ['flat-footed'],
    source: `${SF1_SRC.maneuvers} (lutte) ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'off-kilter',
    name: l('En apesanteur', 'Off-kilter'),
    summary: l(
      'Désorienté en gravité nulle : ne peut ni se déplacer à sa vitesse, ni ramper, ni faire de pas prudent ; pris au dépourvu et −2 à l’attaque. Se rétablir : propulsion ou prise sur un point fixe (action de mouvement en général).',
      'Tumbling in zero gravity: cannot move its speed, crawl or take a guarded step; flat-footed and −2 to attacks. To end it: propulsion or a grip on something fixed (usually a move action).',
    ),
    modifiers: [mod('attack', -2)],
    flags: [],
    implies: ['flat-footed'],
    source: `${SF1_SRC.maneuvers} (croc-en-jambe) ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'off-target',
    name: l('Imprécis', 'Off-target'),
    summary: l(
      'Concentration rompue : −2 aux jets d’attaque.',
      'Battle focus thrown off: −2 to attack rolls.',
    ),
    modifiers: [mod('attack', -2)],
    flags: [],
    source: `${SF1_SRC.maneuvers} (sale coup) ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'prone',
    name: l('À terre', 'Prone'),
    summary: l(
      'Allongé au sol : −4 à l’attaque au corps à corps ; CA +4 contre les attaques à distance, −4 contre celles au corps à corps. Se relever : action de mouvement ; se mettre à terre : action rapide ; ramper 1,50 m : action de mouvement.',
      'Lying on the ground: −4 to melee attacks; +4 AC against ranged attacks, −4 against melee ones. Standing up: move action; dropping prone: swift action; crawling 1.5 m: move action.',
    ),
    modifiers: [mod('melee-attack', -4), mod('ac-vs-ranged', 4), mod('ac-vs-melee', -4)],
    flags: [],
    source: `${SF1_SRC.move} ; ${SF1_SRC.swift} ; ${SRC}`,
    origin: 'open-rules',
  },
  {
    id: 'disarmed',
    name: l('Désarmé', 'Disarmed'),
    summary: l(
      'Repère de Paravent, pas un état des règles : l’objet tenu a été lâché (ou pris par l’attaquant s’il avait une main libre). Le ramasser : action de mouvement.',
      'A Paravent marker, not a rules condition: the held item was dropped (or taken by an attacker with a free hand). Picking it up: move action.',
    ),
    modifiers: [],
    flags: [],
    source: `${SF1_SRC.maneuvers} (désarmement) ; ${SF1_SRC.move}`,
    origin: 'text',
  },
];
