import { describe, expect, it } from 'vitest';
import type { QuickTable, TableCell } from '../types';
import { PF1_TABLES } from './tables';

const table = (id: string): QuickTable => {
  const found = PF1_TABLES.find((t) => t.id === id);
  if (!found) throw new Error(`table ${id} absente`);
  return found;
};
const text = (cell: TableCell | undefined): string => (typeof cell === 'object' ? cell.fr : String(cell));
/** The numbers of a row, in order: what a GM reads off the table. */
const numbers = (row: TableCell[]): number[] => row.filter((c): c is number => typeof c === 'number');

/** [table id, row label (fr, start), numbers in the row, source section]. */
const ROWS: [string, string, number[], string][] = [
  ['pf1-range-increments', '1', [1, 0], 'Attaque à distance'],
  ['pf1-range-increments', '2', [2, -2], 'Attaque à distance'],
  ['pf1-range-increments', '3', [3, -4], 'Attaque à distance'],
  ['pf1-range-increments', '4', [4, -6], 'Attaque à distance'],
  ['pf1-range-increments', '5', [5, -8], 'Attaque à distance'],
  ['pf1-range-increments', '6', [6, -10], 'Attaque à distance'],
  ['pf1-range-increments', '7', [7, -12], 'Attaque à distance'],
  ['pf1-range-increments', '8', [8, -14], 'Attaque à distance'],
  ['pf1-range-increments', '9', [9, -16], 'Attaque à distance'],
  ['pf1-range-increments', '10', [10, -18], 'Attaque à distance'],
  ['pf1-cover', 'Partiel', [2, 1], 'Abri'],
  ['pf1-cover', 'Normal', [4, 2], 'Abri'],
  ['pf1-cover', 'Important', [8, 4], 'Abri'],
  ['pf1-concealment', 'Normal', [20], 'Camouflage'],
  ['pf1-concealment', 'Total', [50], 'Camouflage'],
  ['pf1-size-maneuver-modifiers', 'Infime', [-8], 'Manœuvres offensives'],
  ['pf1-size-maneuver-modifiers', 'Minuscule', [-4], 'Manœuvres offensives'],
  ['pf1-size-maneuver-modifiers', 'Très petit', [-2], 'Manœuvres offensives'],
  ['pf1-size-maneuver-modifiers', 'Petit', [-1], 'Manœuvres offensives'],
  ['pf1-size-maneuver-modifiers', 'Moyen', [0], 'Manœuvres offensives'],
  ['pf1-size-maneuver-modifiers', 'Grand', [1], 'Manœuvres offensives'],
  ['pf1-size-maneuver-modifiers', 'Très grand', [2], 'Manœuvres offensives'],
  ['pf1-size-maneuver-modifiers', 'Gigantesque', [4], 'Manœuvres offensives'],
  ['pf1-size-maneuver-modifiers', 'Colossal', [8], 'Manœuvres offensives'],
  ['pf1-size-modifiers', 'Infime', [8, 8, 16], 'PRD › Size Modifiers'],
  ['pf1-size-modifiers', 'Minuscule', [4, 6, 12], 'PRD › Size Modifiers'],
  ['pf1-size-modifiers', 'Très petit', [2, 4, 8], 'PRD › Size Modifiers'],
  ['pf1-size-modifiers', 'Petit', [1, 2, 4], 'PRD › Size Modifiers'],
  ['pf1-size-modifiers', 'Moyen', [0, 0, 0], 'PRD › Size Modifiers'],
  ['pf1-size-modifiers', 'Grand', [-1, -2, -4], 'PRD › Size Modifiers'],
  ['pf1-size-modifiers', 'Très grand', [-2, -4, -8], 'PRD › Size Modifiers'],
  ['pf1-size-modifiers', 'Gigantesque', [-4, -6, -12], 'PRD › Size Modifiers'],
  ['pf1-size-modifiers', 'Colossal', [-8, -8, -16], 'PRD › Size Modifiers'],
  ['pf1-strength-damage', 'Arme légère', [1, 1], 'Dégâts'],
  ['pf1-strength-damage', 'Arme à une main', [1, 1.5], 'Dégâts'],
  ['pf1-strength-damage', 'Arme à deux mains', [1.5], 'Dégâts'],
  ['pf1-strength-damage', 'Arme dans la main non directrice', [0.5], 'Dégâts'],
  ['pf1-natural-attacks', 'Une seule', [1.5, 0], 'Attaques naturelles'],
  ['pf1-natural-attacks', 'Plusieurs', [1, 0], 'Attaques naturelles'],
  ['pf1-natural-attacks', 'Attaques secondaires', [0.5, -5], 'Attaques naturelles'],
  ['pf1-two-weapon-fighting', 'Malus normaux', [-6, -10], 'Combat à deux armes'],
  ['pf1-two-weapon-fighting', 'Arme légère dans', [-4, -8], 'Combat à deux armes'],
  ['pf1-two-weapon-fighting', 'Don Combat', [-4, -4], 'Combat à deux armes'],
  ['pf1-two-weapon-fighting', 'Arme légère et don', [-2, -2], 'Combat à deux armes'],
  ['pf1-weapon-size', '-2', [-2, -4], 'Utiliser une arme d’une autre taille'],
  ['pf1-weapon-size', '-1', [-1, -2], 'Utiliser une arme d’une autre taille'],
  ['pf1-weapon-size', '0', [0, 0], 'Utiliser une arme d’une autre taille'],
  ['pf1-weapon-size', '1', [1, -2], 'Utiliser une arme d’une autre taille'],
  ['pf1-weapon-size', '2', [2, -4], 'Utiliser une arme d’une autre taille'],
  ['pf1-feint', 'Humanoïde', [0], 'Feinte'],
  ['pf1-feint', 'Non humanoïde', [-4], 'Feinte'],
  ['pf1-feint', 'Intelligence animale', [-8], 'Feinte'],
  ['pf1-steal-dc', 'Glissé', [0], 'Subtilisation'],
  ['pf1-steal-dc', 'Bien attaché', [5], 'Subtilisation'],
  ['pf1-armor-sizes', 'TP', [0.5, 0.1, 1, 0.1], 'Armures de tailles différentes'],
  ['pf1-armor-sizes', 'P', [1, 0.5, 2, 0.5], 'Armures de tailles différentes'],
  ['pf1-armor-sizes', 'M', [1, 1, 2, 1], 'Armures de tailles différentes'],
  ['pf1-armor-sizes', 'G', [2, 2, 4, 2], 'Armures de tailles différentes'],
  ['pf1-armor-sizes', 'TG', [4, 5, 8, 5], 'Armures de tailles différentes'],
  ['pf1-armor-sizes', 'Gig', [8, 8, 16, 8], 'Armures de tailles différentes'],
  ['pf1-armor-sizes', 'C', [16, 12, 32, 12], 'Armures de tailles différentes'],
  ['pf1-sleeping-in-armor', 'Légère', [0], 'Dormir en armure'],
  ['pf1-sleeping-in-armor', 'Intermédiaire', [-2], 'Dormir en armure'],
  ['pf1-broken-gear', 'Arme brisée', [-2, -2], 'Utiliser une arme brisée'],
  ['pf1-broken-gear', 'Arme improvisée', [-4, 0], 'Utiliser une arme improvisée'],
  ['pf1-broken-gear', 'Arme de corps à corps lancée', [-4, 0], 'Lancer une arme de corps à corps'],
  ['pf1-broken-gear', 'Arme sans formation', [-4, 0], 'Utiliser une arme sans formation'],
  ['pf1-broken-gear', 'Armure brisée', [0, 0], 'Porter une armure brisée'],
  ['pf1-broken-gear', 'Armure sans formation', [0], 'Porter une armure sans formation'],
  ['pf1-mounted-ranged', 'Aucun', [0], 'Combat monté'],
  ['pf1-mounted-ranged', 'Mouvement × 2', [-4], 'Combat monté'],
  ['pf1-mounted-ranged', 'Mouvement × 4', [-8], 'Combat monté'],
  ['pf1-ride-checks', 'Diriger avec les genoux', [5], 'Combat monté'],
  ['pf1-ride-checks', 'Faire attaquer', [10], 'Combat monté'],
  ['pf1-ride-checks', 'Amortir la chute', [15], 'Combat monté'],
  ['pf1-ride-checks', 'Contrôler une monture', [20], 'Combat monté'],
  ['pf1-attack-modifiers', 'Prise en tenaille', [2], 'Prise en tenaille'],
  ['pf1-attack-modifiers', 'Charge', [2], 'Charge'],
  ['pf1-attack-modifiers', 'Sur une position surélevée', [1], 'Combat monté'],
  ['pf1-attack-modifiers', 'Aider quelqu’un', [2], 'Aider quelqu’un'],
  ['pf1-attack-modifiers', 'Invisible', [2, 2], 'PRD › Invisible'],
  ['pf1-attack-modifiers', 'Cible étourdie', [4], 'Manœuvres offensives'],
  ['pf1-attack-modifiers', 'Ébloui', [-1, -1], 'PRD › Dazzled'],
  ['pf1-attack-modifiers', 'Agrippé', [-2, -2], 'Lutte'],
  ['pf1-attack-modifiers', 'Enchevêtré', [-2, -2], 'PRD › Entangled'],
  ['pf1-attack-modifiers', 'Secoué', [-2, -2], 'PRD › Shaken'],
  ['pf1-attack-modifiers', 'Arme brisée', [-2, -2], 'Utiliser une arme brisée'],
  ['pf1-attack-modifiers', 'Arme d’une autre taille', [-2, -2], 'Utiliser une arme d’une autre taille'],
  ['pf1-attack-modifiers', 'À terre', [-4], 'PRD › Prone'],
  ['pf1-attack-modifiers', 'Combat sur la défensive', [-4, -4], 'Défenses'],
  ['pf1-attack-modifiers', 'Dégâts non létaux', [-4, -4], 'Dégâts létaux et non-létaux'],
  ['pf1-attack-modifiers', 'Arme sans formation', [-4, -4], 'Utiliser une arme sans formation'],
  ['pf1-attack-modifiers', 'Arme de corps à corps lancée', [-4], 'Lancer une arme de corps à corps'],
  ['pf1-attack-modifiers', 'Désarmement sans arme', [-4], 'Désarmement'],
  ['pf1-attack-modifiers', 'Attaque naturelle secondaire', [-5], 'Attaques naturelles'],
  [
    'pf1-attack-modifiers',
    'Se faufile dans un espace étroit',
    [-4, -4],
    'PRD › Table: Attack Roll Modifiers',
  ],
  ['pf1-attack-modifiers', 'Tir ou jet dans une mêlée', [-4], 'Shooting or Throwing into a Melee'],
  ['pf1-ac-modifiers', 'Abri', [4, 4], 'Abri'],
  ['pf1-ac-modifiers', 'Aidé par un allié', [2, 2], 'Aider quelqu’un'],
  ['pf1-ac-modifiers', 'Combat sur la défensive', [2, 2], 'Défenses'],
  ['pf1-ac-modifiers', 'Combat sur la défensive, 3', [3, 3], 'Défenses'],
  ['pf1-ac-modifiers', 'Défense totale', [4, 4], 'Défenses'],
  ['pf1-ac-modifiers', 'Défense totale, 3', [6, 6], 'Défenses'],
  ['pf1-ac-modifiers', 'A chargé', [-2, -2], 'Charge'],
  ['pf1-ac-modifiers', 'Aveuglé', [-2, -2], 'PRD › Blinded'],
  ['pf1-ac-modifiers', 'Étourdi', [-2, -2], 'PRD › Stunned'],
  ['pf1-ac-modifiers', 'Recroquevillé', [-2, -2], 'PRD › Cowering'],
  ['pf1-ac-modifiers', 'Immobilisé', [-4, -4], 'Lutte › Immobiliser'],
  ['pf1-ac-modifiers', 'À terre', [-4, 4], 'PRD › Prone'],
  ['pf1-ac-modifiers', 'Sans défense', [-4, 0], 'Cible sans défense'],
  ['pf1-ac-modifiers', 'À genoux ou assis', [-2, 2], 'PRD › Table: Armor Class Modifiers'],
  ['pf1-ac-modifiers', 'Se faufile dans un espace étroit', [-4, -4], 'PRD › Table: Armor Class Modifiers'],
  ['pf1-ac-modifiers', 'Enchevêtré', [0, 0], 'PRD › Table: Armor Class Modifiers'],
  ['pf1-ac-modifiers', 'En lutte', [0, 0], 'PRD › Table: Armor Class Modifiers'],
];

