/**
 * « Escarmouche », a test-only game system: the smallest module the engine and the screens accept.
 * It is not one of SYSTEM_IDS and no screen lists it; tests register it (register.ts). Its rules are
 * made up for the tests, in our own words: individual initiative (d20 + modifier, higher modifier
 * first on a tie), one health track (down and out at 0 HP), two conditions and one table.
 */
import type { Localized, SystemDefinition, SystemId } from '../types';

const l = (fr: string, en: string): Localized => ({ fr, en });

/** The fixture's id. Not in the SystemId union: a real system adds its id there and to SYSTEM_IDS. */
export const FIXTURE_ID = 'escarmouche' as SystemId;

/** Where each record of the fixture comes from (a made-up rules text, for tests only). */
const SRC = 'Escarmouche (système de test) › Combat';

/** The fixture's rules as data. */
export const FIXTURE_DEFINITION: SystemDefinition = {
  id: FIXTURE_ID,
  name: l('Escarmouche (test)', 'Skirmish (test)'),
  sourceText: 'none: a test-only system',
  initiative: {
    mode: 'individual',
    die: 'd20',
    tieBreak: ['higher-modifier', 'random'],
    tieBreakText: l(
      'Égalité : le plus haut modificateur agit d’abord.',
      'Tie: the higher modifier acts first.',
    ),
    surprise: l('Pas de surprise.', 'No surprise.'),
    flatFootedUntilFirstAction: false,
    delay: l('Pas d’attente.', 'No delay.'),
    ready: l('Pas d’action préparée.', 'No readied action.'),
    newCountHolds: true,
    source: SRC,
  },
  actions: {
    types: [
      { id: 'action', name: l('Action', 'Action'), summary: l('Une action par tour.', 'One action a turn.') },
    ],
    perTurn: l('Une action.', 'One action.'),
    source: SRC,
  },
  health: {
    thresholds: [
      { state: 'ok', when: l('PV > 0 : se bat', 'HP > 0: fights') },
      { state: 'dead', when: l('PV ≤ 0 : hors combat', 'HP ≤ 0: out of the fight') },
    ],
    notes: [],
    source: SRC,
  },
  conditions: [
    {
      id: 'dazed',
      name: l('Sonné', 'Dazed'),
      summary: l('−2 à la défense.', '−2 to defence.'),
      modifiers: [{ target: 'ac', value: -2 }],
      flags: [],
      source: SRC,
    },
    {
      id: 'inspired',
      name: l('Inspiré', 'Inspired'),
      summary: l('+1 à l’attaque.', '+1 to attack.'),
      modifiers: [{ target: 'attack', value: 1 }],
      flags: [],
      source: SRC,
    },
  ],
  maneuvers: [],
  tables: [
    {
      id: 'escarmouche-range',
      system: FIXTURE_ID,
      title: l('Portées', 'Ranges'),
      columns: [l('Portée', 'Range'), l('Modificateur', 'Modifier')],
      rows: [
        [l('Courte', 'Short'), 0],
        [l('Longue', 'Long'), -2],
      ],
      source: SRC,
    },
  ],
  summaries: [],
};
