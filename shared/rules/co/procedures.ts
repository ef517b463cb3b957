/** Chroniques Oubliées: what the engine and the screens ask (shared/rules/procedures.ts). */
import type { SystemProcedures } from '../procedures';
import * as base from '../common/procedures-base';

/** CO › Le tour de combat, Initiative, Effet de surprise, Points de vie. No manoeuvres. */
export const CO_PROCEDURES: SystemProcedures = {
  shortName: 'CO',
  roundSeconds: 10,
  stacking: { mode: 'everything', typedPenaltiesKeepWorst: false },
  defences: {
    fields: ['def'],
    acWord: 'ac',
    fromAscendingAc: (ac) => ({ def: ac }),
    dexPartInAc: true,
    modifierTargets: ['def', 'attack', 'melee-attack', 'ranged-attack', 'damage', 'initiative'],
  },
  initiative: {
    ...base.D20_INITIATIVE,
    entry: 'score',
    groupsMayShare: false,
    groupChoice: false,
    delayAndReady: false,
    surprise: 'first-round',
    surprisedCondition: true,
    countRuleBorrowed: true,
  },
  health: {
    ...base.PLAIN_HEALTH,
    hpFloor: () => 0,
    unconsciousSkipsTurn: true,
    dying: { kind: 'reminder' },
  },
  library: { challenge: 'cr', xpFrom: 'none', attackAgainst: 'def' },
  rests: [{ kind: 'co-recovery', minutes: 480, source: 'COF › Récupération (nuit complète)' }],
  morale: false,
  testHelper: 'opposed',
  source: 'CO › Le tour de combat ; Points de vie',
};
