/** D&D 3.5 attack procedure (DRS › Combat › Jet d'attaque, Coups critiques, Table : modificateurs). */
import type { AttackProcedure } from '../common/attack';
import { AC_DEFENCES, twoWeaponRows } from '../common/attack-parts';
import { SRC } from './record-helpers';

const l = (fr: string, en: string) => ({ fr, en });

/**
 * DRS › Combat › Coups critiques: a natural 20 always hits and a natural 1 always misses; a hit in
 * the threat range asks for a confirmation roll with the same modifiers; a confirmed critical
 * rolls the damage several times (extra dice such as sneak attack are not multiplied).
 */
export const DND35_ATTACK: AttackProcedure = {
  system: 'dnd35',
  defences: AC_DEFENCES,
  thac0: false,
  naturalTwentyHits: true,
  naturalOneMisses: true,
  critical: { kind: 'confirm' },
  criticalDamage: 'roll-again',
  situational: [
    {
      id: 'flanking',
      name: l('Prise en tenaille', 'Flanking'),
      attack: 2,
      range: 'melee',
      source: SRC.attackTable,
    },
    {
      id: 'charge',
      name: l('Charge', 'Charging'),
      attack: 2,
      range: 'melee',
      source: `${SRC.special} › Charge`,
    },
    {
      id: 'higher-ground',
      name: l('Position surélevée', 'Higher ground'),
      attack: 1,
      range: 'melee',
      source: SRC.attackTable,
    },
    {
      id: 'attacker-prone',
      name: l('Attaquant à terre', 'Attacker prone'),
      attack: -4,
      range: 'melee',
      condition: { who: 'attacker', id: 'prone' },
      source: SRC.attackTable,
    },
    {
      id: 'attacker-invisible',
      name: l('Attaquant invisible', 'Attacker invisible'),
      attack: 2,
      condition: { who: 'attacker', id: 'invisible' },
      source: SRC.attackTable,
    },
    {
      id: 'attacker-squeezing',
      name: l('Attaquant se serre', 'Attacker squeezing'),
      attack: -4,
      condition: { who: 'attacker', id: 'squeezing' },
      source: SRC.attackTable,
    },
    {
      id: 'target-prone-melee',
      name: l('Cible à terre (corps à corps)', 'Prone target (melee)'),
      defence: -4,
      range: 'melee',
      condition: { who: 'target', id: 'prone' },
      source: SRC.acTable,
    },
    {
      id: 'target-prone-ranged',
      name: l('Cible à terre (distance)', 'Prone target (ranged)'),
      defence: 4,
      range: 'ranged',
      condition: { who: 'target', id: 'prone' },
      source: SRC.acTable,
    },
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
    {
      id: 'target-blinded',
      name: l('Cible aveuglée', 'Blinded target'),
      defence: -2,
      condition: { who: 'target', id: 'blinded' },
      source: SRC.acTable,
    },
    { id: 'cover', name: l('Cible à couvert', 'Target behind cover'), defence: 4, source: SRC.cover },
    {
      id: 'range-increments',
      name: l('Facteurs de portée au-delà du premier', 'Range increments beyond the first'),
      attack: -2,
      range: 'ranged',
      perStep: true,
      source: 'DRS › Combat › Jet d’attaque › Attaque à distance',
    },
    ...twoWeaponRows(`${SRC.special} › Combat à deux armes`),
  ],
  source: 'DRS › Combat › Jet d’attaque ; Coups critiques',
};
