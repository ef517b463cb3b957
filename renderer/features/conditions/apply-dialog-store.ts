/**
 * Whether the "Appliquer un état" dialog is open, and for whom: one slot that a row's menu, the
 * toolbar button and the palette command open, and the tracker's dialog host reads.
 */
import type { CombatantId } from '../../../shared/combat';
import { createValueStore, useValue } from '../../store';

/** The dialog's state: closed, or open with the targets picked beforehand. */
export type ApplyDialogState = { open: false } | { open: true; targets: CombatantId[]; opening: number };

const dialog = createValueStore<ApplyDialogState>({ open: false });
/** How many times the dialog was opened: each opening is told apart (its `opening`). */
const openings = createValueStore(0);

/** Opens the dialog with these targets already picked (none: the GM picks). */
export function openApplyCondition(targets: readonly CombatantId[] = []): void {
  openings.set(openings.get() + 1);
  dialog.set({ open: true, targets: [...targets], opening: openings.get() });
}

/** Closes the dialog. */
export function closeApplyCondition(): void {
  dialog.set({ open: false });
}

/** The dialog's state, re-rendering on change. */
export function useApplyDialogState(): ApplyDialogState {
  return useValue(dialog);
}
