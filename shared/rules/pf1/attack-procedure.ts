/** Pathfinder 1 attack procedure (Aide de jeu PF1 › Attaques, Modificateurs, Combat à deux armes). */
import type { AttackProcedure, SituationalModifier } from '../common/attack';
import { D20_CONFIRM_ATTACK, twoWeaponRows } from '../common/attack-parts';
import { fromCell, fromMeleeRanged } from '../common/modifier-rows';
import { SRC } from './helpers';
import { PF1_ATTACK_ROWS, PF1_RANGE_ROWS, PF1_TWO_WEAPON_ROWS } from './tables-attack';
import { PF1_AC_ROWS } from './tables-defense';

const l = (fr: string, en: string) => ({ fr, en });

/** Columns of the attack and AC tables: [situation, melee, ranged]. */
const MELEE_RANGED = { melee: 1, ranged: 2 };
const ATTACK_TABLE = 'Aide de jeu PF1 › Modificateurs aux jets d’attaque';
const AC_TABLE = 'Aide de jeu PF1 › Modificateurs à la CA';

/** Situational modifiers, in the dialog's order: the attacker's, then the target's. */
const SITUATIONAL: SituationalModifier[] = [
  ...fromMeleeRanged(PF1_ATTACK_ROWS.flanking, MELEE_RANGED, {
    id: 'flanking',
    name: l('Prise en tenaille', 'Flanking'),
    side: 'attack',
    source: SRC.flanking,
  }),
  ...fromMeleeRanged(PF1_ATTACK_ROWS.charge, MELEE_RANGED, {
    id: 'charge',
    name: l('Charge', 'Charging'),
    side: 'attack',
    source: SRC.charge,
  }),
  ...fromMeleeRanged(PF1_ATTACK_ROWS.higherGround, MELEE_RANGED, {
    id: 'higher-ground',
    name: l('Position surélevée', 'Higher ground'),
    side: 'attack',
    source: ATTACK_TABLE,
  }),
  ...fromMeleeRanged(PF1_ATTACK_ROWS.prone, MELEE_RANGED, {
    id: 'attacker-prone',
    name: l('Attaquant à terre', 'Attacker prone'),
    side: 'attack',
    condition: { who: 'attacker', id: 'prone' },
    source: ATTACK_TABLE,
  }),
  ...fromMeleeRanged(PF1_ATTACK_ROWS.invisible, MELEE_RANGED, {
    id: 'attacker-invisible',
    name: l('Attaquant invisible (la cible perd sa Dex)', 'Attacker invisible (target loses Dex)'),
    side: 'attack',
    condition: { who: 'attacker', id: 'invisible' },
    targetLosesDex: true,
    source: `${ATTACK_TABLE} ; ${SRC.prdConditions} › Invisible`,
  }),
  ...fromMeleeRanged(PF1_ATTACK_ROWS.squeezing, MELEE_RANGED, {
    id: 'attacker-squeezing',
    name: l('Attaquant dans un espace étroit', 'Attacker squeezing'),
    side: 'attack',
    source: ATTACK_TABLE,
  }),
  ...fromMeleeRanged(PF1_ATTACK_ROWS.defensive, MELEE_RANGED, {
    id: 'attacker-fighting-defensively',
    name: l('Attaquant sur la défensive', 'Attacker fighting defensively'),
    side: 'attack',
    source: ATTACK_TABLE,
  }),
  ...fromMeleeRanged(PF1_ATTACK_ROWS.shootingIntoMelee, MELEE_RANGED, {
    id: 'shooting-into-melee',
    name: l('Tir dans une mêlée', 'Shooting into melee'),
    side: 'attack',
    source: `${SRC.prdCombat} › Shooting or Throwing into a Melee`,
  }),
  ...fromMeleeRanged(PF1_AC_ROWS.prone, MELEE_RANGED, {
    id: 'target-prone',
    name: l('Cible à terre', 'Prone target'),
    side: 'defence',
    condition: { who: 'target', id: 'prone' },
    source: AC_TABLE,
  }),
  ...fromMeleeRanged(PF1_AC_ROWS.kneeling, MELEE_RANGED, {
    id: 'target-kneeling',
    name: l('Cible à genoux ou assise', 'Kneeling or sitting target'),
    side: 'defence',
    source: AC_TABLE,
  }),
  ...fromMeleeRanged(PF1_AC_ROWS.squeezing, MELEE_RANGED, {
    id: 'target-squeezing',
    name: l('Cible dans un espace étroit', 'Target squeezing'),
    side: 'defence',
    source: AC_TABLE,
  }),
  ...fromMeleeRanged(PF1_AC_ROWS.charged, MELEE_RANGED, {
    id: 'target-charged',
    name: l('Cible qui a chargé', 'Target charged'),
    side: 'defence',
    source: `${AC_TABLE} ; ${SRC.charge}`,
  }),
  ...fromMeleeRanged(PF1_AC_ROWS.defensive, MELEE_RANGED, {
    id: 'target-fighting-defensively',
    name: l('Cible sur la défensive', 'Target fighting defensively'),
    side: 'defence',
    group: 'target-defending',
    source: `${AC_TABLE} ; ${SRC.defenses}`,
  }),
  ...fromMeleeRanged(PF1_AC_ROWS.totalDefense, MELEE_RANGED, {
    id: 'target-total-defense',
    name: l('Cible en défense totale', 'Target in total defence'),
    side: 'defence',
    group: 'target-defending',
    source: `${AC_TABLE} ; ${SRC.defenses}`,
  }),
  ...fromMeleeRanged(PF1_AC_ROWS.blinded, MELEE_RANGED, {
    id: 'target-blinded',
    name: l('Cible aveuglée', 'Blinded target'),
    side: 'defence',
    condition: { who: 'target', id: 'blinded' },
    source: AC_TABLE,
  }),
  ...fromMeleeRanged(PF1_AC_ROWS.cover, MELEE_RANGED, {
    id: 'cover',
    name: l('Cible à couvert', 'Target behind cover'),
    side: 'defence',
    source: SRC.cover,
  }),
  // The second range increment's penalty is the penalty per increment beyond the first.
  fromCell(PF1_RANGE_ROWS.two, 1, {
    id: 'range-increments',
    name: l('Facteurs de portée au-delà du premier', 'Range increments beyond the first'),
    side: 'attack',
    range: 'ranged',
    perStep: true,
    source: SRC.ranged,
  }),
];

/**
 * PRD › Combat › Critical Hits: natural 20 hits, natural 1 misses; a hit in the threat range is
 * confirmed by a second attack roll with the same bonuses; the damage is rolled once per multiplier.
 * The situational modifiers are read from the quick-reference tables' rows (tables-attack.ts,
 * tables-defense.ts).
 */
export const PF1_ATTACK: AttackProcedure = {
  system: 'pf1',
  ...D20_CONFIRM_ATTACK,
  situational: [...SITUATIONAL, ...twoWeaponRows(PF1_TWO_WEAPON_ROWS, SRC.twoWeapon)],
  source: 'Aide de jeu PF1 › Attaques ; PRD › Combat › Critical Hits',
};
