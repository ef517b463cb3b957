/** B/X old school: what the engine and the screens ask (shared/rules/procedures.ts). */
import type { SystemProcedures } from '../procedures';
import * as base from '../common/procedures-base';

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
    bySide: (o) => o.osrVariant !== 'individual',
    rerollsEachRound: (o) => o.osrRerollEachRound,
    groupChoice: false,
    delayAndReady: false,
    surprise: 'first-round',
    surprisedCondition: true,
  },
  health: {
    ...base.PLAIN_HEALTH,
    hpFloor: (o) => (o.negativeHpOption ? -Infinity : 0),
    dying: { kind: 'reminder' },
  },
  library: { challenge: 'hd', xpFrom: 'hd', attackAgainst: 'ac' },
  rests: [{ kind: 'osr-day', minutes: 1440, source: 'OSR › Guérison naturelle (repos long : 1d3 PV)' }],
  morale: true,
  testHelper: 'attack',
  source: 'OSR › Séquence de combat ; Tests de moral ; Mort',
};
