/** Pathfinder 1: what the engine and the screens ask (shared/rules/procedures.ts). */
import { d20ConcentrationCheck } from '../common/concentration';
import { d20Saves } from '../common/saves';
import { PF1_BETWEEN_FIGHTS } from './between-fights';
import { xpFromOf, type SystemProcedures, type XpRule } from '../procedures';
import { COMBAT_REFLEXES } from '../opportunity';
import * as base from '../common/procedures-base';
import { PF1_INITIATIVE } from './initiative';
import { combatManeuverBonus, combatManeuverDefense } from './combat-maneuvers';
import { D20_XP_BY_CR } from '../common/xp-by-cr';
import { DIRTY_TRICK_CONDITIONS } from './conditions';

/** pf1: XP (shared/library's creatureXp and the end-of-fight summary read it). */
const XP: XpRule = {
  crName: { fr: 'FP', en: 'CR' },
  basis: 'cr',
  byCr: D20_XP_BY_CR,
  note: {
    fr: 'PF1 : XP par FP (PRD), partagée entre les personnages.',
    en: 'PF1: XP by CR (PRD), shared among the characters.',
  },
  share: {
    allies: false,
    fallen: true,
    note: {
      fr: 'Divisée entre les PJ qui ont pris part au combat (PRD : « chaque PJ qui a participé »).',
      en: 'Divided among the PCs who took part (PRD: “each PC that participated”).',
    },
    source: 'PRD › Gamemastering › Awarding Experience',
  },
  source: 'PRD › Gamemastering › Table: Experience Point Awards',
};

/** PF1 aide de jeu › Combat; PRD › Combat (Mourant, Manœuvres offensives, Lutte). */
export const PF1_PROCEDURES: SystemProcedures = {
  shortName: 'Pathfinder',
  roundSeconds: 6,
  stacking: { mode: 'typed', typedPenaltiesKeepWorst: true },
  defences: {
    fields: ['ac', 'touchAc', 'flatFootedAc', 'cmd'],
    acWord: 'ac',
    dexPartInAc: true,
    modifierTargets: ['ac', 'touch-ac', 'cmd', ...base.D20_ATTACK_TARGETS, 'cmb', ...base.D20_OTHER_TARGETS],
  },
  initiative: { ...base.D20_INITIATIVE, ...base.groupRolls(PF1_INITIATIVE) },
  health: {
    ...base.PLAIN_HEALTH,
    nonlethal: true, // PRD › Combat › Nonlethal Damage
    dying: { kind: 'con-check', die: 20, dc: 10, natural: 20 },
  },
  library: { challenge: 'cr', xpFrom: xpFromOf(XP), xp: XP, attackAgainst: 'ac' },
  opportunity: {
    flatFootedPrevents: true,
    unlessFeat: COMBAT_REFLEXES,
    source: 'PRD › Conditions › Flat-Footed ; Feats › Combat Reflexes',
  },
  betweenFights: PF1_BETWEEN_FIGHTS,
  rests: [
    { kind: 'night', minutes: 480, source: 'PRD › Natural Healing' },
    { kind: 'day', minutes: 1440, source: 'PRD › Natural Healing (complete bed rest)' },
  ],
  morale: false,
  maneuvers: {
    // Aide de jeu PF1 › Manœuvres offensives: BMO = BBA + For + taille; DMD = 10 + BBA + For + Dex + taille.
    statBlock: (f) => [
      { name: { fr: 'BMO', en: 'CMB' }, value: combatManeuverBonus(f), signed: true },
      { name: { fr: 'DMD', en: 'CMD' }, value: combatManeuverDefense(f), signed: false, typed: 'cmd' },
    ],
    rollPlan: 'combat-maneuver',
    flanking: { fr: 'Prise en tenaille (+2 au BMO)', en: 'Flanking (+2 on the CMB check)' },
    grapple: 'maintain',
    ...base.NO_SPECIAL_MANEUVER_RULES,
    aooDamageIsPenalty: true,
    attackerFeats: (m) => [`greater-${m}`, 'agile-maneuvers'],
    defenderFeats: (m) => [`improved-${m}`],
    dirtyTrickConditions: DIRTY_TRICK_CONDITIONS,
  },
  testHelper: 'attack',
  saves: d20Saves(
    'PRD › Combat › Saving Throws ; Classes › Rogue, Monk › Evasion, Improved Evasion',
    'PRD › Combat › Saving Throws (automatic failure and success)',
  ),
  concentration: d20ConcentrationCheck('PRD › Magic › Concentration › Injury'),
  reactions: {
    kind: 'opportunity',
    base: 1,
    dexFeat: COMBAT_REFLEXES,
    immediate: true,
    source: 'PRD › Combat › Attacks of Opportunity ; Feats › Combat Reflexes ; Immediate Actions',
  },
  damage: {
    reductionOnEnergy: false,
    vulnerabilityPercent: 50,
    source: 'PRD › Universal Monster Rules (Damage Reduction; Energy Resistance; Immunity; Vulnerabilities)',
  },
  source: 'PF1 aide de jeu › Combat ; PRD › Combat',
};
