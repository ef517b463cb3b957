/** « Corps-à-corps », the test-only system with manoeuvres, and how a test registers it. */
import { getSystem, registerSystem } from '../index';
import type { HealthInput, HealthState, InitiativeEntry, SystemModule } from '../types';
import { GRAPPLE_FIXTURE_DEFINITION, GRAPPLE_FIXTURE_ID } from './definition';
import { GRAPPLE_FIXTURE_PROCEDURES } from './procedures';
import { resolveGrappleFixtureManeuver } from './resolve-maneuver';

export { GRAPPLE_FIXTURE_ID } from './definition';

/** Higher total first; on a tie the higher modifier, then the tie-break drawn once. */
function sortInitiative(entries: InitiativeEntry[]): InitiativeEntry[] {
  return [...entries].sort(
    (a, b) =>
      b.total - a.total || (b.modifier ?? 0) - (a.modifier ?? 0) || (b.tiebreak ?? 0) - (a.tiebreak ?? 0),
  );
}

/** Up while above 0 HP, out of the fight at 0. */
function healthState(h: HealthInput): HealthState {
  return h.hp > 0 ? 'ok' : 'dead';
}

/** The fixture's module: its data, its procedures, its two functions and its manoeuvres. */
const corpsACorps: SystemModule = {
  definition: GRAPPLE_FIXTURE_DEFINITION,
  procedures: GRAPPLE_FIXTURE_PROCEDURES,
  sortInitiative,
  healthState,
  resolveManeuver: resolveGrappleFixtureManeuver,
};

/** Registers the fixture once (tests call it in their setup); later calls do nothing. */
export function registerGrappleFixture(): void {
  try {
    getSystem(GRAPPLE_FIXTURE_ID);
  } catch {
    registerSystem(corpsACorps);
  }
}
