/**
 * What the round's keys do (issue 27): delay (D), act now (Maj+D), ready (Maj+R), trigger (Maj+T),
 * stabilise (Maj+S), manoeuvre or test (M), the turn's ongoing effects (O), the morale check (Maj+M),
 * concentration (C: marks the spell kept up, 3.5 and PF1).
 * Each acts on the selected row when it fits, else on the one the rules point at (whose turn it is,
 * the first delaying, ready or dying combatant); when none fits it says so instead of doing nothing.
 */
import {
  concentrationChecked,
  ongoingSpecOf,
  opportunitiesOf,
  type CombatantId,
  type Encounter,
  type EncounterEvent,
} from '../../../shared/combat';
import { getProcedures, getSystem } from '../../../shared/rules';
import { ROUND_ACTIONS, type RoundAction, type RoundAvailability } from '../../commands/round-availability';

/** The round actions with a key. */
export type RoundKeyAction = RoundAction;

/** What of the fight the round's keys read. */
export type RoundKeyFight = Pick<
  Encounter,
  'combatants' | 'current' | 'system' | 'phase' | 'reminders' | 'effects' | 'round'
>;

/** What a round key does now. */
export type RoundKeyStep =
  | { kind: 'events'; events: EncounterEvent[] }
  | { kind: 'ready' }
  | { kind: 'maneuver'; attackerId: CombatantId }
  | { kind: 'concentration'; id: CombatantId }
  | { kind: 'none' };

/** The step of `action` in `enc`, `focused` the selected row if any. */
export function roundKeyStep(
  action: RoundKeyAction,
  enc: RoundKeyFight,
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
    case 'ongoing': {
      // Each damage or healing of this turn not applied yet this round, rolled with the fight's dice.
      const events = enc.reminders.flatMap((r): EncounterEvent[] => {
        if (r.kind !== 'ongoing-damage' || r.target !== enc.current) return [];
        const e = enc.effects.find((x) => x.id === r.effectId);
        return e && ongoingSpecOf(e) && e.lastAppliedRound !== enc.round
          ? [{ type: 'ongoing-applied', effectId: e.id }]
          : [];
      });
      return events.length > 0 ? { kind: 'events', events } : { kind: 'none' };
    }
    case 'opportunity': {
      // 3.5, PF1: an attack of opportunity; SF: the reaction — the selected row, else whose turn it is.
      const who = selected ?? current;
      return who && !who.hazard && opportunitiesOf(enc, who)
        ? { kind: 'events', events: [{ type: 'reaction-used', id: who.id, kind: 'opportunity' }] }
        : { kind: 'none' };
    }
    case 'concentration': {
      // 3.5 and PF1 only (rules › concentration): the selected row, else whose turn it is.
      const who = selected ?? current;
      return who && !who.hazard && concentrationChecked(enc)
        ? { kind: 'concentration', id: who.id }
        : { kind: 'none' };
    }
    case 'morale': {
      const asked = enc.reminders.find((r) => r.kind === 'morale');
      return asked?.kind === 'morale'
        ? { kind: 'events', events: [{ type: 'morale-checked', group: asked.group }] }
        : { kind: 'none' };
    }
  }
}

/**
 * Which round keys would do something now (whatever row is selected): what `?` and the palette show
 * as enabled. A fight that is not running has none.
 */
export function roundAvailability(enc: RoundKeyFight): RoundAvailability {
  const phases = enc.phase === 'running' && Boolean(getSystem(enc.system).initiative.phases?.length);
  return Object.fromEntries([
    ...ROUND_ACTIONS.map((a) => [a, roundKeyStep(a, enc, undefined).kind !== 'none'] as const),
    ['phases', phases] as const,
  ]) as RoundAvailability;
}
