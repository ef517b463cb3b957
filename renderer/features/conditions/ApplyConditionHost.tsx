import type { Encounter } from '../../../shared/combat';
import type { GestureStep } from '../../fight';
import { closeApplyCondition, useApplyDialogState } from './apply-dialog-store';
import { ApplyConditionDialog } from './ApplyConditionDialog';

/** Props of the dialog host. */
export interface ApplyConditionHostProps {
  encounter: Encounter;
  run(steps: GestureStep[]): boolean;
}

/** Shows the "Appliquer un état" dialog when a row's menu, a button or the palette opens it. */
export function ApplyConditionHost({ encounter, run }: ApplyConditionHostProps) {
  const state = useApplyDialogState();
  if (!state.open || encounter.phase === 'ended') return null;
  return (
    <ApplyConditionDialog
      key={state.opening}
      encounter={encounter}
      initialTargets={state.targets}
      run={run}
      onClose={closeApplyCondition}
    />
  );
}
