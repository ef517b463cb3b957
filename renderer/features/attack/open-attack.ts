/**
 * Which attack dialog is open. The row's ⋯ menu and the T key ask for one with `openAttack`; the
 * host mounted in the tracker shows it. A tiny store, so the memoised rows need no new prop.
 */
import { useSyncExternalStore } from 'react';
import type { CombatantId } from '../../../shared/combat';

/** What the GM asked for. */
export interface AttackOpen {
  attackerId: CombatantId;
  targetId: CombatantId | null;
}

let current: AttackOpen | null = null;
const listeners = new Set<() => void>();

function set(next: AttackOpen | null): void {
  current = next;
  listeners.forEach((l) => l());
}

/** Opens the attack dialog. */
export function openAttack(request: AttackOpen): void {
  set(request);
}

/** Closes it. */
export function closeAttack(): void {
  set(null);
}

/** The open request, or null. */
export function useAttackRequest(): AttackOpen | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
