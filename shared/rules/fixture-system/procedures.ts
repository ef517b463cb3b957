/** What the engine and the screens ask « Escarmouche », the test-only system. */
import { xpFromOf, type SystemProcedures, type XpRule } from '../procedures';
import * as base from '../common/procedures-base';
import { FIXTURE_DEFINITION } from './definition';

/** Escarmouche: no XP table, only a value typed on the entry. */
const XP: XpRule = {
  basis: 'printed',
  note: {
    fr: 'Escarmouche : seule une valeur d’XP notée sur la fiche compte.',
    en: 'Escarmouche: only an XP value typed on the entry counts.',
  },
  source: 'Escarmouche (système de test) › Expérience',
};

/** Escarmouche (système de test) › Combat. */
export const FIXTURE_PROCEDURES: SystemProcedures = {
  shortName: 'Escarmouche',
  roundSeconds: 6,
  stacking: { mode: 'everything', typedPenaltiesKeepWorst: false },
  defences: { fields: ['ac'], acWord: 'ac', dexPartInAc: true, modifierTargets: ['ac', 'attack', 'damage'] },
  initiative: {
    ...base.D20_INITIATIVE,
    ...base.groupRolls(FIXTURE_DEFINITION.initiative),
    delayAndReady: false,
    surprise: 'first-round',
  },
  health: {
    ...base.PLAIN_HEALTH,
    downAtZero: true,
    hpFloor: () => 0,
    dying: { kind: 'reminder' },
  },
  library: { challenge: 'cr', xpFrom: xpFromOf(XP), xp: XP, attackAgainst: 'ac' },
  rests: [{ kind: 'night', minutes: 480, source: 'Escarmouche (système de test) › Repos' }],
  morale: false,
  testHelper: 'attack',
  source: 'Escarmouche (système de test) › Combat',
};
