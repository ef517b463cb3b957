/**
 * Which combatant's concentration dialog is open. The row's ⋯ menu and the C key ask for one with
 * `openConcentration`; the host mounted in the tracker shows it. A tiny store, so the memoised rows
 * need no new prop.
 */
import type { CombatantId } from '../../../shared/combat';
import { createValueStore, useValue } from '../../store';

const request = createValueStore<CombatantId | null>(null);

/** Opens the concentration dialog of `id`. */
export function openConcentration(id: CombatantId): void {
  request.set(id);
}

/** Closes it. */
export function closeConcentration(): void {
  request.set(null);
}

/** The combatant whose dialog is open, or null. */
export function useConcentrationRequest(): CombatantId | null {
  return useValue(request);
}
