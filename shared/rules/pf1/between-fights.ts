/** Pathfinder 1: the conditions a character carries out of a fight, and complete rest (shared/rules/common/between-fights.ts). */
import { fatigueRecovery, type BetweenFights } from '../common/between-fights';

/**
 * Ends with the fight: the states the hit points give back (disabled, dying, stable, staggered,
 * dead), holds and positions, surprise's flat-footedness, and the states of a few rounds (dazed,
 * stunned, fascinated, cowering). The rest stays until it ends — unless counted in rounds.
 */
export const PF1_BETWEEN_FIGHTS: BetweenFights = {
  endsWithFight: [
    'dead',
    'disabled',
    'dying',
    'stable',
    'staggered',
    'cowering',
    'dazed',
    'entangled',
    'fascinated',
    'flat-footed',
    'grappled',
    'pinned',
    'prone',
    'stunned',
  ],
  lasts: [
    'bleed',
    'energy-drained',
    'exhausted',
    'fatigued',
    'helpless',
    'nauseated',
    'paralyzed',
    'petrified',
    'sickened',
    'unconscious',
    'blinded',
    'broken',
    'confused',
    'dazzled',
    'deafened',
    'frightened',
    'incorporeal',
    'invisible',
    'panicked',
    'shaken',
  ],
  recovery: fatigueRecovery(
    'PRD › Appendix 2 › Conditions › Fatigued',
    'PRD › Appendix 2 › Conditions › Exhausted',
  ),
  source: 'PRD › Appendix 2 › Conditions',
};
