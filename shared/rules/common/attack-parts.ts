/**
 * Pieces the d20 systems' attack procedures share (3.5, PF1, SF): the three AC defences and the
 * two-weapon rows, written once and cited per system.
 */
import type { AttackDefence, SituationalModifier } from './attack';

const l = (fr: string, en: string) => ({ fr, en });

/** CA, contact, dépourvu (3.5 and PF1). */
export const AC_DEFENCES: AttackDefence[] = [
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

/**
 * Two-weapon fighting penalties (3.5 and PF1 print the same table): one row at a time, for the
 * hand that attacks.
 */
export function twoWeaponRows(source: string): SituationalModifier[] {
  const row = (id: string, fr: string, en: string, attack: number): SituationalModifier => ({
    id: `two-weapon-${id}`,
    name: l(`Deux armes : ${fr}`, `Two weapons: ${en}`),
    attack,
    group: 'two-weapon',
    source,
  });
  return [
    row('primary', 'main directrice', 'primary hand', -6),
    row('off', 'autre main', 'off hand', -10),
    row('light-primary', 'arme légère, main directrice', 'light off-hand weapon, primary hand', -4),
    row('light-off', 'arme légère, autre main', 'light off-hand weapon, off hand', -8),
    row('feat', 'don, chaque main', 'feat, either hand', -4),
    row('light-feat', 'arme légère et don, chaque main', 'light weapon and feat, either hand', -2),
  ];
}
