/** Chroniques Oubliées hit points (PV) and what they make of a combatant. */
import type { HealthInput, HealthState } from '../types';
import { RulesError, requireInteger } from '../errors';

/** Checks hit points: integer hp, integer maxHp ≥ 1. */
function checkHealthInput(h: HealthInput): void {
  if (typeof h !== 'object' || h === null) {
    throw new RulesError('invalid-number', 'Points de vie : objet { hp, maxHp } attendu', { h });
  }
  requireInteger(h.hp, 'PV actuels');
  requireInteger(h.maxHp, 'PV maximum');
  if (h.maxHp < 1) {
    throw new RulesError('invalid-number', `PV maximum : au moins 1 attendu, reçu ${h.maxHp}`, {
      maxHp: h.maxHp,
    });
  }
}

/**
 * CO (open rules › Points de vigueur): above 0 PV a combatant fights normally; at 0 PV (or below,
 * if the GM counts past zero) it is out of the fight, unconscious. Whether a nameless foe is dead
 * instead is the GM's call.
 */
export function coHealthState(h: HealthInput): HealthState {
  checkHealthInput(h);
  return h.hp > 0 ? 'ok' : 'unconscious';
}
