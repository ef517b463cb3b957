/** What the engine and the screens ask « Escarmouche », the test-only system. */
import type { SystemProcedures } from '../procedures';
import * as base from '../common/procedures-base';

/** Escarmouche (système de test) › Combat. */
export const FIXTURE_PROCEDURES: SystemProcedures = {
  shortName: 'Escarmouche',
  roundSeconds: 6,
  stacking: { mode: 'everything', typedPenaltiesKeepWorst: false },
  defences: { fields: ['ac'], acWord: 'ac', dexPartInAc: true, modifierTargets: ['ac', 'attack', 'damage'] },
  initiative: { ...base.D20_INITIATIVE, delayAndReady: false, surprise: 'first-round' },
  health: {
    ...base.PLAIN_HEALTH,
    downAtZero: true,
    hpFloor: () => 0,
    dying: { kind: 'reminder' },
  },
  library: { challenge: 'cr', xpFrom: 'none', attackAgainst: 'ac' },
  rests: [{ kind: 'night', minutes: 480, source: 'Escarmouche (système de test) › Repos' }],
  morale: false,
  testHelper: 'attack',
  source: 'Escarmouche (système de test) › Combat',
};
