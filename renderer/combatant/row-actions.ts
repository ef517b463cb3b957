import { createContext, useContext } from 'react';
import type { Combatant, CombatantId, HpEvent } from '../../shared/combat';
import type { GestureStep } from '../fight';

/** What a row may ask of the tracker. Stable functions: rows are memoised. */
export interface TrackerActions {
  /** Applies one gesture; false when the engine refused it (the message is shown). */
  run(steps: GestureStep[]): boolean;
  /** A typed initiative; returns an error message, or null when applied. */
  setInitiative(c: Combatant, text: string): string | null;
  /** Moves a combatant before ('up') or after ('down') its neighbour in a tie. */
  moveInTie(id: CombatantId, direction: 'up' | 'down'): void;
  /**
   * A typed HP entry ("-7", "+5", "t5", "nl4", "-7 de Lidda"); returns an error message, or null
   * when applied.
   */
  hpEntry(c: Combatant, text: string): string | null;
  /** The events of one HP entry for several combatants (a group); throws the engine's refusal. */
  hpEvents(ids: readonly CombatantId[], text: string): HpEvent[];
  /** Asks how to remove a combatant (its effects on others), then removes it. */
  askRemove(c: Combatant): void;
  /** Its readied action happens now, just before the current combatant's triggering action. */
  triggerReady(id: CombatantId): void;
  /** Saves a combatant to the party or the bestiary. */
  saveToLibrary(c: Combatant): void;
  /** Opens the edit form of a combatant (« Modifier… »). */
  edit(c: Combatant): void;
}

/** The tracker's actions, provided by the Tracker component. */
export const TrackerActionsContext = createContext<TrackerActions | null>(null);

/** The tracker's actions; throws outside a Tracker (a programming error). */
export function useTrackerActions(): TrackerActions {
  const actions = useContext(TrackerActionsContext);
  if (!actions) throw new Error('useTrackerActions outside the tracker');
  return actions;
}
