/** Chroniques Oubliées attack procedure (CO › Résoudre une attaque, réussite et échec critiques). */
import type { AttackProcedure } from '../common/attack';
import { CO_SRC } from './records';

const l = (fr: string, en: string) => ({ fr, en });

/**
 * CO › Règles du jeu: an attack is a test against the target's DEF; a natural 20 succeeds whatever
 * the result and, on an attack, doubles the damage (DM ×2); a natural 1 fails. Some weapons widen
 * the critical range (rapière : 19-20). The text lists no other situational modifier: the GM's
 * own modifier covers them.
 */
export const CO_ATTACK: AttackProcedure = {
  system: 'co',
  defences: [{ field: 'def', name: l('DEF', 'DEF'), when: l('Toute attaque', 'Every attack') }],
  thac0: false,
  naturalTwentyHits: true,
  naturalOneMisses: true,
  critical: { kind: 'natural-doubles', multiplier: 2 },
  criticalDamage: 'multiply',
  situational: [],
  source: `${CO_SRC.attack} ; ${CO_SRC.test}`,
};
