/** D&D 3.5 attack procedure (DRS › Combat › Jet d'attaque, Coups critiques, Table : modificateurs). */
import type { AttackProcedure } from '../common/attack';
import { D20_CONFIRM_ATTACK, d20SituationalRows, twoWeaponRows } from '../common/attack-parts';
import { SRC } from './record-helpers';

const l = (fr: string, en: string) => ({ fr, en });

/**
 * DRS › Combat › Coups critiques: a natural 20 always hits and a natural 1 always misses; a hit in
 * the threat range asks for a confirmation roll with the same modifiers; a confirmed critical
 * rolls the damage several times (extra dice such as sneak attack are not multiplied).
 */
export const DND35_ATTACK: AttackProcedure = {
  system: 'dnd35',
  ...D20_CONFIRM_ATTACK,
  situational: [
    ...d20SituationalRows(
      {
        flanking: SRC.attackTable,
        charge: `${SRC.special} › Charge`,
        attackTable: SRC.attackTable,
        acTable: SRC.acTable,
        cover: SRC.cover,
        ranged: 'DRS › Combat › Jet d’attaque › Attaque à distance',
      },
      {
        attacker: [
          {
            id: 'attacker-squeezing',
            name: l('Attaquant se serre', 'Attacker squeezing'),
            attack: -4,
            condition: { who: 'attacker', id: 'squeezing' },
            source: SRC.attackTable,
          },
        ],
        target: [
          {
            id: 'target-kneeling-melee',
            name: l('Cible assise ou agenouillée (corps à corps)', 'Kneeling target (melee)'),
            defence: -2,
            range: 'melee',
            condition: { who: 'target', id: 'kneeling' },
            source: SRC.acTable,
          },
          {
            id: 'target-kneeling-ranged',
            name: l('Cible assise ou agenouillée (distance)', 'Kneeling target (ranged)'),
            defence: 2,
            range: 'ranged',
            condition: { who: 'target', id: 'kneeling' },
            source: SRC.acTable,
          },
        ],
      },
    ),
    ...twoWeaponRows(`${SRC.special} › Combat à deux armes`),
  ],
  source: 'DRS › Combat › Jet d’attaque ; Coups critiques',
};
