/** What the engine and the screens ask « Escarmouche », the test-only system. */
import type { SystemProcedures } from '../procedures';

/** Escarmouche (système de test) › Combat. */
export const FIXTURE_PROCEDURES: SystemProcedures = {
  shortName: 'Escarmouche',
  roundSeconds: 6,
  stacking: { mode: 'everything', typedPenaltiesKeepWorst: false },
  defences: { fields: ['ac'], acWord: 'ac', dexPartInAc: true, modifierTargets: ['ac', 'attack', 'damage'] },
  initiative: {
    entry: 'modifier',
    dieSides: 20,
    bySide: () => false,
    rerollsEachRound: () => false,
    groupsMayShare: true,
    groupChoice: true,
    delayAndReady: false,
    surprise: 'first-round',
    surprisedCondition: false,
    countRuleBorrowed: false,
  },
  health: {
    downAtZero: true,
    hpFloor: () => 0,
    staminaAndResolve: false,
    regenerationIsNonlethal: false,
    unconsciousSkipsTurn: false,
    dying: { kind: 'reminder' },
  },
  library: { challenge: 'cr', xpFrom: 'none', attackAgainst: 'ac' },
  morale: false,
  testHelper: 'attack',
  source: 'Escarmouche (système de test) › Combat',
};
