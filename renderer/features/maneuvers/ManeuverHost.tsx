import { useEffect } from 'react';
import type { Encounter } from '../../../shared/combat';
import type { GestureStep } from '../../fight';
import { GrapplePanel } from './GrapplePanel';
import { ManeuverWizard } from './ManeuverWizard';
import { closeManeuver, useManeuverRequest } from './open-request';
import { TestHelper } from './TestHelper';
import { hasManeuvers } from './wizard-fighter';

/** Props of the manoeuvre host. */
export interface ManeuverHostProps {
  encounter: Encounter;
  /** The tracker's gesture runner: one call is one undoable step. */
  run(steps: GestureStep[]): boolean;
}

/**
 * Mounted once in the tracker: the grapple panel (while holds last) and the window the row menu
 * opened — the manoeuvre wizard in 3.5, PF1 and SF, the opposed-test and attack helpers in CO and osr.
 */
export function ManeuverHost({ encounter, run }: ManeuverHostProps) {
  const request = useManeuverRequest();
  // Leaving the Combat screen closes the window: it does not reopen on the way back.
  useEffect(() => closeManeuver, []);
  const known = request && encounter.combatants.some((c) => c.id === request.attackerId);
  return (
    <>
      {hasManeuvers(encounter.system) && <GrapplePanel encounter={encounter} run={run} />}
      {known &&
        (hasManeuvers(encounter.system) ? (
          <ManeuverWizard
            key={JSON.stringify(request)}
            encounter={encounter}
            request={request}
            run={run}
            onClose={closeManeuver}
          />
        ) : (
          <TestHelper
            encounter={encounter}
            attackerId={request.attackerId}
            run={run}
            onClose={closeManeuver}
          />
        ))}
    </>
  );
}
