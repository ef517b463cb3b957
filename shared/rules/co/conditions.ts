/**
 * Chroniques Oubliées conditions (états préjudiciables). The text gives « surpris » and « renversé »;
 * the others come from CO Fantasy's published open rules (co-drs.org) and are marked 'open-rules'.
 */
import type { ConditionDef } from '../types';
import { RulesError } from '../errors';
import { CO_SRC, l, mod } from './records';

/** The CO condition catalogue. */
export const CO_CONDITIONS: ConditionDef[] = [
  {
    id: 'surprised',
    name: l('Surpris', 'Surprised'),
    summary: l(
      'Pris en embuscade (test de SAG perdu contre la DEX des assaillants) : aucune action et DEF −5 pendant le premier tour.',
      'Ambushed (lost a WIS test against the ambushers’ DEX): no action and −5 DEF during the first turn.',
    ),
    modifiers: [mod('def', -5, l('premier tour du combat', 'first combat turn'))],
    flags: ['no-actions', 'unaware'],
    allowedActions: [],
    source: CO_SRC.surprise,
    origin: 'text',
  },
  {
    id: 'knocked-down',
    name: l('Renversé', 'Knocked down'),
    summary: l(
      'Au sol : DEF −5 et −5 à toutes ses attaques ; se relever prend une action de mouvement.',
      'On the ground: −5 DEF and −5 on every attack; standing up takes a move action.',
    ),
    modifiers: [mod('def', -5), mod('attack', -5)],
    flags: [],
    source: CO_SRC.knockedDown,
    origin: 'text',
  },
  {
    id: 'blinded',
    name: l('Aveuglé', 'Blinded'),
    summary: l(
      'Ne voit rien : −5 en initiative, en attaque au contact et en DEF ; −10 en attaque à distance.',
      'Cannot see: −5 to initiative, melee attacks and DEF; −10 to ranged attacks.',
    ),
    modifiers: [mod('initiative', -5), mod('melee-attack', -5), mod('def', -5), mod('ranged-attack', -10)],
    flags: [],
    source: CO_SRC.openConditions,
    origin: 'open-rules',
  },
  {
    id: 'stunned',
    name: l('Étourdi', 'Stunned'),
    summary: l('Sonné : aucune action possible et DEF −5.', 'Dazed: no action at all and −5 DEF.'),
    modifiers: [mod('def', -5)],
    flags: ['no-actions'],
    allowedActions: [],
    source: CO_SRC.openConditions,
    origin: 'open-rules',
  },
  {
    id: 'immobilized',
    name: l('Immobilisé', 'Immobilized'),
    summary: l(
      'Cloué sur place : aucun déplacement ; ses tests d’attaque se font au d12 au lieu du d20.',
      'Held in place: no movement; its attack tests use a d12 instead of the d20.',
    ),
    modifiers: [],
    flags: ['cannot-move'],
    allowedActions: ['attack', 'limited', 'free'],
    source: CO_SRC.openConditions,
    origin: 'open-rules',
  },
  {
    id: 'paralyzed',
    name: l('Paralysé', 'Paralyzed'),
    summary: l(
      'Figé : aucune action ; toute attaque contre lui touche d’office et compte comme une réussite critique (DM ×2).',
      'Frozen: no action; every attack against it hits and counts as a critical success (damage ×2).',
    ),
    modifiers: [],
    flags: ['no-actions', 'helpless', 'cannot-move'],
    allowedActions: [],
    source: CO_SRC.openConditions,
    origin: 'open-rules',
  },
  {
    id: 'slowed',
    name: l('Ralenti', 'Slowed'),
    summary: l(
      'Une seule action par tour : attaque ou mouvement, jamais d’action limitée.',
      'One action a turn: an attack or a move, never a limited action.',
    ),
    modifiers: [],
    flags: ['single-action-only'],
    allowedActions: ['move', 'attack', 'free'],
    source: CO_SRC.openConditions,
    origin: 'open-rules',
  },
  {
    id: 'weakened',
    name: l('Affaibli', 'Weakened'),
    summary: l(
      'Diminué : tous ses tests se font au d12 au lieu du d20.',
      'Sapped: every test uses a d12 instead of the d20.',
    ),
    modifiers: [],
    flags: [],
    source: CO_SRC.openConditions,
    origin: 'open-rules',
  },
  {
    id: 'unconscious',
    name: l('Hors de combat (inconscient)', 'Out of the fight (unconscious)'),
    summary: l(
      'À 0 PV : s’effondre, inconscient, et ne peut plus agir jusqu’à ce qu’on le soigne.',
      'At 0 HP: collapses unconscious and cannot act until healed.',
    ),
    modifiers: [],
    flags: ['no-actions', 'helpless', 'cannot-move', 'automatic-from-health'],
    allowedActions: [],
    source: CO_SRC.openHealth,
    origin: 'open-rules',
  },
];

const BY_ID = new Map(CO_CONDITIONS.map((c) => [c.id, c]));

/** A CO condition by id; RulesError for an unknown id. */
export function coCondition(id: string): ConditionDef {
  const found = BY_ID.get(id);
  if (!found) {
    throw new RulesError('unknown-condition', `État inconnu en CO : ${String(id)}`, { id });
  }
  return found;
}

/** Conditions whose tests use a d12 instead of the d20, and for which tests (open rules). */
const CO_D12_CONDITIONS: Record<string, 'all' | 'attack'> = { weakened: 'all', immobilized: 'attack' };

/**
 * The die a test is rolled with: 12 when a condition replaces the d20 (affaibli: every test;
 * immobilisé: attack tests), else 20. RulesError for an unknown condition id.
 */
export function coTestDie(conditions: readonly string[], kind: 'attack' | 'other'): 12 | 20 {
  let die: 12 | 20 = 20;
  for (const id of conditions) {
    coCondition(id);
    const scope = CO_D12_CONDITIONS[id];
    if (scope === 'all' || (scope === 'attack' && kind === 'attack')) die = 12;
  }
  return die;
}