describe('tables de référence pf1 : chaque ligne chiffrée', () => {
  it.each(ROWS)('%s › « %s » : %j (source : %s)', (id, label, expected) => {
    const all = table(id).rows;
    const exact = all.filter((r) => text(r[0]) === label);
    const rows = exact.length > 0 ? exact : all.filter((r) => text(r[0]).startsWith(label));
    expect(rows).toHaveLength(1);
    expect(numbers(rows[0] ?? [])).toEqual(expected);
  });

  it.each(PF1_TABLES.map((t) => [t.id, t] as const))('%s : forme, mots-clés et source', (id, t) => {
    expect(id.startsWith('pf1-')).toBe(true);
    expect(t.system).toBe('pf1');
    expect(t.rows.length).toBeGreaterThan(0);
    t.rows.forEach((r) => expect(r).toHaveLength(t.columns.length));
    expect(t.keywords?.length).toBeGreaterThan(0);
    expect(t.source).toMatch(/Aide de jeu PF1|PRD/);
  });

  it('les identifiants sont uniques', () => {
    expect(new Set(PF1_TABLES.map((t) => t.id)).size).toBe(PF1_TABLES.length);
  });

  it('toute ligne chiffrée d’une table a son cas de test ci-dessus (sauf la table des actions, sans nombre)', () => {
    const tested = new Set(ROWS.map(([id]) => id));
    PF1_TABLES.filter((t) => t.rows.some((r) => numbers(r).length > 0)).forEach((t) => {
      expect(tested.has(t.id) ? t.id : `non testée : ${t.id}`).toBe(t.id);
      const rowsWithNumbers = t.rows.filter((r) => numbers(r).length > 0).length;
      expect(ROWS.filter(([id]) => id === t.id).length).toBeGreaterThanOrEqual(rowsWithNumbers);
    });
  });

  it('recherche : « abri », « AdO », « DMD » et « à terre » trouvent une table par ses mots-clés', () => {
    for (const word of ['abri', 'AdO', 'DMD', 'à terre', 'cover', 'flanking']) {
      expect(PF1_TABLES.some((t) => t.keywords?.some((k) => k.toLowerCase() === word.toLowerCase()))).toBe(
        true,
      );
    }
  });
});
