/**
 * What the round's keys do (issue 27): delay (D), act now (Maj+D), ready (Maj+R), trigger (Maj+T),
 * stabilise (Maj+S), manoeuvre (M). Each acts on the selected row when it fits, else on the one the
 * rules point at (whose turn it is, the first delaying, ready or dying combatant); when none fits it
 * says so instead of doing nothing.
 */
import type { CombatantId, Encounter, EncounterEvent } from '../../../shared/combat';
import { getProcedures } from '../../../shared/rules';

/** The round actions with a key. */
export type RoundKeyAction = 'delay' | 'act-now' | 'ready' | 'trigger' | 'stabilize' | 'maneuver';

/** What a round key does now. */
export type RoundKeyStep =
  | { kind: 'events'; events: EncounterEvent[] }
  | { kind: 'ready' }
  | { kind: 'maneuver'; attackerId: CombatantId }
  | { kind: 'none' };

/** The step of `action` in `enc`, `focused` the selected row if any. */
export function roundKeyStep(
  action: RoundKeyAction,
  enc: Pick<Encounter, 'combatants' | 'current' | 'system' | 'phase'>,
  focused: CombatantId | undefined,
): RoundKeyStep {
  if (enc.phase !== 'running') return { kind: 'none' };
  const current = enc.combatants.find((c) => c.id === enc.current);
  const selected = enc.combatants.find((c) => c.id === focused);
  const first = <T>(test: (c: Encounter['combatants'][number]) => T) =>
    selected && test(selected) ? selected : enc.combatants.find((c) => test(c));
  const delayAndReady = getProcedures(enc.system).initiative.delayAndReady;
  switch (action) {
    case 'delay':
      return current && delayAndReady && !current.flags.delaying
        ? { kind: 'events', events: [{ type: 'delayed', id: current.id }] }
        : { kind: 'none' };
    case 'act-now': {
      const who = first((c) => c.flags.delaying && c.id !== enc.current);
      return who ? { kind: 'events', events: [{ type: 'delay-ended', id: who.id }] } : { kind: 'none' };
    }
    case 'ready':
      return current && delayAndReady ? { kind: 'ready' } : { kind: 'none' };
    case 'trigger': {
      const who = first((c) => c.flags.readied !== undefined && c.id !== enc.current);
      return who && enc.current
        ? { kind: 'events', events: [{ type: 'ready-triggered', id: who.id, before: enc.current }] }
        : { kind: 'none' };
    }
    case 'stabilize': {
      const who = first((c) => c.health === 'dying' && !c.flags.stabilized);
      return who ? { kind: 'events', events: [{ type: 'stabilized', id: who.id }] } : { kind: 'none' };
    }
    case 'maneuver': {
      const who = selected ?? current;
      return who ? { kind: 'maneuver', attackerId: who.id } : { kind: 'none' };
    }
  }
}
