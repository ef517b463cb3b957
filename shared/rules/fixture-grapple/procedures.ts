/** What the engine and the screens ask « Corps-à-corps », the test-only system with manoeuvres. */
import { xpFromOf, type SystemProcedures, type XpRule } from '../procedures';
import * as base from '../common/procedures-base';
import { GRAPPLE_FIXTURE_DEFINITION, GRAPPLE_FIXTURE_SOURCE } from './definition';

const XP: XpRule = {
  basis: 'printed',
  note: {
    fr: 'Seule une valeur d’XP notée sur la fiche compte.',
    en: 'Only an XP value typed on the entry counts.',
  },
  source: GRAPPLE_FIXTURE_SOURCE,
};

/** Corps-à-corps (système de test) › Manœuvres. */
export const GRAPPLE_FIXTURE_PROCEDURES: SystemProcedures = {
  shortName: 'Corps-à-corps',
  roundSeconds: 6,
  stacking: { mode: 'everything', typedPenaltiesKeepWorst: false },
  defences: { fields: ['ac'], acWord: 'ac', dexPartInAc: true, modifierTargets: ['ac', 'attack', 'damage'] },
  initiative: {
    ...base.D20_INITIATIVE,
    ...base.groupRolls(GRAPPLE_FIXTURE_DEFINITION.initiative),
    delayAndReady: false,
    surprise: 'first-round',
  },
  health: { ...base.PLAIN_HEALTH, downAtZero: true, hpFloor: () => 0, dying: { kind: 'reminder' } },
  library: { challenge: 'cr', xpFrom: xpFromOf(XP), xp: XP, attackAgainst: 'ac' },
  rests: [{ kind: 'night', minutes: 480, source: GRAPPLE_FIXTURE_SOURCE }],
  morale: false,
  maneuvers: {
    rollPlan: 'combat-maneuver',
    grapple: 'maintain',
    ...base.NO_SPECIAL_MANEUVER_RULES,
    attackerFeats: () => [],
    defenderFeats: () => [],
    dirtyTrickConditions: [],
    flanking: { fr: 'Prise en tenaille (+2 au test)', en: 'Flanking (+2 on the check)' },
  },
  testHelper: 'attack',
  source: GRAPPLE_FIXTURE_SOURCE,
};
