/** OSR hit points: death at 0, or the negative-HP option of the open rules. */
import type { HealthInput, HealthState } from '../types';
import { RulesError, requireInteger } from '../errors';

/** Negative-HP option (open rules, OSRIC): dead at this many hit points or fewer. */
export const OSR_NEGATIVE_HP_DEATH = -10;

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
  if (h.negativeHpOption !== undefined && typeof h.negativeHpOption !== 'boolean') {
    throw new RulesError(
      'invalid-number',
      `Option PV négatifs : vrai ou faux attendu, reçu ${String(h.negativeHpOption)}`,
      {
        negativeHpOption: h.negativeHpOption,
      },
    );
  }
}

/**
 * OSR › Jet de dommages: a combatant dies at 0 HP or fewer, unless the negative-HP option is used.
 * The text names the option without its numbers; the open rules (OSRIC, after AD&D 1st ed.) give
 * them: exactly 0 → unconscious; −1 to −9 → dying (unconscious, loses 1 HP a round until tended);
 * −10 or fewer → dead.
 */
export function osrHealthState(h: HealthInput): HealthState {
  checkHealthInput(h);
  if (h.hp > 0) return 'ok';
  if (!h.negativeHpOption) return 'dead';
  if (h.hp <= OSR_NEGATIVE_HP_DEATH) return 'dead';
  return h.hp === 0 ? 'unconscious' : 'dying';
}
