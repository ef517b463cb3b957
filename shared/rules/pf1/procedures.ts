/** Pathfinder 1: what the engine and the screens ask (shared/rules/procedures.ts). */
import type { SystemProcedures } from '../procedures';
import { COMBAT_REFLEXES } from '../opportunity';
import * as base from '../common/procedures-base';
import { DIRTY_TRICK_CONDITIONS } from './conditions';

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
  initiative: base.D20_INITIATIVE,
  health: {
    ...base.PLAIN_HEALTH,
    dying: { kind: 'con-check', die: 20, dc: 10, natural: 20 },
  },
  library: { challenge: 'cr', xpFrom: 'cr', attackAgainst: 'ac' },
  opportunity: {
    flatFootedPrevents: true,
    unlessFeat: COMBAT_REFLEXES,
    source: 'PRD › Conditions › Flat-Footed ; Feats › Combat Reflexes',
  },
  rests: [
    { kind: 'night', minutes: 480, source: 'PRD › Natural Healing' },
    { kind: 'day', minutes: 1440, source: 'PRD › Natural Healing (complete bed rest)' },
  ],
  morale: false,
  maneuvers: {
    rollPlan: 'combat-maneuver',
    grapple: 'maintain',
    ...base.NO_SPECIAL_MANEUVER_RULES,
    aooDamageIsPenalty: true,
    attackerFeats: (m) => [`greater-${m}`, 'agile-maneuvers'],
    defenderFeats: (m) => [`improved-${m}`],
    dirtyTrickConditions: DIRTY_TRICK_CONDITIONS,
  },
  testHelper: 'attack',
  source: 'PF1 aide de jeu › Combat ; PRD › Combat',
};
