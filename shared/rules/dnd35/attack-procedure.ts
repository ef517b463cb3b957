/** D&D 3.5 attack procedure (DRS › Combat › Jet d'attaque, Coups critiques, Table : modificateurs). */
import type { AttackProcedure, SituationalModifier } from '../common/attack';
import { D20_CONFIRM_ATTACK, twoWeaponRows } from '../common/attack-parts';
import { fromCell, fromMeleeRanged } from '../common/modifier-rows';
import { SRC } from './record-helpers';
import { DND35_AC_ROWS, DND35_ATTACK_ROWS, DND35_OTHER_ROWS, DND35_TWO_WEAPON_ROWS } from './tables-combat';

const l = (fr: string, en: string) => ({ fr, en });

/** Columns of the attack and AC tables: [label, melee, ranged, …]; the other modifiers: [label, attack, AC]. */
const MELEE_RANGED = { melee: 1, ranged: 2 };
const ATTACK = 1;
const AC = 2;

/** Situational modifiers, in the dialog's order: the attacker's, then the target's. */
const SITUATIONAL: SituationalModifier[] = [
  ...fromMeleeRanged(DND35_ATTACK_ROWS.flanking, MELEE_RANGED, {
    id: 'flanking',
    name: l('Prise en tenaille', 'Flanking'),
    side: 'attack',
    source: SRC.attackTable,
  }),
  fromCell(DND35_OTHER_ROWS.charge, ATTACK, {
    id: 'charge',
    name: l('Charge', 'Charging'),
    side: 'attack',
    range: 'melee',
    condition: { who: 'attacker', id: 'charging' },
    source: `${SRC.special} › Charge`,
  }),
  ...fromMeleeRanged(DND35_ATTACK_ROWS.higherGround, MELEE_RANGED, {
    id: 'higher-ground',
    name: l('Position surélevée', 'Higher ground'),
    side: 'attack',
    source: SRC.attackTable,
  }),
  ...fromMeleeRanged(DND35_ATTACK_ROWS.prone, MELEE_RANGED, {
    id: 'attacker-prone',
    name: l('Attaquant à terre', 'Attacker prone'),
    side: 'attack',
    condition: { who: 'attacker', id: 'prone' },
    source: SRC.attackTable,
  }),
  ...fromMeleeRanged(DND35_ATTACK_ROWS.invisible, MELEE_RANGED, {
    id: 'attacker-invisible',
    name: l('Attaquant invisible (la cible perd sa Dex)', 'Attacker invisible (target loses Dex)'),
    side: 'attack',
    condition: { who: 'attacker', id: 'invisible' },
    targetLosesDex: true,
    source: SRC.attackTable,
  }),
  ...fromMeleeRanged(DND35_ATTACK_ROWS.squeezing, MELEE_RANGED, {
    id: 'attacker-squeezing',
    name: l('Attaquant se serre', 'Attacker squeezing'),
    side: 'attack',
    condition: { who: 'attacker', id: 'squeezing' },
    source: SRC.attackTable,
  }),
  fromCell(DND35_OTHER_ROWS.defensive, ATTACK, {
    id: 'attacker-fighting-defensively',
    name: l('Attaquant sur la défensive', 'Attacker fighting defensively'),
    side: 'attack',
    condition: { who: 'attacker', id: 'fighting-defensively' },
    source: `${SRC.actions} › L’attaque › Combattre sur la défensive`,
  }),
  fromCell(DND35_OTHER_ROWS.shootingIntoMelee, ATTACK, {
    id: 'shooting-into-melee',
    name: l('Tir dans une mêlée', 'Shooting into melee'),
    side: 'attack',
    range: 'ranged',
    source: `${SRC.actions} › L’attaque › Tir dans le tas`,
  }),
  ...fromMeleeRanged(DND35_AC_ROWS.prone, MELEE_RANGED, {
    id: 'target-prone',
    name: l('Cible à terre', 'Prone target'),
    side: 'defence',
    condition: { who: 'target', id: 'prone' },
    source: SRC.acTable,
  }),
  ...fromMeleeRanged(DND35_AC_ROWS.kneeling, MELEE_RANGED, {
    id: 'target-kneeling',
    name: l('Cible assise ou agenouillée', 'Kneeling target'),
    side: 'defence',
    condition: { who: 'target', id: 'kneeling' },
    source: SRC.acTable,
  }),
  ...fromMeleeRanged(DND35_AC_ROWS.squeezing, MELEE_RANGED, {
    id: 'target-squeezing',
    name: l('Cible qui se serre', 'Target squeezing'),
    side: 'defence',
    condition: { who: 'target', id: 'squeezing' },
    source: SRC.acTable,
  }),
  fromCell(DND35_OTHER_ROWS.charge, AC, {
    id: 'target-charged',
    name: l('Cible qui a chargé', 'Target charged'),
    side: 'defence',
    condition: { who: 'target', id: 'charging' },
    source: `${SRC.special} › Charge`,
  }),
  fromCell(DND35_OTHER_ROWS.defensive, AC, {
    id: 'target-fighting-defensively',
    name: l('Cible sur la défensive', 'Target fighting defensively'),
    side: 'defence',
    group: 'target-defending',
    condition: { who: 'target', id: 'fighting-defensively' },
    source: `${SRC.actions} › L’attaque › Combattre sur la défensive`,
  }),
  fromCell(DND35_OTHER_ROWS.totalDefense, AC, {
    id: 'target-total-defense',
    name: l('Cible en défense totale', 'Target in total defence'),
    side: 'defence',
    group: 'target-defending',
    condition: { who: 'target', id: 'total-defense' },
    source: `${SRC.actions} › Défense totale`,
  }),
  ...fromMeleeRanged(DND35_AC_ROWS.blinded, MELEE_RANGED, {
    id: 'target-blinded',
    name: l('Cible aveuglée', 'Blinded target'),
    side: 'defence',
    condition: { who: 'target', id: 'blinded' },
    source: SRC.acTable,
  }),
  ...fromMeleeRanged(DND35_AC_ROWS.cover, MELEE_RANGED, {
    id: 'cover',
    name: l('Cible à couvert', 'Target behind cover'),
    side: 'defence',
    source: SRC.cover,
  }),
  {
    id: 'range-increments',
    name: l('Facteurs de portée au-delà du premier', 'Range increments beyond the first'),
    attack: -2,
    range: 'ranged',
    perStep: true,
    source: 'DRS › Combat › Jet d’attaque › Attaque à distance',
  },
];

/**
 * DRS › Combat › Coups critiques: a natural 20 always hits and a natural 1 always misses; a hit in
 * the threat range asks for a confirmation roll with the same modifiers; a confirmed critical
 * rolls the damage several times (extra dice such as sneak attack are not multiplied). The
 * situational modifiers are read from the quick-reference tables' rows (tables-combat.ts).
 */
export const DND35_ATTACK: AttackProcedure = {
  system: 'dnd35',
  ...D20_CONFIRM_ATTACK,
  situational: [
    ...SITUATIONAL,
    ...twoWeaponRows(DND35_TWO_WEAPON_ROWS, `${SRC.special} › Combat à deux armes`),
  ],
  source: 'DRS › Combat › Jet d’attaque ; Coups critiques',
};
