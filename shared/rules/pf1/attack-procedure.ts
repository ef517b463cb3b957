/** Pathfinder 1 attack procedure (Aide de jeu PF1 › Attaques, Modificateurs, Combat à deux armes). */
import type { AttackProcedure } from '../common/attack';
import { D20_CONFIRM_ATTACK, d20SituationalRows, twoWeaponRows } from '../common/attack-parts';
import { SRC } from './helpers';

/**
 * PRD › Combat › Critical Hits: natural 20 hits, natural 1 misses; a hit in the threat range is
 * confirmed by a second attack roll with the same bonuses; the damage is rolled once per multiplier.
 */
export const PF1_ATTACK: AttackProcedure = {
  system: 'pf1',
  ...D20_CONFIRM_ATTACK,
  situational: [
    ...d20SituationalRows({
      flanking: SRC.flanking,
      charge: SRC.charge,
      attackTable: 'Aide de jeu PF1 › Modificateurs aux jets d’attaque',
      acTable: 'Aide de jeu PF1 › Modificateurs à la CA',
      cover: SRC.cover,
      ranged: SRC.ranged,
    }),
    ...twoWeaponRows(SRC.twoWeapon),
  ],
  source: 'Aide de jeu PF1 › Attaques ; PRD › Combat › Critical Hits',
};
