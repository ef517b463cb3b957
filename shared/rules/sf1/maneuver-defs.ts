/**
 * The seven Starfinder combat manoeuvres (SF › Effectuer une manœuvre offensive): a standard action,
 * one melee attack against KAC + 8. Starfinder has no overrun, drag or steal manoeuvre (the text
 * lists only these seven). None provokes an attack of opportunity: in Starfinder only leaving a
 * threatened square, a ranged attack, a spell or a spell-like ability do (SF › Effectuer une attaque
 * d’opportunité) — so a dirty trick made as a ranged attack does.
 */
import type { ManeuverDef, ManeuverId } from '../types';
import { l, SF1_SRC } from './records';

const reach = l(
  'Cible à portée d’allonge (ou de celle de l’arme).',
  'Target within reach (or the weapon’s reach).',
);
const SRC = SF1_SRC.maneuvers;

/** The Starfinder manoeuvres, in the order of the text. */
export const SF1_MANEUVERS: ManeuverDef[] = [
  {
    id: 'bull-rush',
    name: l('Bousculade', 'Bull rush'),
    summary: l(
      'Repousse la cible de 1,50 m, plus 1,50 m par tranche de 5 points au-dessus de CAC + 8 ; un obstacle l’arrête.',
      'Pushes the target back 1.5 m, plus 1.5 m per 5 points above KAC + 8; an obstacle stops it.',
    ),
    action: 'standard',
    prerequisites: [reach],
    source: `${SRC} › Bousculade`,
    origin: 'text',
  },
  {
    id: 'trip',
    name: l('Croc-en-jambe', 'Trip'),
    summary: l(
      'La cible debout tombe à terre ; en vol, elle descend de 3 m (à terre si elle touche le sol) ; en gravité nulle, elle est mise en apesanteur (déséquilibrée).',
      'A standing target falls prone; a flying one drops 3 m (prone if it reaches the ground); in zero gravity it becomes off-kilter.',
    ),
    action: 'standard',
    prerequisites: [reach],
    source: `${SRC} › Croc-en-jambe`,
    origin: 'text',
  },
  {
    id: 'disarm',
    name: l('Désarmement', 'Disarm'),
    summary: l(
      'Fait lâcher un objet tenu en main ; avec une main libre, l’attaquant peut s’en emparer avant qu’il ne tombe.',
      'Knocks a held item loose; with a free hand, the attacker may grab it before it falls.',
    ),
    action: 'standard',
    prerequisites: [reach],
    source: `${SRC} › Désarmement`,
    origin: 'text',
  },
  {
    id: 'sunder',
    name: l('Destruction', 'Sunder'),
    summary: l(
      'Inflige les dégâts de l’attaque à un objet tenu ou dégainable par une action de mouvement, moins sa solidité.',
      'Deals the attack’s damage to an item held or drawable as a move action, minus its hardness.',
    ),
    action: 'standard',
    prerequisites: [
      reach,
      l(
        'L’objet doit être tenu ou dégainable par une action de mouvement.',
        'The item must be held or drawable as a move action.',
      ),
    ],
    source: `${SRC} › Destruction`,
    origin: 'text',
  },
  {
    id: 'grapple',
    name: l('Lutte', 'Grapple'),
    summary: l(
      'La cible est agrippée jusqu’à la fin du prochain tour de l’attaquant (renouvelable par une nouvelle lutte, perdue s’il s’éloigne) ; résultat ≥ CAC + 13 : immobilisée à la place. Une seule cible à la fois ; en prolongeant, on peut lui retirer un objet accessible (hors armure), ce qui met fin à la lutte.',
      'The target is grappled until the end of the attacker’s next turn (renewed by another grapple, lost if the attacker moves away); result ≥ KAC + 13: pinned instead. One target at a time; when renewing, the attacker may take an accessible item (not armour), which ends the grapple.',
    ),
    action: 'standard',
    prerequisites: [reach, l('Au moins une main libre.', 'At least one free hand.')],
    source: `${SRC} › Lutte`,
    origin: 'text',
  },
  {
    id: 'reposition',
    name: l('Repositionnement', 'Reposition'),
    summary: l(
      'Déplace la cible de 1,50 m (plus 1,50 m par tranche de 5 points au-dessus de CAC + 8) vers une case à portée d’allonge, sans traverser d’obstacle. Par une action complexe, l’attaquant peut l’entraîner avec lui (dans la limite de sa vitesse).',
      'Moves the target 1.5 m (plus 1.5 m per 5 points above KAC + 8) to a square within reach, never through an obstacle. As a full action, the attacker may drag it along (up to its speed).',
    ),
    action: 'standard',
    prerequisites: [reach],
    source: `${SRC} › Repositionnement`,
    origin: 'text',
  },
  {
    id: 'dirty-trick',
    name: l('Sale coup', 'Dirty trick'),
    summary: l(
      'La cible est aveuglée, assourdie, enchevêtrée, imprécise, secouée ou fiévreuse (au choix) pendant 1 round, plus 1 par tranche de 5 points au-dessus de CAC + 8 ; elle s’en débarrasse par une action de mouvement. À distance (si le MJ l’admet) : −2 par 1,50 m.',
      'The target is blinded, deafened, entangled, off-target, shaken or sickened (attacker’s choice) for 1 round, plus 1 per 5 points above KAC + 8; it can end it as a move action. At range (if the GM allows): −2 per 1.5 m.',
    ),
    action: 'standard',
    prerequisites: [reach],
    source: `${SRC} › Sale coup`,
    origin: 'text',
  },
];

/** The ids of the Starfinder manoeuvres. */
export const SF1_MANEUVER_IDS: readonly ManeuverId[] = SF1_MANEUVERS.map((m) => m.id);

/** French names of the manoeuvres, lower case, for step labels. */
export const SF1_MANEUVER_FR: Partial<Record<ManeuverId, string>> = Object.fromEntries(
  SF1_MANEUVERS.map((m) => [m.id, m.name.fr.toLowerCase()]),
);
