/**
 * Pieces the d20 systems' attack procedures share (3.5, PF1, SF): the three AC defences, the
 * critical rule and situational rows of 3.5 and PF1, the two-weapon rows, written once and cited per
 * system.
 */
import type { AttackDefence, AttackProcedure, SituationalModifier } from './attack';

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

/** Where each shared situational row of 3.5 and PF1 is printed, per system. */
export interface D20SituationalSources {
  flanking: string;
  charge: string;
  attackTable: string;
  acTable: string;
  cover: string;
  ranged: string;
}

/**
 * The situational modifiers 3.5 and PF1 print alike, in the dialog's order; `extra` rows a system
 * adds go after the attacker's rows (`attacker`) or after the target lying prone (`target`).
 */
export function d20SituationalRows(
  src: D20SituationalSources,
  extra: { attacker?: SituationalModifier[]; target?: SituationalModifier[] } = {},
): SituationalModifier[] {
  return [
    {
      id: 'flanking',
      name: l('Prise en tenaille', 'Flanking'),
      attack: 2,
      range: 'melee',
      source: src.flanking,
    },
    { id: 'charge', name: l('Charge', 'Charging'), attack: 2, range: 'melee', source: src.charge },
    {
      id: 'higher-ground',
      name: l('Position surélevée', 'Higher ground'),
      attack: 1,
      range: 'melee',
      source: src.attackTable,
    },
    {
      id: 'attacker-prone',
      name: l('Attaquant à terre', 'Attacker prone'),
      attack: -4,
      range: 'melee',
      condition: { who: 'attacker', id: 'prone' },
      source: src.attackTable,
    },
    {
      id: 'attacker-invisible',
      name: l('Attaquant invisible', 'Attacker invisible'),
      attack: 2,
      condition: { who: 'attacker', id: 'invisible' },
      source: src.attackTable,
    },
    ...(extra.attacker ?? []),
    {
      id: 'target-prone-melee',
      name: l('Cible à terre (corps à corps)', 'Prone target (melee)'),
      defence: -4,
      range: 'melee',
      condition: { who: 'target', id: 'prone' },
      source: src.acTable,
    },
    {
      id: 'target-prone-ranged',
      name: l('Cible à terre (distance)', 'Prone target (ranged)'),
      defence: 4,
      range: 'ranged',
      condition: { who: 'target', id: 'prone' },
      source: src.acTable,
    },
    ...(extra.target ?? []),
    {
      id: 'target-blinded',
      name: l('Cible aveuglée', 'Blinded target'),
      defence: -2,
      condition: { who: 'target', id: 'blinded' },
      source: src.acTable,
    },
    { id: 'cover', name: l('Cible à couvert', 'Target behind cover'), defence: 4, source: src.cover },
    {
      id: 'range-increments',
      name: l('Facteurs de portée au-delà du premier', 'Range increments beyond the first'),
      attack: -2,
      range: 'ranged',
      perStep: true,
      source: src.ranged,
    },
  ];
}
