/** Pathfinder 1 attack procedure (Aide de jeu PF1 › Attaques, Modificateurs, Combat à deux armes). */
import type { AttackProcedure } from '../common/attack';
import { AC_DEFENCES, twoWeaponRows } from '../common/attack-parts';
import { SRC } from './helpers';

const l = (fr: string, en: string) => ({ fr, en });
const ATTACK_TABLE = 'Aide de jeu PF1 › Modificateurs aux jets d’attaque';
const AC_TABLE = 'Aide de jeu PF1 › Modificateurs à la CA';

/**
 * PRD › Combat › Critical Hits: natural 20 hits, natural 1 misses; a hit in the threat range is
 * confirmed by a second attack roll with the same bonuses; the damage is rolled once per multiplier.
 */
export const PF1_ATTACK: AttackProcedure = {
  system: 'pf1',
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
      source: SRC.flanking,
    },
    { id: 'charge', name: l('Charge', 'Charging'), attack: 2, range: 'melee', source: SRC.charge },
    {
      id: 'higher-ground',
      name: l('Position surélevée', 'Higher ground'),
      attack: 1,
      range: 'melee',
      source: ATTACK_TABLE,
    },
    {
      id: 'attacker-prone',
      name: l('Attaquant à terre', 'Attacker prone'),
      attack: -4,
      range: 'melee',
      condition: { who: 'attacker', id: 'prone' },
      source: ATTACK_TABLE,
    },
    {
      id: 'attacker-invisible',
      name: l('Attaquant invisible', 'Attacker invisible'),
      attack: 2,
      condition: { who: 'attacker', id: 'invisible' },
      source: ATTACK_TABLE,
    },
    {
      id: 'target-prone-melee',
      name: l('Cible à terre (corps à corps)', 'Prone target (melee)'),
      defence: -4,
      range: 'melee',
      condition: { who: 'target', id: 'prone' },
      source: AC_TABLE,
    },
    {
      id: 'target-prone-ranged',
      name: l('Cible à terre (distance)', 'Prone target (ranged)'),
      defence: 4,
      range: 'ranged',
      condition: { who: 'target', id: 'prone' },
      source: AC_TABLE,
    },
    {
      id: 'target-blinded',
      name: l('Cible aveuglée', 'Blinded target'),
      defence: -2,
      condition: { who: 'target', id: 'blinded' },
      source: AC_TABLE,
    },
    { id: 'cover', name: l('Cible à couvert', 'Target behind cover'), defence: 4, source: SRC.cover },
    {
      id: 'range-increments',
      name: l('Facteurs de portée au-delà du premier', 'Range increments beyond the first'),
      attack: -2,
      range: 'ranged',
      perStep: true,
      source: SRC.ranged,
    },
    ...twoWeaponRows(SRC.twoWeapon),
  ],
  source: 'Aide de jeu PF1 › Attaques ; PRD › Combat › Critical Hits',
};
