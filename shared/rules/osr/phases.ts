/** OSR round sequence and its variants (OSR › Combat › Séquence de combat, Variantes). */
import type { Localized, RoundStep } from '../types';
import { l } from './records';

/** One phase of a round. */
export interface OsrPhase {
  id: string;
  name: Localized;
  summary: Localized;
}

/** The seven phases of a round, in order (steps 1 to 7 of the text). */
export const OSR_PHASES: OsrPhase[] = [
  {
    id: 'declare',
    name: l('Intentions', 'Declare intentions'),
    summary: l(
      'Le MJ annonce ce que tentent les monstres, puis les joueurs (attaque, tir, sort, repli, retraite…).',
      'The GM states what the monsters try, then the players (attack, shoot, spell, withdrawal, retreat…).',
    ),
  },
  {
    id: 'initiative',
    name: l('Initiative', 'Initiative'),
    summary: l(
      'Chaque camp lance 1d6 ; le plus haut joue les étapes 3 à 7 en premier.',
      'Each side rolls 1d6; the higher plays steps 3 to 7 first.',
    ),
  },
  {
    id: 'morale',
    name: l('Moral', 'Morale'),
    summary: l(
      'Le MJ peut tester le moral des monstres et des compagnons d’armes.',
      'The GM may check the morale of monsters and retainers.',
    ),
  },
  {
    id: 'movement',
    name: l('Mouvements', 'Movement'),
    summary: l('Les déplacements ont lieu.', 'Movement happens.'),
  },
  {
    id: 'missiles',
    name: l('Attaques à distance', 'Missile attacks'),
    summary: l('Les tirs et armes de jet sont résolus.', 'Shots and thrown weapons are resolved.'),
  },
  {
    id: 'spells',
    name: l('Sorts', 'Spells'),
    summary: l(
      'Les sorts non interrompus partent ; jets de sauvegarde.',
      'Uninterrupted spells go off; saving throws.',
    ),
  },
  {
    id: 'melee',
    name: l('Mêlée', 'Melee'),
    summary: l('Les attaques au corps-à-corps sont résolues.', 'Melee attacks are resolved.'),
  },
];

/** The variants the text offers. */
export const OSR_VARIANTS: OsrPhase[] = [
  {
    id: 'alternating-steps',
    name: l('Étapes alternées', 'Alternating steps'),
    summary: l(
      'Le camp qui perd l’initiative joue à la fin de chaque étape 3 à 7 (A bouge, puis B ; A tire, puis B…).',
      'The side that lost initiative acts at the end of each step 3 to 7 (A moves, then B; A shoots, then B…).',
    ),
  },
  {
    id: 'pcs-first',
    name: l('Priorité aux PJ', 'PCs first'),
    summary: l('Les PJ ont toujours l’initiative.', 'The PCs always win initiative.'),
  },
  {
    id: 'individual',
    name: l('Initiative individuelle', 'Individual initiative'),
    summary: l(
      'Chacun lance son initiative (PJ : + mod. d’initiative ; monstres rapides : bonus au choix du MJ) et joue les étapes 3 à 7 à son rang.',
      'Everyone rolls (PCs add their initiative mod.; fast monsters may get a GM bonus) and plays steps 3 to 7 at its rank.',
    ),
  },
  {
    id: 'simplified-declarations',
    name: l('Intentions simplifiées', 'Simplified declarations'),
    summary: l(
      'À l’étape 1, on n’annonce que les sorts (nommés), replis, retraites et postures défensives. Se combine aux autres variantes.',
      'At step 1, only spells (named), withdrawals, retreats and defensive stances are declared. Combines with the other variants.',
    ),
  },
];

/** Steps 3 to 7 (morale to melee), played by each side in turn. */
const SIDE_PHASES = ['morale', 'movement', 'missiles', 'spells', 'melee'];

/**
 * A round step by step (OSR › Séquence de combat, Variantes), for the encounter's initiative variant:
 * declarations and initiative for everyone, then
 * - `group`, `pcs-first` (default): the winning side plays steps 3 to 7, then the losing side;
 * - `alternating`: in each step 3 to 7 the winner acts, then the loser (Étapes alternées);
 * - `individual`: steps 3 to 7 for everyone, each at its rank.
 */
export function osrRoundSteps(variant: string): RoundStep[] {
  const opening: RoundStep[] = [
    { phase: 'declare', acting: 'all' },
    { phase: 'initiative', acting: 'all' },
  ];
  if (variant === 'individual')
    return [...opening, ...SIDE_PHASES.map((phase) => ({ phase, acting: 'all' as const }))];
  if (variant === 'alternating') {
    return [
      ...opening,
      ...SIDE_PHASES.flatMap((phase) => [
        { phase, acting: 'winner' as const },
        { phase, acting: 'loser' as const },
      ]),
    ];
  }
  return [
    ...opening,
    ...SIDE_PHASES.map((phase) => ({ phase, acting: 'winner' as const })),
    ...SIDE_PHASES.map((phase) => ({ phase, acting: 'loser' as const })),
  ];
}
