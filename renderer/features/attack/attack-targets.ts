import type { CombatantId } from '../../../shared/combat';
import type { AttackOpen } from './open-attack';

/**
 * Who attacks whom on the T key: the combatant whose turn it is attacks the row the GM selected
 * (none selected, or its own row: the target is chosen in the dialog). Before the fight, or with
 * nobody acting, the selected row attacks. Null when there is nobody to attack with.
 */
export function attackTargets(
  current: CombatantId | null | undefined,
  focused: CombatantId | undefined,
): AttackOpen | null {
  if (current) return { attackerId: current, targetId: focused && focused !== current ? focused : null };
  if (focused) return { attackerId: focused, targetId: null };
  return null;
}
