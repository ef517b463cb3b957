/**
 * Which attack dialog is open. The row's ⋯ menu and the T key ask for one with `openAttack`; the
 * host mounted in the tracker shows it. A tiny store, so the memoised rows need no new prop.
 */
import type { CombatantId } from '../../../shared/combat';
import { createValueStore, useValue } from '../../store';

/** What the GM asked for. */
export interface AttackOpen {
  attackerId: CombatantId;
  targetId: CombatantId | null;
}

const request = createValueStore<AttackOpen | null>(null);

/** Opens the attack dialog. */
export function openAttack(next: AttackOpen): void {
  request.set(next);
}

/** Closes it. */
export function closeAttack(): void {
  request.set(null);
}

/** The open request, or null. */
export function useAttackRequest(): AttackOpen | null {
  return useValue(request);
}
