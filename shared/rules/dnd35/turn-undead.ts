import type { QuickTable } from '../types';
import { RulesError, requireInteger } from '../errors';
import { l, SRC } from './record-helpers';

/** DRS › Tableau : renvoi des morts-vivants — [lowest check, highest check, offset to the cleric level]. */
const TURNING_BANDS: readonly (readonly [number, number, number])[] = [
  [-Infinity, 0, -4],
  [1, 3, -3],
  [4, 6, -2],
  [7, 9, -1],
  [10, 12, 0],
  [13, 15, 1],
  [16, 18, 2],
  [19, 21, 3],
  [22, Infinity, 4],
];

/**
 * The most powerful undead (in HD) a turning check affects: cleric level + the table offset
 * (DRS › Tableau : renvoi des morts-vivants). A paladin turns as a cleric of his level − 3.
 * RulesError for a non-integer check or a level below 1.
 */
export function turnUndeadMaxHitDice(check: number, clericLevel: number): number {
  requireInteger(check, 'Test de renvoi');
  requireInteger(clericLevel, 'Niveau de prêtre');
  if (clericLevel < 1)
    throw new RulesError('invalid-number', `Niveau de prêtre : au moins 1, reçu ${clericLevel}`, {
      clericLevel,
    });
  const band = TURNING_BANDS.find(([lo, hi]) => check >= lo && check <= hi);
  return clericLevel + (band ? band[2] : 0);
}

const bandLabel = (lo: number, hi: number): string =>
  lo === -Infinity ? '0 ou moins' : hi === Infinity ? `${lo} et plus` : `${lo}–${hi}`;

/** DRS › Tableau : renvoi des morts-vivants, as a quick-reference table. */
export const DND35_TURN_UNDEAD_TABLE: QuickTable = {
  id: 'dnd35-turn-undead',
  system: 'dnd35',
  title: l('Renvoi des morts-vivants', 'Turning undead'),
  columns: [
    l('Test de renvoi (1d20 + Cha)', 'Turning check (1d20 + Cha)'),
    l('DV maximaux affectés (niveau du prêtre +)', 'Most powerful undead affected (cleric level +)'),
  ],
  rows: TURNING_BANDS.map(([lo, hi, offset]) => [bandLabel(lo, hi), offset]),
  notes: [
    l(
      'Dégâts de renvoi : 2d6 + niveau de prêtre + mod. de Cha = total de DV affectés, les plus proches d’abord, dans 18 m.',
      'Turning damage: 2d6 + cleric level + Cha modifier = total HD affected, nearest first, within 18 m.',
    ),
    l(
      'Niveau du prêtre au moins double des DV du mort-vivant : détruit (mauvais : contrôlé).',
      'Cleric level at least twice the undead’s HD: destroyed (evil: commanded).',
    ),
    l(
      'Repoussé : fuit 10 rounds (acculé : recroquevillé, +2 pour l’attaquer) ; intimidé : recroquevillé 10 rounds.',
      'Turned: flees 10 rounds (cornered: cowers, +2 to hit it); rebuked: cowers 10 rounds.',
    ),
    l(
      'Action simple, sans AdO ; 3 + mod. de Cha fois par jour. Paladin : comme un prêtre de 3 niveaux de moins (dès le niveau 4).',
      'Standard action, no AoO; 3 + Cha modifier times a day. Paladin: as a cleric three levels lower (from level 4).',
    ),
  ],
  keywords: [
    'renvoi',
    'turn undead',
    'morts-vivants',
    'undead',
    'intimidation',
    'rebuke',
    'prêtre',
    'cleric',
    'DV',
    'HD',
    'paladin',
  ],
  source: `${SRC.turning} › Tableau : renvoi des morts-vivants`,
  origin: 'text',
};
