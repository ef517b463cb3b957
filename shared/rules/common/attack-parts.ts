/**
 * Pieces the d20 systems' attack procedures share (3.5, PF1): the three AC defences, the critical
 * rule, the two-weapon rows read from each system's table, written once and cited per system.
 */
import type { AttackDefence, AttackProcedure, SituationalModifier } from './attack';
import { fromCell, type TableRow } from './modifier-rows';

const l = (fr: string, en: string) => ({ fr, en });

/** CA, contact, dépourvu (3.5 and PF1). */
const AC_DEFENCES: AttackDefence[] = [
  { field: 'ac', name: l('CA', 'AC'), when: l('Attaque normale', 'Normal attack') },
  {
    field: 'touchAc',
    name: l('CA de contact', 'Touch AC'),
    when: l(
      'Attaque de contact : sans armure, bouclier ni armure naturelle',
      'Touch attack: no armour, shield or natural armour',
    ),
  },
  {
    field: 'flatFootedAc',
    name: l('CA pris au dépourvu', 'Flat-footed AC'),
    when: l('Cible prise au dépourvu : sans son bonus de Dex', 'Flat-footed target: without its Dex bonus'),
  },
];

/** The four rows of the 3.5 and PF1 two-weapon table: [label, primary hand, off hand]. */
export interface TwoWeaponTableRows {
  normal: TableRow;
  lightOffHand: TableRow;
  feat: TableRow;
  lightAndFeat: TableRow;
}

/**
 * Two-weapon fighting penalties (3.5 and PF1 print the same table), read from the system's table:
 * one row at a time, for the hand that attacks.
 */
export function twoWeaponRows(rows: TwoWeaponTableRows, source: string): SituationalModifier[] {
  const row = (id: string, fr: string, en: string, from: TableRow, column: number): SituationalModifier =>
    fromCell(from, column, {
      id: `two-weapon-${id}`,
      name: l(`Deux armes : ${fr}`, `Two weapons: ${en}`),
      side: 'attack',
      group: 'two-weapon',
      source,
    });
  return [
    row('primary', 'main directrice', 'primary hand', rows.normal, 1),
    row('off', 'autre main', 'off hand', rows.normal, 2),
    row(
      'light-primary',
      'arme légère, main directrice',
      'light off-hand weapon, primary hand',
      rows.lightOffHand,
      1,
    ),
    row('light-off', 'arme légère, autre main', 'light off-hand weapon, off hand', rows.lightOffHand, 2),
    row('feat', 'don, chaque main', 'feat, either hand', rows.feat, 1),
    row(
      'light-feat',
      'arme légère et don, chaque main',
      'light weapon and feat, either hand',
      rows.lightAndFeat,
      1,
    ),
  ];
}

/**
 * The 3.5 and PF1 attack roll (the same rule, cited per system): against the three ACs, a natural
 * 20 hits and a natural 1 misses, a threat is confirmed by a second roll, the damage is rolled again.
 */
export const D20_CONFIRM_ATTACK: Omit<AttackProcedure, 'system' | 'situational' | 'source'> = {
  defences: AC_DEFENCES,
  thac0: false,
  naturalTwentyHits: true,
  naturalOneMisses: true,
  critical: { kind: 'confirm' },
  criticalDamage: 'roll-again',
};
