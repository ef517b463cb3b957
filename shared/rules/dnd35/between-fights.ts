/** D&D 3.5: the conditions a character carries out of a fight, and complete rest (shared/rules/common/between-fights.ts). */
import { fatigueRecovery, type BetweenFights } from '../common/between-fights';

/**
 * Ends with the fight: the states the hit points give back (disabled, dying, stable, staggered, dead
 * — the HP are written back), holds and positions, stances, surprise, and the states that never last
 * beyond a few rounds (dazed, stunned, fascinated, cowering, turned or rebuked undead). The rest stays
 * until it ends (a timer in minutes, a rest, a cure) — unless counted in rounds.
 */
export const DND35_BETWEEN_FIGHTS: BetweenFights = {
  endsWithFight: [
    'disabled',
    'dying',
    'stable',
    'dead',
    'staggered',
    'flat-footed',
    'prone',
    'knocked-down',
    'blown-away',
    'checked',
    'entangled',
    'grappled',
    'grappling',
    'pinned',
    'disarmed',
    'squeezing',
    'kneeling',
    'charging',
    'fighting-defensively',
    'total-defense',
    'running',
    'dazed',
    'stunned',
    'fascinated',
    'cowering',
    'turned',
    'rebuked',
  ],
  lasts: [
    'unconscious',
    'helpless',
    'paralyzed',
    'petrified',
    'fatigued',
    'exhausted',
    'nauseated',
    'sickened',
    'energy-drained',
    'ability-damaged',
    'ability-drained',
    'blinded',
    'dazzled',
    'deafened',
    'confused',
    'shaken',
    'frightened',
    'panicked',
    'invisible',
    'incorporeal',
  ],
  recovery: fatigueRecovery('SRD 3.5 › Conditions › Fatigued', 'SRD 3.5 › Conditions › Exhausted'),
  source: 'SRD 3.5 › Conditions ; DRS › Combat',
};
