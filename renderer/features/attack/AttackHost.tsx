import { useEffect } from 'react';
import type { Encounter } from '../../../shared/combat';
import type { GestureStep } from '../../fight';
import { AttackDialog } from './AttackDialog';
import { closeAttack, useAttackRequest } from './open-attack';

/** Props of the attack host. */
export interface AttackHostProps {
  encounter: Encounter;
  /** The tracker's gesture runner: one call is one undoable step. */
  run(steps: GestureStep[]): boolean;
}

/** Mounted once in the tracker: the attack dialog the row menu or the T key opened. */
export function AttackHost({ encounter, run }: AttackHostProps) {
  const request = useAttackRequest();
  // Leaving the Combat screen closes the dialog: it does not reopen on the way back.
  useEffect(() => closeAttack, []);
  const known = request && encounter.combatants.some((c) => c.id === request.attackerId);
  if (!known) return null;
  return (
    <AttackDialog
      key={`${request.attackerId}:${request.targetId ?? ''}`}
      encounter={encounter}
      request={request}
      run={run}
      onClose={closeAttack}
    />
  );
}
