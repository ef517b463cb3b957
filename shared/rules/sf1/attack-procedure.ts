/** Starfinder attack procedure (SF › Attaquer, Les coups critiques, Charger, Portée et malus). */
import type { AttackProcedure } from '../common/attack';
import { SF1_SRC } from './records';

const l = (fr: string, en: string) => ({ fr, en });
const COVER = 'SF › Abris (table des abris)';
const CONDITIONS = 'SF › États (règles ouvertes)';

/**
 * SF › Les coups critiques: a natural 20 always hits; it is a critical hit when its total also
 * reaches the target's EAC or KAC — no threat range and no confirmation roll in Starfinder. The
 * damage is rolled twice with every bonus. A natural 1 always misses (SF › Attaquer).
 */
export const SF1_ATTACK: AttackProcedure = {
  system: 'sf1',
  defences: [
    {
      field: 'kac',
      name: l('CAC', 'KAC'),
      when: l('Armes cinétiques (lames, balles…)', 'Kinetic weapons (blades, bullets…)'),
    },
    {
      field: 'eac',
      name: l('CAE', 'EAC'),
      when: l('Armes à énergie et sorts (laser, feu…)', 'Energy weapons and spells (laser, fire…)'),
    },
  ],
  thac0: false,
  naturalTwentyHits: true,
  naturalOneMisses: true,
  critical: { kind: 'natural-20-if-total-hits', multiplier: 2 },
  criticalDamage: 'roll-again',
  situational: [
    {
      id: 'flanking',
      name: l('Prise en tenaille (cible prise au dépourvu)', 'Flanking (target flat-footed)'),
      defence: -2,
      range: 'melee',
      condition: { who: 'target', id: 'flat-footed' },
      source: CONDITIONS,
    },
    { id: 'charge', name: l('Charge', 'Charging'), attack: -2, range: 'melee', source: SF1_SRC.charge },
    {
      id: 'attacker-prone',
      name: l('Attaquant à terre', 'Attacker prone'),
      attack: -4,
      range: 'melee',
      condition: { who: 'attacker', id: 'prone' },
      source: CONDITIONS,
    },
    {
      id: 'target-prone-melee',
      name: l('Cible à terre (corps à corps)', 'Prone target (melee)'),
      defence: -4,
      range: 'melee',
      condition: { who: 'target', id: 'prone' },
      source: CONDITIONS,
    },
    {
      id: 'target-prone-ranged',
      name: l('Cible à terre (distance)', 'Prone target (ranged)'),
      defence: 4,
      range: 'ranged',
      condition: { who: 'target', id: 'prone' },
      source: CONDITIONS,
    },
    {
      id: 'partial-cover',
      name: l('Abri partiel', 'Partial cover'),
      defence: 2,
      group: 'cover',
      source: COVER,
    },
    { id: 'cover', name: l('Abri', 'Cover'), defence: 4, group: 'cover', source: COVER },
    {
      id: 'improved-cover',
      name: l('Abri amélioré', 'Improved cover'),
      defence: 8,
      group: 'cover',
      source: COVER,
    },
    {
      id: 'range-increments',
      name: l('Facteurs de portée au-delà du premier', 'Range increments beyond the first'),
      attack: -2,
      range: 'ranged',
      perStep: true,
      source: SF1_SRC.ranged,
    },
  ],
  source: `${SF1_SRC.attack} ; ${SF1_SRC.critical}`,
};
