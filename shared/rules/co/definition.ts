/** Chroniques Oubliées as data: initiative, actions, health, conditions, tables, summaries. */
import { GROUP_TURNS_SOURCE, groupTurns } from '../common/group-turns';
import type { SystemDefinition } from '../types';
import { CO_CONDITIONS } from './conditions';
import { CO_SRC, l } from './records';
import { CO_SUMMARIES } from './summaries';
import { CO_TABLES } from './tables';
import { CO_NATURALS } from './naturals';

/** The complete CO definition. CO has no combat manoeuvres. */
export const CO_DEFINITION: SystemDefinition = {
  id: 'co',
  name: l('Chroniques Oubliées', 'Chroniques Oubliées'),
  sourceText: 'chroniques-oubliees-regles.fr.txt',
  initiative: {
    mode: 'fixed-score',
    tieBreak: ['pc-first', 'gm-decides'],
    tieBreakText: l(
      'Égalité entre un PJ et un ennemi : le PJ agit d’abord. Entre deux PJ : le MJ choisit (à défaut, Paravent départage par un tirage fait une fois).',
      'A tie between a PC and an enemy: the PC acts first. Between two PCs: the GM picks (failing that, Paravent uses a tie-break drawn once).',
    ),
    surprise: l(
      'Test de SAG opposé à la DEX des assaillants ; perdu : surpris, aucune action et DEF −5 au premier tour.',
      'WIS test against the ambushers’ DEX; lost: surprised, no action and −5 DEF in the first turn.',
    ),
    flatFootedUntilFirstAction: false,
    delay: l(
      'Baisser volontairement son INIT pour agir plus tard dans le tour ; à 0, l’action est perdue.',
      'Lower one’s INIT on purpose to act later in the turn; at 0 the action is lost.',
    ),
    ready: l(
      'Pas d’action préparée dans ces règles : baisser son INIT en tient lieu.',
      'No readied action in these rules: lowering one’s INIT does the job.',
    ),
    newCountHolds: false,
    // Fixed INIT scores: no roll to share; identical copies have the same score anyway.
    groupTurns: groupTurns(['individual', 'one-turn'], 'individual', GROUP_TURNS_SOURCE),
    lowerToActLater: true,
    rerollEachRound: false,
    source: `${CO_SRC.turn} ; ${CO_SRC.openInitiative}`,
  },
  actions: {
    types: [
      {
        id: 'move',
        name: l('Action de mouvement', 'Move action'),
        summary: l(
          'Se déplacer d’environ 20 m, se relever, ramasser ou dégainer une arme, boire une potion.',
          'Move about 20 m, stand up, pick up or draw a weapon, drink a potion.',
        ),
      },
      {
        id: 'attack',
        name: l('Action d’attaque', 'Attack action'),
        summary: l('Une attaque normale, au contact ou à distance.', 'One normal attack, melee or ranged.'),
      },
      {
        id: 'limited',
        name: l('Action limitée (L)', 'Limited action (L)'),
        summary: l(
          'Utiliser une capacité limitée, comme lancer un sort : occupe tout le tour.',
          'Use a limited ability such as a spell: takes the whole turn.',
        ),
      },
      {
        id: 'free',
        name: l('Action gratuite', 'Free action'),
        summary: l(
          'Geste rapide en plus du reste : crier, lâcher un objet.',
          'A quick gesture on top of the rest: shout, drop an item.',
        ),
      },
    ],
    perTurn: l(
      '1 action limitée, OU 1 mouvement + 1 attaque, OU 2 mouvements ; plus les actions gratuites.',
      '1 limited action, OR 1 move + 1 attack, OR 2 moves; plus free actions.',
    ),
    source: `${CO_SRC.turn} ; ${CO_SRC.actions}`,
  },
  health: {
    thresholds: [
      { state: 'ok', when: l('PV > 0 : combat normalement', 'HP > 0: fights normally') },
      {
        state: 'unconscious',
        when: l(
          'PV ≤ 0 : hors de combat, inconscient (règles ouvertes)',
          'HP ≤ 0: out of the fight, unconscious (open rules)',
        ),
      },
    ],
    notes: [
      l(
        'Le MJ décompte les PV des adversaires, les joueurs ceux de leurs personnages.',
        'The GM tracks the foes’ HP, the players their own.',
      ),
      l('Herbes médicinales : 1d8 PV, quelques minutes.', 'Healing herbs: 1d8 HP, a few minutes.'),
      l(
        'Un adversaire sans importance à 0 PV peut être tenu pour mort (choix du MJ).',
        'A nameless foe at 0 HP may be counted dead (GM’s call).',
      ),
    ],
    source: `${CO_SRC.damage} ; ${CO_SRC.openHealth}`,
  },
  conditions: CO_CONDITIONS,
  maneuvers: [],
  tables: CO_TABLES,
  summaries: CO_SUMMARIES,
  d20Naturals: CO_NATURALS,
};
