/** Chroniques Oubliées weapons and armour, every row of the text's tables (CO › Règles du jeu). */
import type { Localized } from '../types';
import { l } from './records';

/** A weapon of the text. */
export interface CoWeapon {
  id: string;
  name: Localized;
  /** Damage dice, e.g. '1d8'. */
  damage: string;
  /** Melee weapons add the STR modifier to damage; ranged weapons add nothing. */
  addsStr: boolean;
  /** Lowest natural d20 that is a critical (20, the rapier 19). */
  critFrom: number;
  /** Range in metres (ranged weapons only). */
  rangeMeters?: number;
  twoHanded?: boolean;
}

/** CO › Table : armes de contact — damage die + Mod. de FOR. */
export const CO_MELEE_WEAPONS: CoWeapon[] = [
  { id: 'staff', name: l('Bâton', 'Staff'), damage: '1d4', addsStr: true, critFrom: 20 },
  { id: 'shod-staff', name: l('Bâton ferré', 'Iron-shod staff'), damage: '1d6', addsStr: true, critFrom: 20 },
  {
    id: 'dagger-melee',
    name: l('Dague (au contact)', 'Dagger (melee)'),
    damage: '1d4',
    addsStr: true,
    critFrom: 20,
  },
  { id: 'unarmed', name: l('Main nue', 'Unarmed'), damage: '1d4', addsStr: true, critFrom: 20 },
  {
    id: 'bastard-sword-one-hand',
    name: l('Épée bâtarde (à une main)', 'Bastard sword (one hand)'),
    damage: '1d8',
    addsStr: true,
    critFrom: 20,
  },
  {
    id: 'bastard-sword-two-hands',
    name: l('Épée bâtarde (à deux mains)', 'Bastard sword (two hands)'),
    damage: '1d12',
    addsStr: true,
    critFrom: 20,
    twoHanded: true,
  },
  { id: 'long-sword', name: l('Épée longue', 'Long sword'), damage: '1d8', addsStr: true, critFrom: 20 },
  {
    id: 'two-handed-sword-or-axe',
    name: l('Épée ou hache à deux mains', 'Two-handed sword or axe'),
    damage: '2d6',
    addsStr: true,
    critFrom: 20,
    twoHanded: true,
  },
  {
    id: 'spear-one-hand',
    name: l('Lance (à une main)', 'Spear (one hand)'),
    damage: '1d6',
    addsStr: true,
    critFrom: 20,
  },
  {
    id: 'spear-two-hands',
    name: l('Lance (à deux mains)', 'Spear (two hands)'),
    damage: '1d8',
    addsStr: true,
    critFrom: 20,
    twoHanded: true,
  },
  {
    id: 'warhammer-or-mace',
    name: l('Marteau de guerre ou masse', 'Warhammer or mace'),
    damage: '1d6',
    addsStr: true,
    critFrom: 20,
  },
  { id: 'rapier', name: l('Rapière', 'Rapier'), damage: '1d6', addsStr: true, critFrom: 19 },
];

/** CO › Table : armes à distance — no modifier to damage. */
export const CO_RANGED_WEAPONS: CoWeapon[] = [
  {
    id: 'crossbow',
    name: l('Arbalète', 'Crossbow'),
    damage: '2d4',
    addsStr: false,
    critFrom: 20,
    rangeMeters: 30,
  },
  {
    id: 'short-bow',
    name: l('Arc court', 'Short bow'),
    damage: '1d6',
    addsStr: false,
    critFrom: 20,
    rangeMeters: 30,
  },
  {
    id: 'dagger-thrown',
    name: l('Dague (lancée)', 'Dagger (thrown)'),
    damage: '1d4',
    addsStr: false,
    critFrom: 20,
    rangeMeters: 5,
  },
  {
    id: 'hatchet',
    name: l('Hachette', 'Hatchet'),
    damage: '1d6',
    addsStr: false,
    critFrom: 20,
    rangeMeters: 5,
  },
  {
    id: 'spear-thrown',
    name: l('Lance (lancée)', 'Spear (thrown)'),
    damage: '1d8',
    addsStr: false,
    critFrom: 20,
    rangeMeters: 10,
  },
];

/** An armour or a shield and its bonus to DEF. */
export interface CoArmor {
  id: string;
  name: Localized;
  kind: 'armor' | 'shield';
  defBonus: number;
}

/** CO › Table : armures et boucliers — bonus to DEF. */
export const CO_ARMORS: CoArmor[] = [
  { id: 'leather', name: l('Armure de cuir', 'Leather armour'), kind: 'armor', defBonus: 2 },
  {
    id: 'studded-leather',
    name: l('Armure de cuir renforcé', 'Reinforced leather'),
    kind: 'armor',
    defBonus: 3,
  },
  { id: 'chain-shirt', name: l('Chemise de mailles', 'Chain shirt'), kind: 'armor', defBonus: 4 },
  { id: 'chain-mail', name: l('Cotte de mailles', 'Chain mail'), kind: 'armor', defBonus: 5 },
  { id: 'small-shield', name: l('Petit bouclier', 'Small shield'), kind: 'shield', defBonus: 1 },
  { id: 'large-shield', name: l('Grand bouclier', 'Large shield'), kind: 'shield', defBonus: 2 },
];
