/** B/X old school: what the engine and the screens ask (shared/rules/procedures.ts). */
import { OSR_CONCENTRATION } from '../common/concentration';
import { OSR_SAVES } from './save-tables';
import { OSR_REACTIONS } from '../common/reactions';
import { OSR_BETWEEN_FIGHTS } from './between-fights';
import { xpFromOf, type SystemProcedures, type XpRule } from '../procedures';
import * as base from '../common/procedures-base';
import { OSR_DEFINITION } from './definition';
import { OSR_XP_BEYOND_HD, OSR_XP_BY_HD } from './xp';

/** osr: XP (shared/library's creatureXp and the end-of-fight summary read it). */
const XP: XpRule = {
  basis: 'hd',
  byHd: OSR_XP_BY_HD,
  beyondHd: OSR_XP_BEYOND_HD,
  share: {
    allies: true,
    fallen: false,
    note: {
      fr: 'Divisée entre les personnages qui ont survécu, suivants compris (OSE).',
      en: 'Divided among the characters who survived, retainers included (OSE).',
    },
    source: 'OSE SRD › Awarding XP › Division of Experience',
  },
  note: {
    fr: 'B/X : XP par dés de vie (plus un bonus par capacité spéciale, les astérisques), partagée entre les personnages.',
    en: 'B/X: XP by hit dice (plus a bonus per special ability, the asterisks), shared among the characters.',
  },
  source: 'OSE SRD › Awarding XP › XP Awards for Defeated Monsters',
};

/** OSR › Séquence de combat (variantes), Tests de moral, Mort; open B/X rules for the round length. */
export const OSR_PROCEDURES: SystemProcedures = {
  shortName: 'OSR',
  roundSeconds: 10,
  stacking: { mode: 'everything', typedPenaltiesKeepWorst: false },
  defences: {
    fields: ['descendingAc', 'thac0', 'morale'],
    acWord: 'descendingAc',
    // The usual B/X conversion (OSR › Classe d'armure): descending AC = 19 − ascending AC.
    fromAscendingAc: (ac) => ({ descendingAc: 19 - ac }),
    dexPartInAc: false,
    modifierTargets: ['ac', 'attack', 'damage', 'saves'],
  },
  initiative: {
    ...base.D20_INITIATIVE,
    dieSides: 6,
    bySide: (o) => o.phasedRoundOrder !== 'individual',
    rerollsEachRound: (o) => o.rerollEachRound,
    ...base.groupRolls(OSR_DEFINITION.initiative),
    delayAndReady: false,
    surprise: 'first-round',
    surprisedCondition: true,
  },
  health: {
    ...base.PLAIN_HEALTH,
    hpFloor: (o) => (o.negativeHpOption ? -Infinity : 0),
    dying: { kind: 'reminder' },
  },
  library: { challenge: 'hd', xpFrom: xpFromOf(XP), xp: XP, attackAgainst: 'ac' },
  betweenFights: OSR_BETWEEN_FIGHTS,
  rests: [{ kind: 'osr-day', minutes: 1440, source: 'OSR › Guérison naturelle (repos long : 1d3 PV)' }],
  morale: true,
  moraleRules: { passesToFightToDeath: 2, fleeingCondition: 'fleeing', source: 'OSR › Tests de moral' },
  testHelper: 'attack',
  saves: OSR_SAVES,
  concentration: OSR_CONCENTRATION,
  reactions: OSR_REACTIONS,
  damage: {
    reductionOnEnergy: false,
    vulnerabilityPercent: 50,
    source:
      'OSE › Monsters (immunités des fiches) ; réduction et vulnérabilité : Paravent (comme les jeux d20)',
  },
  source: 'OSR › Séquence de combat ; Tests de moral ; Mort',
};
