/** Starfinder: the conditions a character carries out of a fight, and complete rest (shared/rules/common/between-fights.ts). */
import { fatigueRecovery, type BetweenFights } from '../common/between-fights';

/**
 * Ends with the fight: the states the hit points give back (dying, stable, staggered, dead), holds
 * and positions, flat-footedness, off-kilter and off-target, burning (put out once the fight is over)
 * and the states of a few rounds. The rest stays until it ends — unless counted in rounds.
 */
export const SF1_BETWEEN_FIGHTS: BetweenFights = {
  endsWithFight: [
    'burning',
    'dazed',
    'dead',
    'dying',
    'stable',
    'staggered',
    'stunned',
    'cowering',
    'entangled',
    'fascinated',
    'flat-footed',
    'grappled',
    'pinned',
    'off-kilter',
    'off-target',
    'prone',
    'disarmed',
  ],
  lasts: [
    'asleep',
    'bleeding',
    'blinded',
    'broken',
    'dazzled',
    'deafened',
    'encumbered',
    'fatigued',
    'exhausted',
    'helpless',
    'nauseated',
    'overburdened',
    'paralyzed',
    'sickened',
    'unconscious',
    'confused',
    'shaken',
    'frightened',
    'panicked',
  ],
  recovery: fatigueRecovery(
    'Starfinder Core Rulebook › Conditions › Fatigued',
    'Starfinder Core Rulebook › Conditions › Exhausted',
  ),
  source: 'Starfinder Core Rulebook › Conditions (p. 273-277)',
};
