import { describe, expect, it } from 'vitest';
import type { Localized, QuickTable, TableCell } from '../types';
import { SF1_TABLES } from './tables';

const table = (id: string): QuickTable => {
  const t = SF1_TABLES.find((x) => x.id === id);
  if (!t) throw new Error(`table ${id} absente`);
  return t;
};
const text = (c: TableCell): string => (typeof c === 'object' ? c.fr : String(c));
/** The row whose first cell (French) contains `label`. */
const row = (id: string, label: string): TableCell[] => {
  const r = table(id).rows.find((x) => text(x[0]).includes(label));
  if (!r) throw new Error(`${id} : ligne « ${label} » absente`);
  return r;
};

describe('every table', () => {
  it.each(SF1_TABLES.map((t) => [t.id, t] as const))('%s is well formed and searchable', (id, t) => {
    expect(id.startsWith('sf1-')).toBe(true);
    expect(t.system).toBe('sf1');
    expect(t.source).not.toBe('');
    expect(t.rows.length).toBeGreaterThan(0);
    t.rows.forEach((r) => expect(r).toHaveLength(t.columns.length));
    expect(t.keywords?.length).toBeGreaterThan(3);
  });

  it('ids are unique', () => {
    const ids = SF1_TABLES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('action tables with their AoO column — SF › Les types d’actions, Effectuer une attaque d’opportunité', () => {
  const aoo = (id: string, label: string): string => (row(id, label)[1] as Localized).fr;

  it.each([
    ['sf1-standard-actions', 'Attaquer à distance', 'Oui'],
    ['sf1-standard-actions', 'Attaquer au corps à corps', 'Non'],
    ['sf1-standard-actions', 'Lancer un sort', 'Oui'],
    ['sf1-standard-actions', 'Utiliser un pouvoir spécial', 'Oui'],
    ['sf1-standard-actions', 'Défense totale', 'Non'],
    ['sf1-standard-actions', 'Feinter', 'Non'],
    ['sf1-move-actions', 'Déplacement prudent', 'Non'],
    ['sf1-move-actions', 'Se déplacer de sa vitesse', 'Oui, en quittant une case menacée'],
    ['sf1-move-actions', 'Recharger', 'Non'],
    ['sf1-move-actions', 'Se relever', 'Non'],
    ['sf1-swift-actions', 'Se mettre à terre', 'Non'],
    ['sf1-full-actions', 'Courir', 'Oui'],
    ['sf1-full-actions', 'Coup de grâce', 'Non'],
  ])('%s › %s → AdO %s', (id, label, expected) => {
    expect(aoo(id, label)).toBe(expected);
  });

  it('the text lists two swift and six full actions', () => {
    expect(table('sf1-swift-actions').rows).toHaveLength(2);
    expect(table('sf1-full-actions').rows).toHaveLength(6);
  });

  it('three AoO triggers', () => {
    expect(table('sf1-aoo-triggers').rows).toHaveLength(3);
  });
});

describe('numbers from the text', () => {
  it.each([
    ['Défense totale', '—', 4],
    ['Attaque à outrance', -4, '—'],
    ['Charge', -2, -2],
    ['Course', '—', -2],
  ])('sf1-attack-options › %s → attaque %s, CA %s', (label, attack, ac) => {
    const r = row('sf1-attack-options', label);
    expect([r[2], r[3]]).toEqual([attack, ac]);
  });

  it('fighting defensively: −4 attack, +2 AC, as a standard or a full action (SF › Combattre sur la défensive)', () => {
    const rows = table('sf1-attack-options').rows.filter((r) => text(r[0]).includes('défensive'));
    expect(rows.map((r) => [r[2], r[3]])).toEqual([
      [-4, 2],
      [-4, 2],
    ]);
  });

  it.each([
    ['Grenade', 'CA 5'],
    ['Tir de couverture', 'CA 15'],
    ['Tir de diversion', 'CA 15'],
    ['Manœuvre offensive', 'CAC + 8'],
    ['Lutte : immobiliser', 'CAC + 13'],
    ['Coup de grâce', 'Vigueur DD 10 + niveau ou FP'],
  ])('sf1-target-numbers › %s → %s', (label, against) => {
    expect(text(row('sf1-target-numbers', label)[1])).toBe(against);
  });

  it.each([
    [1, 0],
    [2, -2],
    [3, -4],
    [5, -8],
    [6, -10],
    [10, -18],
  ])('range increment %i → %i (SF › Portée et malus)', (increment, penalty) => {
    const r = table('sf1-range-penalties').rows.find((x) => x[0] === increment);
    expect(r?.[1]).toBe(penalty);
  });

  it('range stops at 10 increments; thrown weapons at 5', () => {
    const rows = table('sf1-range-penalties').rows;
    expect(rows).toHaveLength(10);
    expect(text(rows[4][2])).toBe('toutes armes');
    expect(text(rows[5][2])).toMatch(/pas les armes de jet/);
  });

  it('scatter d8: 1 is short, 2-8 go clockwise (SF › Échec d’une attaque avec une arme de jet)', () => {
    const rows = table('sf1-thrown-miss').rows;
    expect(rows.map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(text(rows[0][1])).toMatch(/Trop court/);
  });

  it('the seven manoeuvres, no overrun/drag/steal', () => {
    const names = table('sf1-combat-maneuvers').rows.map((r) => (r[0] as Localized).en);
    expect(names).toEqual(['Bull rush', 'Trip', 'Disarm', 'Sunder', 'Grapple', 'Reposition', 'Dirty trick']);
  });

  it.each([
    ['Déplacement prudent', '1,50 m'],
    ['Ramper', '1,50 m'],
    ['Charger', '2 × vitesse'],
    ['Se replier', '2 × vitesse'],
    ['Courir', '4 × vitesse'],
  ])('sf1-movement › %s → %s', (label, distance) => {
    expect(text(row('sf1-movement', label)[2])).toBe(distance);
  });
});

describe('open-rules tables — Core Rulebook › Combat Modifiers, Conditions, Injury and Death', () => {
  it.each([
    ['Abri partiel', 2, 1],
    ['Abri amélioré', 8, 4],
    ['Abri mou', 4, 0],
  ])('sf1-cover › %s → CA +%i, Réflexes +%i', (label, ac, reflex) => {
    const r = row('sf1-cover', label);
    expect([r[1], r[2]]).toEqual([ac, reflex]);
  });

  it('plain cover: +4 AC, +2 Reflex', () => {
    const r = table('sf1-cover').rows.find((x) => text(x[0]) === 'Abri');
    expect([r?.[1], r?.[2]]).toEqual([4, 2]);
  });

  it.each([
    ['Camouflage (', 20],
    ['Camouflage total', 50],
  ])('sf1-concealment › %s → %i %', (label, miss) => {
    expect(row('sf1-concealment', label)[1]).toBe(miss);
  });

  it.each([
    ['prend la cible en tenaille', 2, '—'],
    ['est à terre', -4, '—'],
    ['charge', -2, '—'],
    ['combat sur la défensive', -4, -4],
    ['tire au-delà', '—', -2],
    ['est ébloui', -1, -1],
    ['est fatigué', -1, -1],
    ['est secoué', -2, -2],
    ['est imprécis', -2, -2],
    ['est agrippé', -2, -2],
    ['manie une arme brisée', -2, -2],
    ['est épuisé', -3, -3],
    ['est immobilisé', -4, -4],
    ['manie une arme qu’il ne maîtrise pas', -4, -4],
    ['profite d’un tir de diversion', 2, 2],
  ])('sf1-attack-modifiers › %s → %s / %s', (label, melee, ranged) => {
    const r = row('sf1-attack-modifiers', label);
    expect([r[1], r[2]]).toEqual([melee, ranged]);
  });

  it.each([
    ['est pris au dépourvu', -2, -2],
    ['est à terre', -4, 4],
    ['est sans défense', -4, 0],
    ['est agrippé', -2, -2],
    ['est immobilisé', -6, -6],
    ['est fatigué', -1, -1],
    ['est épuisé', -3, -3],
    ['a chargé', -2, -2],
    ['combat sur la défensive', 2, 2],
    ['est en défense totale', 4, 4],
    ['profite d’un tir de couverture', 2, 2],
    ['porte une armure', -4, -4],
  ])('sf1-ac-modifiers › %s → %i / %i', (label, melee, ranged) => {
    const r = row('sf1-ac-modifiers', label);
    expect([r[1], r[2]]).toEqual([melee, ranged]);
  });

  it.each([
    ['1 à 7', 1],
    ['8 à 11', 2],
    ['12 ou plus', 3],
  ])('sf1-stabilize-cost › %s PP max → %i', (label, cost) => {
    expect(row('sf1-stabilize-cost', label)[1]).toBe(cost);
  });

  it('the conditions table lists every condition of the catalogue', () => {
    expect(table('sf1-conditions').rows.length).toBeGreaterThanOrEqual(35);
  });
});
