/** Starfinder attack procedure (SF › Attaquer, Les coups critiques, Charger, Portée et malus). */
import type { AttackProcedure, SituationalModifier } from '../common/attack';
import { fromCell, fromMeleeRanged } from '../common/modifier-rows';
import { SF1_SRC } from './records';
import { SF1_AC_ROWS, SF1_ATTACK_ROWS, SF1_COVER_ROWS } from './tables-defense';

const l = (fr: string, en: string) => ({ fr, en });
const COVER = 'SF › Abris (table des abris)';
const CONDITIONS = 'SF › États (règles ouvertes)';
/** Columns of the attack and AC tables: [situation, melee, ranged]; the cover table: [cover, AC, …]. */
const MELEE_RANGED = { melee: 1, ranged: 2 };
const COVER_AC = 1;

/** Situational modifiers, read from the quick-reference tables' rows (tables-defense.ts). */
const SITUATIONAL: SituationalModifier[] = [
  // Flanking makes the target flat-footed (SF › États: −2 AC), against melee.
  fromCell(SF1_AC_ROWS.flatFooted, MELEE_RANGED.melee, {
    id: 'flanking',
    name: l('Prise en tenaille (cible prise au dépourvu)', 'Flanking (target flat-footed)'),
    side: 'defence',
    range: 'melee',
    condition: { who: 'target', id: 'flat-footed' },
    source: CONDITIONS,
  }),
  ...fromMeleeRanged(SF1_ATTACK_ROWS.charge, MELEE_RANGED, {
    id: 'charge',
    name: l('Charge', 'Charging'),
    side: 'attack',
    source: SF1_SRC.charge,
  }),
  ...fromMeleeRanged(SF1_ATTACK_ROWS.prone, MELEE_RANGED, {
    id: 'attacker-prone',
    name: l('Attaquant à terre', 'Attacker prone'),
    side: 'attack',
    condition: { who: 'attacker', id: 'prone' },
    source: CONDITIONS,
  }),
  ...fromMeleeRanged(SF1_ATTACK_ROWS.defensive, MELEE_RANGED, {
    id: 'attacker-fighting-defensively',
    name: l('Attaquant sur la défensive', 'Attacker fighting defensively'),
    side: 'attack',
    source: SF1_SRC.defensive,
  }),
  ...fromMeleeRanged(SF1_AC_ROWS.prone, MELEE_RANGED, {
    id: 'target-prone',
    name: l('Cible à terre', 'Prone target'),
    side: 'defence',
    condition: { who: 'target', id: 'prone' },
    source: CONDITIONS,
  }),
  ...fromMeleeRanged(SF1_AC_ROWS.charged, MELEE_RANGED, {
    id: 'target-charged',
    name: l('Cible qui a chargé', 'Target charged'),
    side: 'defence',
    source: SF1_SRC.charge,
  }),
  ...fromMeleeRanged(SF1_AC_ROWS.defensive, MELEE_RANGED, {
    id: 'target-fighting-defensively',
    name: l('Cible sur la défensive', 'Target fighting defensively'),
    side: 'defence',
    group: 'target-defending',
    source: SF1_SRC.defensive,
  }),
  ...fromMeleeRanged(SF1_AC_ROWS.totalDefense, MELEE_RANGED, {
    id: 'target-total-defense',
    name: l('Cible en défense totale', 'Target in total defence'),
    side: 'defence',
    group: 'target-defending',
    source: SF1_SRC.totalDefense,
  }),
  fromCell(SF1_COVER_ROWS.partial, COVER_AC, {
    id: 'partial-cover',
    name: l('Abri partiel', 'Partial cover'),
    side: 'defence',
    group: 'cover',
    source: COVER,
  }),
  fromCell(SF1_COVER_ROWS.cover, COVER_AC, {
    id: 'cover',
    name: l('Abri', 'Cover'),
    side: 'defence',
    group: 'cover',
    source: COVER,
  }),
  fromCell(SF1_COVER_ROWS.improved, COVER_AC, {
    id: 'improved-cover',
    name: l('Abri amélioré', 'Improved cover'),
    side: 'defence',
    group: 'cover',
    source: COVER,
  }),
  fromCell(SF1_ATTACK_ROWS.rangeIncrement, MELEE_RANGED.ranged, {
    id: 'range-increments',
    name: l('Facteurs de portée au-delà du premier', 'Range increments beyond the first'),
    side: 'attack',
    range: 'ranged',
    perStep: true,
    source: SF1_SRC.ranged,
  }),
];

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
  situational: SITUATIONAL,
  source: `${SF1_SRC.attack} ; ${SF1_SRC.critical}`,
};
