/**
 * Whether the "Appliquer un état" dialog is open, and for whom: one slot that a row's menu, the
 * toolbar button and the palette command open, and the tracker's dialog host reads.
 */
import { useSyncExternalStore } from 'react';
import type { CombatantId } from '../../../shared/combat';

/** The dialog's state: closed, or open with the targets picked beforehand. */
export type ApplyDialogState = { open: false } | { open: true; targets: CombatantId[]; opening: number };

let state: ApplyDialogState = { open: false };
let openings = 0;
const listeners = new Set<() => void>();

function set(next: ApplyDialogState): void {
  state = next;
  listeners.forEach((l) => l());
}

/** Opens the dialog with these targets already picked (none: the GM picks). */
export function openApplyCondition(targets: readonly CombatantId[] = []): void {
  openings += 1;
  set({ open: true, targets: [...targets], opening: openings });
}

/** Closes the dialog. */
export function closeApplyCondition(): void {
  set({ open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dialog's state, re-rendering on change. */
export function useApplyDialogState(): ApplyDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
