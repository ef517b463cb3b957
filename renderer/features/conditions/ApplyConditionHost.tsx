import { useState } from 'react';
import type { Encounter } from '../../../shared/combat';
import type { GestureStep } from '../../fight';
import { closeApplyCondition, useApplyDialogState } from './apply-dialog-store';
import { ApplyConditionDialog } from './ApplyConditionDialog';

/** Props of the dialog host. */
export interface ApplyConditionHostProps {
  encounter: Encounter;
  run(steps: GestureStep[]): boolean;
}

/**
 * Shows the "Appliquer un état" dialog when a row's menu, a button or the palette opens it. Mounted
 * at its first opening and kept (hidden) after: closing it does not tear a portal tree down on the
 * gesture's path (issue 25). While closed it holds the fight as it was, so the gestures that
 * follow do not render the hidden dialog again.
 */
export function ApplyConditionHost({ encounter, run }: ApplyConditionHostProps) {
  const state = useApplyDialogState();
  const open = state.open && encounter.phase !== 'ended';
  const [last, setLast] = useState<{ encounter: Encounter; targets: string[]; opening: number } | null>(null);
  if (state.open && open && (last?.encounter !== encounter || last.opening !== state.opening))
    setLast({ encounter, targets: state.targets, opening: state.opening });
  if (!last) return null;
  return (
    <ApplyConditionDialog
      encounter={last.encounter}
      opened={open}
      opening={last.opening}
      initialTargets={last.targets}
      run={run}
      onClose={closeApplyCondition}
    />
  );
}
