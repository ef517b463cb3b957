/** Starfinder: what the engine and the screens ask (shared/rules/procedures.ts). */
import { SF1_CONCENTRATION } from '../common/concentration';
import { d20Saves } from '../common/saves';
import { SF1_BETWEEN_FIGHTS } from './between-fights';
import { xpFromOf, type SystemProcedures, type XpRule } from '../procedures';
import * as base from '../common/procedures-base';
import { SF1_INITIATIVE } from './initiative';
import { D20_XP_BY_CR } from '../common/xp-by-cr';
import { SF1_DIRTY_TRICK_CONDITIONS } from './conditions';

/** sf1: XP (shared/library's creatureXp and the end-of-fight summary read it). */
const XP: XpRule = {
  crName: { fr: 'FP', en: 'CR' },
  basis: 'cr',
  byCr: D20_XP_BY_CR,
  note: {
    fr: 'Starfinder : XP par FP, partagée entre les personnages.',
    en: 'Starfinder: XP by CR, shared among the characters.',
  },
  share: {
    allies: false,
    fallen: true,
    note: {
      fr: 'Divisée par le nombre de personnages (Starfinder, chap. 11).',
      en: 'Divided by the number of characters (Starfinder, chapter 11).',
    },
    source: 'Starfinder Core Rulebook › Treasures, Experience & Rewards (Table 11-3)',
  },
  source: 'Starfinder Core Rulebook › Table 11-3: Experience Point Awards',
};

/** SF CRB › Combat (Actions, Injury and Death, Combat Maneuvers › Grapple). */
export const SF1_PROCEDURES: SystemProcedures = {
  shortName: 'Starfinder',
  roundSeconds: 6,
  stacking: { mode: 'typed', typedPenaltiesKeepWorst: false },
  defences: {
    fields: ['kac', 'eac'],
    acWord: 'ac',
    // One AC from a 5e tracker stands for both of Starfinder's.
    fromAscendingAc: (ac) => ({ kac: ac, eac: ac }),
    dexPartInAc: true,
    modifierTargets: ['ac', 'kac', 'eac', ...base.D20_ATTACK_TARGETS, ...base.D20_OTHER_TARGETS],
  },
  initiative: { ...base.D20_INITIATIVE, ...base.groupRolls(SF1_INITIATIVE) },
  health: {
    ...base.PLAIN_HEALTH,
    downAtZero: true,
    hpFloor: () => 0,
    staminaAndResolve: true,
    nonlethal: true, // SRD › Combat › Nonlethal damage (off SP, knocks out)
    dying: { kind: 'resolve' },
  },
  library: { challenge: 'cr', xpFrom: xpFromOf(XP), xp: XP, attackAgainst: 'ac' },
  opportunity: {
    flatFootedPrevents: true,
    source: 'SF CRB › Conditions › Flat-Footed (no reaction)',
  },
  betweenFights: SF1_BETWEEN_FIGHTS,
  rests: [
    {
      kind: 'night',
      minutes: 480,
      source: 'Starfinder SRD › Recovering Hit Points and Stamina Points (8 hours)',
    },
    { kind: 'sf-short', minutes: 10, source: 'Starfinder SRD › Regaining Stamina Points (10 minutes, 1 RP)' },
    {
      kind: 'day',
      minutes: 1440,
      source:
        'Starfinder SRD › Recovering Hit Points Naturally (24 hours of complete bed rest: 2 HP per level)',
    },
  ],
  morale: false,
  maneuvers: {
    rollPlan: 'kac-attack',
    flanking: {
      fr: 'Prise en tenaille (la cible est prise au dépourvu)',
      en: 'Flanking (the target is flat-footed)',
    },
    grapple: 'renew',
    ...base.NO_SPECIAL_MANEUVER_RULES,
    conditionDurations: {
      grappled: { kind: 'until-attacker-turn-end' },
      pinned: { kind: 'until-attacker-turn-end' },
    },
    tripZeroGravity: true,
    defenderLegsAndStability: false,
    attackerFeats: () => [],
    defenderFeats: () => [],
    dirtyTrickConditions: SF1_DIRTY_TRICK_CONDITIONS,
  },
  testHelper: 'attack',
  saves: d20Saves(
    'SF CRB › Saving Throws ; Operative, Envoy › Evasion, Improved Evasion',
    'SF CRB › Saving Throws (natural 1 fails, natural 20 succeeds)',
  ),
  concentration: SF1_CONCENTRATION,
  reactions: {
    kind: 'reaction',
    perRound: 1,
    source: 'SF CRB › Combat › Reactions (une réaction par round)',
  },
  damage: {
    reductionOnEnergy: false,
    vulnerabilityPercent: 50,
    source:
      'SF CRB › Universal Creature Rules (Damage Reduction; Energy Resistance; Immunities; Vulnerability)',
  },
  source: 'SF CRB › Combat',
};
