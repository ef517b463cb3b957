/**
 * « Corps-à-corps », a second test-only game system: the smallest one WITH manoeuvres, to show that
 * a sixth system with a grapple is one folder (issue 25). Not one of SYSTEM_IDS; tests register it
 * (`registerGrappleFixture`). Its rules are made up for the tests, in our own words: individual
 * initiative (d20 + modifier), down at 0 HP, and two manoeuvres — grapple and trip — each one d20 +
 * BAB + Str modifier against 10 + BAB + Str and Dex modifiers of the target.
 */
import type { Localized, SystemDefinition, SystemId } from '../types';

const l = (fr: string, en: string): Localized => ({ fr, en });

/** The fixture's id. Not in the SystemId union: a real system adds its id there and to SYSTEM_IDS. */
export const GRAPPLE_FIXTURE_ID = 'corps-a-corps' as SystemId;

/** Where each record comes from (a made-up rules text, for tests only). */
export const GRAPPLE_FIXTURE_SOURCE = 'Corps-à-corps (système de test) › Manœuvres';

/** The fixture's rules as data. */
export const GRAPPLE_FIXTURE_DEFINITION: SystemDefinition = {
  id: GRAPPLE_FIXTURE_ID,
  name: l('Corps-à-corps (test)', 'Close quarters (test)'),
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
    source: GRAPPLE_FIXTURE_SOURCE,
  },
  actions: {
    types: [
      { id: 'action', name: l('Action', 'Action'), summary: l('Une action par tour.', 'One action a turn.') },
    ],
    perTurn: l('Une action.', 'One action.'),
    source: GRAPPLE_FIXTURE_SOURCE,
  },
  health: {
    thresholds: [
      { state: 'ok', when: l('PV > 0 : se bat', 'HP > 0: fights') },
      { state: 'dead', when: l('PV ≤ 0 : hors combat', 'HP ≤ 0: out of the fight') },
    ],
    notes: [],
    source: GRAPPLE_FIXTURE_SOURCE,
  },
  conditions: [
    {
      id: 'grappled',
      name: l('Agrippé', 'Grappled'),
      summary: l('−2 à l’attaque tant que la prise tient.', '−2 to attack while the hold lasts.'),
      modifiers: [{ target: 'attack', value: -2 }],
      flags: [],
      source: GRAPPLE_FIXTURE_SOURCE,
    },
    {
      id: 'prone',
      name: l('À terre', 'Prone'),
      summary: l('−4 à la défense.', '−4 to defence.'),
      modifiers: [{ target: 'ac', value: -4 }],
      flags: [],
      source: GRAPPLE_FIXTURE_SOURCE,
    },
  ],
  maneuvers: [
    {
      id: 'grapple',
      name: l('Lutte', 'Grapple'),
      summary: l('Réussite : les deux sont agrippés.', 'Success: both are grappled.'),
      action: 'action',
      prerequisites: [],
      source: GRAPPLE_FIXTURE_SOURCE,
    },
    {
      id: 'trip',
      name: l('Croc-en-jambe', 'Trip'),
      summary: l('Réussite : la cible tombe à terre.', 'Success: the target falls prone.'),
      action: 'action',
      prerequisites: [],
      source: GRAPPLE_FIXTURE_SOURCE,
    },
  ],
  tables: [],
  summaries: [],
};
