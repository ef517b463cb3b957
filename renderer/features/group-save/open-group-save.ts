/**
 * Whether the group save dialog is open, and the row it was opened from (its group are the first
 * targets). The J key and the row's ⋯ menu open it; the host mounted in the tracker shows it.
 */
import type { CombatantId } from '../../../shared/combat';
import { createValueStore, useValue } from '../../store';

/** Open: the row it was opened from (null: none selected); closed: undefined. */
const request = createValueStore<{ from: CombatantId | null } | undefined>(undefined);

/** Opens the group save dialog, its targets the group of `from` (or `from` alone). */
export function openGroupSave(from: CombatantId | null): void {
  request.set({ from });
}

/** Closes it. */
export function closeGroupSave(): void {
  request.set(undefined);
}

/** The open request, or undefined. */
export function useGroupSaveRequest(): { from: CombatantId | null } | undefined {
  return useValue(request);
}
