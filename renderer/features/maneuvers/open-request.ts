/**
 * Which manoeuvre window is open. The row's ⋯ menu asks for one with `openManeuver`; the host
 * mounted in the tracker shows it. A tiny store, so the row needs no new prop (rows are memoised).
 */
import type { CombatantId } from '../../../shared/combat';
import type { ManeuverId } from '../../../shared/rules';
import { createValueStore, useValue } from '../../store';
import type { GrappleTurn } from './wizard';

/** What the GM asked for. */
export interface ManeuverRequestOpen {
  attackerId: CombatantId;
  maneuver?: ManeuverId;
  targetId?: CombatantId;
  grapple?: GrappleTurn;
  counter?: boolean;
  /** A creature's special attack after a hit (trip, grab): no AoO, no touch attack. */
  special?: boolean;
}

const request = createValueStore<ManeuverRequestOpen | null>(null);

/** Opens the manoeuvre wizard (3.5, PF1, SF) or the test helpers (CO, osr) for a combatant. */
export function openManeuver(next: ManeuverRequestOpen): void {
  request.set(next);
}

/** Closes it. */
export function closeManeuver(): void {
  request.set(null);
}

/** The open request, or null. */
export function useManeuverRequest(): ManeuverRequestOpen | null {
  return useValue(request);
}
