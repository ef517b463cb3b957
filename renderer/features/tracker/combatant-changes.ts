/** « Modifier… »: what the edit form changes on a combatant, as one `combatant-updated` event. */
import type { Combatant, CombatantChanges, CombatantInput, Defences } from '../../../shared/combat';
import type { SystemId } from '../../../shared/rules';
import { systemDefences } from '../../combatant';

/**
 * The changes of an edited combatant: name, side, hidden, notes, HP max, initiative, its system's
 * defences (defences of other systems it carries are kept, a field left blank is removed) and
 * its manoeuvre stats. The rolled initiative, HP lost and effects are not touched.
 */
export function changesOf(c: Combatant, input: CombatantInput, system: SystemId): CombatantChanges {
  const defences: Defences = { ...c.defences };
  for (const key of systemDefences(system)) delete defences[key];
  return {
    name: input.name,
    side: input.side,
    hidden: input.hidden ?? c.hidden,
    notes: input.notes ?? c.notes,
    // Sent when changed only; an emptied field removes them.
    ...((input.damageDefences ?? '') === (c.damageDefences ?? '')
      ? {}
      : { damageDefences: input.damageDefences ?? '' }),
    ...((input.saves ?? '') === (c.saves ?? '') ? {} : { saves: input.saves ?? '' }),
    // The concentration bonus: sent when changed; an emptied field removes it.
    ...(input.concentrationBonus === c.concentrationBonus
      ? {}
      : { concentrationBonus: input.concentrationBonus ?? null }),
    hpMax: input.hpMax,
    ...(input.staminaMax === undefined ? {} : { staminaMax: input.staminaMax }),
    ...(input.resolveMax === undefined ? {} : { resolveMax: input.resolveMax }),
    ...(input.initiativeModifier === undefined ? {} : { initiativeModifier: input.initiativeModifier }),
    ...(input.initiativeScore === undefined ? {} : { initiativeScore: input.initiativeScore }),
    defences: { ...defences, ...input.defences },
    fighter: input.fighter ?? c.fighter,
  };
}
