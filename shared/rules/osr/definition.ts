/** The OSR (B/X-style) system as data: initiative, actions, health, conditions, tables, summaries. */
import type { SystemDefinition } from '../types';
import { OSR_CONDITIONS } from './conditions';
import { OSR_NEGATIVE_HP_DEATH } from './health';
import { OSR_PHASES, OSR_VARIANTS } from './phases';
import { GROUP_TURNS_SOURCE, groupTurns } from '../common/group-turns';
import { OSR_SRC, l } from './records';
import { OSR_SUMMARIES } from './summaries';
import { OSR_ATTACK_TABLES } from './tables-attack';
import { OSR_COMBAT_TABLES } from './tables-combat';
import { OSR_NATURALS } from './naturals';

/** The complete OSR definition. No combat manoeuvres. */
export const OSR_DEFINITION: SystemDefinition = {
  id: 'osr',
  name: l('Old-school (B/X)', 'Old-school (B/X)'),
  sourceText: 'osr-bx-combat.fr.txt',
  initiative: {
    mode: 'group',
    die: 'd6',
    tieBreak: ['simultaneous', 'reroll'],
    tieBreakText: l(
      'Égalité : les deux camps agissent en même temps, ou on relance (règles B/X ouvertes ; le texte ne dit rien).',
      'Tie: both sides act at once, or roll again (open B/X rules; the text is silent).',
    ),
    surprise: l(
      '1d6 par camp, surpris sur 1–2 (règles ouvertes) : un surpris n’agit pas et perd DEX et bouclier à la CA.',
      '1d6 per side, surprised on 1–2 (open rules): a surprised combatant cannot act and loses DEX and shield to AC.',
    ),
    flatFootedUntilFirstAction: false,
    delay: l(
      'Pas de retardement : chaque camp joue en bloc à son tour.',
      'No delaying: each side acts as a block on its turn.',
    ),
    ready: l(
      'Pas d’action préparée : les intentions sont annoncées au début du round.',
      'No readied actions: intentions are declared at the start of the round.',
    ),
    newCountHolds: false,
    // The side rolls (B/X): a group acts in its side's phase, or as one turn.
    groupTurns: groupTurns(['individual', 'one-turn'], 'individual', GROUP_TURNS_SOURCE, {
      name: l('Par camp', 'By side'),
      summary: l(
        'Le camp lance l’initiative ; chaque membre du groupe joue son tour dans la phase du camp.',
        'The side rolls initiative; each member of the group takes its turn in the side’s phase.',
      ),
    }),
    rerollEachRound: true,
    phases: OSR_PHASES,
    variants: OSR_VARIANTS,
    source: `${OSR_SRC.sequence} ; ${OSR_SRC.variants} ; ${OSR_SRC.openTies}`,
  },
  actions: {
    types: [
      {
        id: 'move',
        name: l('Mouvement', 'Movement'),
        summary: l(
          'Mouvement de combat (permet une attaque) ou d’exploration (rien d’autre).',
          'Combat movement (an attack is still allowed) or exploration movement (nothing else).',
        ),
      },
      {
        id: 'attack',
        name: l('Attaque', 'Attack'),
        summary: l(
          'Une attaque par round, au contact (≤ 1,5 m) ou à distance (> 1,5 m).',
          'One attack a round, melee (≤ 1.5 m) or missile (> 1.5 m).',
        ),
      },
      {
        id: 'cast-spell',
        name: l('Sort', 'Spell'),
        summary: l(
          'Annoncé à l’étape 1, sans se déplacer ; perdu si le lanceur est blessé avant.',
          'Declared at step 1, without moving; lost if the caster is hurt first.',
        ),
      },
      {
        id: 'fighting-withdrawal',
        name: l('Repli', 'Fighting withdrawal'),
        summary: l(
          'Au contact, reculer de la moitié du mouvement au plus ; on peut attaquer.',
          'When engaged, back off half the move or less; may attack.',
        ),
      },
      {
        id: 'retreat',
        name: l('Retraite', 'Retreat'),
        summary: l(
          'Au contact, reculer de plus de la moitié ; pas d’attaque, ennemis à +2.',
          'When engaged, back off more than half; no attack, foes at +2.',
        ),
      },
    ],
    perTurn: l(
      'Par round : un mouvement de combat et une attaque, ou un sort (sans bouger), ou un repli (attaque permise) ou une retraite (sans attaque). Une seule attaque sauf capacité de classe ou magie.',
      'Each round: a combat move and an attack, or a spell (no moving), or a withdrawal (attack allowed) or a retreat (no attack). One attack unless a class ability or magic says otherwise.',
    ),
    source: `${OSR_SRC.movement} ; ${OSR_SRC.attacks} ; ${OSR_SRC.example}`,
  },
  health: {
    thresholds: [
      { state: 'ok', when: l('PV > 0', 'HP > 0') },
      { state: 'dead', when: l('PV ≤ 0 (règle par défaut)', 'HP ≤ 0 (default rule)') },
      { state: 'unconscious', when: l('Option PV négatifs : PV = 0', 'Negative-HP option: HP = 0') },
      { state: 'dying', when: l('Option PV négatifs : de −1 à −9', 'Negative-HP option: −1 to −9') },
      {
        state: 'dead',
        when: l(
          `Option PV négatifs : ${OSR_NEGATIVE_HP_DEATH} ou moins`,
          `Negative-HP option: ${OSR_NEGATIVE_HP_DEATH} or fewer`,
        ),
      },
    ],
    dyingLossPerRound: 1,
    notes: [
      l(
        'Perte de 1 PV par round : avec l’option PV négatifs seulement (OSRIC).',
        'Loss of 1 HP a round: with the negative-HP option only (OSRIC).',
      ),
      l('Dommages : 1 au minimum après modificateurs.', 'Damage: at least 1 after modifiers.'),
      l(
        'Repos long : 1d3 PV, rien s’il est interrompu ; variante 1d4 PV par niveau.',
        'Long rest: 1d3 HP, none if interrupted; variant 1d4 HP per level.',
      ),
    ],
    source: `${OSR_SRC.damage} ; ${OSR_SRC.healing} ; ${OSR_SRC.openNegativeHp}`,
  },
  conditions: OSR_CONDITIONS,
  maneuvers: [],
  tables: [...OSR_COMBAT_TABLES, ...OSR_ATTACK_TABLES],
  summaries: OSR_SUMMARIES,
  d20Naturals: OSR_NATURALS,
};
