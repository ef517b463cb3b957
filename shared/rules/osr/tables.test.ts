import { describe, expect, it } from 'vitest';
import type { QuickTable, TableCell } from '../types';
import { OSR_ATTACK_TABLES, OSR_GRID_ACS, OSR_GRID_THAC0S } from './tables-attack';
import { OSR_COMBAT_TABLES } from './tables-combat';

const ALL: QuickTable[] = [...OSR_COMBAT_TABLES, ...OSR_ATTACK_TABLES];
const table = (id: string) => {
  const t = ALL.find((x) => x.id === id);
  if (!t) throw new Error(`missing table ${id}`);
  return t;
};
const fr = (cell: TableCell) => (typeof cell === 'object' ? cell.fr : String(cell));
const rowStarting = (id: string, label: string) => table(id).rows.find((r) => fr(r[0]).startsWith(label));

describe('osr-combat-sequence — OSR › Séquence de combat', () => {
  it('lists the 9 steps in order: intentions, initiative, moral, mouvements, distance, sorts, mêlée, camp suivant, nouveau round', () => {
    expect(table('osr-combat-sequence').rows.map((r) => fr(r[1]))).toEqual([
      'Intentions',
      'Initiative',
      'Moral',
      'Mouvements',
      'Attaques à distance',
      'Sorts',
      'Mêlée',
      'Camp suivant',
      'Nouveau round',
    ]);
  });
});

describe('osr-fatigue — OSR › Modificateurs situationnels', () => {
  it.each([
    ['Fatigué', -1],
    ['Fourbu', -2],
    ['Exténué', -4],
  ])('%s: %i à l’attaque et aux dommages', (label, value) => {
    expect(rowStarting('osr-fatigue', label)?.[1]).toBe(value);
  });
});

describe('osr-attack-modifiers — OSR › Modificateurs situationnels, Couverture, Portée', () => {
  it.each([
    ['Attaque par-derrière', 2],
    ['Contre un fuyard', 2],
    ['Aveuglé, dans le noir', -4],
    ['Portée courte', 1],
    ['Portée moyenne', 0],
    ['Portée longue', -1],
    ['Cible étourdie', 4],
    ['Tir depuis une monture volante', -4],
    ['Objet lâché', 4],
  ])('%s: %i', (label, value) => {
    expect(rowStarting('osr-attack-modifiers', label)?.[1]).toBe(value);
  });

  it('partial cover is −1 to −4 at the GM’s call', () => {
    expect(fr(rowStarting('osr-attack-modifiers', 'Couverture partielle')?.[1] ?? '')).toBe('−1 à −4');
  });
});

describe('osr-morale — OSR › Moral', () => {
  it.each([
    [2, '—'],
    [7, '58 %'],
    [12, '—'],
  ])('moral %i → %s', (morale, chance) => {
    const row = table('osr-morale').rows.find((r) => r[0] === morale);
    expect(row?.[2]).toBe(chance);
  });

  it('covers every score from 2 to 12', () => {
    expect(table('osr-morale').rows.map((r) => r[0])).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('osr-damage — OSR › Jet de dommages, Armes spéciales, Combat sans arme', () => {
  it.each([
    ['Sans arme', '1d2 + FOR'],
    ['Eau bénite', '1d8'],
    ['Flasque d’huile', '1d8'],
    ['Objet lâché', '2d6'],
    ['Minimum', 1],
  ])('%s: %s', (label, value) => {
    expect(rowStarting('osr-damage', label)?.[1]).toBe(value);
  });
});

describe('osr-thac0-grid — méthode du TAC0', () => {
  it.each([
    [19, 6, 13, 'Exemple de combat : voleur contre orque CA 6'],
    [20, 8, 12, 'Exemple de combat : orque contre magicienne CA 8'],
    [20, 5, 15, 'Exemple de combat : orques contre guerrier CA 5'],
    [19, -3, 20, '22 ramené à 20'],
    [5, 9, 2, '−4 ramené à 2'],
  ])('TAC0 %i, CA %i → %i (%s)', (thac0, ac, needed) => {
    const t = table('osr-thac0-grid');
    const row = t.rows[OSR_GRID_THAC0S.indexOf(thac0)];
    expect(row[0]).toBe(thac0);
    expect(row[1 + OSR_GRID_ACS.indexOf(ac)]).toBe(needed);
  });
});

describe('OSR tables', () => {
  it('ids are osr-prefixed and unique; rows match the columns; every table names its source', () => {
    expect(new Set(ALL.map((t) => t.id)).size).toBe(ALL.length);
    for (const t of ALL) {
      expect(t.id).toMatch(/^osr-/);
      expect(t.system).toBe('osr');
      expect(t.source.length).toBeGreaterThan(0);
      for (const row of t.rows) expect(row).toHaveLength(t.columns.length);
    }
  });

  it('the ascending-AC conversion is marked as open rules', () => {
    expect(table('osr-ascending-ac').origin).toBe('open-rules');
  });

  it.each(['TAC0', 'THAC0', 'moral', 'fatigue', 'couverture', 'cover', 'CA', 'AC'])(
    'a search for “%s” finds a table',
    (word) => {
      expect(ALL.some((t) => t.keywords?.includes(word))).toBe(true);
    },
  );
});
