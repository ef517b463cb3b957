import { describe, expect, it } from 'vitest';
import type { Localized, QuickTable, TableCell } from '../types';
import { getSystem, RulesError } from '../index';
import { turnUndeadMaxHitDice } from './turn-undead';

const tables = getSystem('dnd35').tables;
const table = (id: string): QuickTable => {
  const found = tables.find((t) => t.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
};
const fr = (cell: TableCell): string =>
  typeof cell === 'object' ? (cell satisfies Localized).fr : String(cell);
const row = (id: string, label: string): TableCell[] => {
  const found = table(id).rows.find((r) => fr(r[0]) === label);
  if (!found) throw new Error(`no row ${label} in ${id}`);
  return found;
};

describe('dnd35 quick-reference tables', () => {
  it.each(tables.map((t) => [t.id, t] as const))('%s is well formed, searchable and sourced', (id, t) => {
    expect(id.startsWith('dnd35-')).toBe(true);
    expect(t.system).toBe('dnd35');
    expect(t.rows.length).toBeGreaterThan(0);
    for (const r of t.rows) expect(r).toHaveLength(t.columns.length);
    expect(t.keywords?.length).toBeGreaterThan(2);
    expect(t.source).toMatch(/DRS|SRD/);
  });

  it('has every table a GM needs', () => {
    const ids = tables.map((t) => t.id);
    for (const id of [
      'size-modifiers',
      'combat-actions',
      'tactical-speed',
      'space-reach',
      'attack-modifiers',
      'ac-modifiers',
      'two-weapon-fighting',
      'weapon-armor-hardness',
      'turn-undead',
      'cover',
      'concealment',
    ]) {
      expect(ids).toContain(`dnd35-${id}`);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  // DRS › Table : modificateurs de taille ; DRS › Lutte › Modificateur de taille spécial
  it.each([
    ['Colossal (C)', -8, 16],
    ['Gigantesque (Gig)', -4, 12],
    ['Très grand (TG)', -2, 8],
    ['Grand (G)', -1, 4],
    ['Moyen (M)', 0, 0],
    ['Petit (P)', 1, -4],
    ['Très petit (TP)', 2, -8],
    ['Minuscule (Min)', 4, -12],
    ['Infime (I)', 8, -16],
  ])('size %s: attack/AC %i, grapple %i', (label, mod, grapple) => {
    expect(row('dnd35-size-modifiers', label).slice(1, 3)).toEqual([mod, grapple]);
  });

  // DRS › Table : modificateurs au jet d'attaque
  it.each([
    ['à terre', -4, '—'],
    ['ébloui', -1, -1],
    ['en position surélevée', 1, 0],
    ['enchevêtré', -2, -2],
    ['invisible', 2, 2],
    ['secoué ou effrayé', -2, -2],
    ['prend le défenseur en tenaille', 2, '—'],
    ['se serre dans un espace étroit', -4, -4],
  ])('attacker %s: melee %s, ranged %s', (label, melee, ranged) => {
    const r = row('dnd35-attack-modifiers', label);
    expect([r[1], fr(r[2])]).toEqual([melee, String(ranged)]);
  });

  // DRS › Table : modificateurs à la CA
  it.each([
    ['à couvert (abri)', 4, 4, 'Non'],
    ['aveuglé', -2, -2, 'Oui'],
    ['recroquevillé', -2, -2, 'Oui'],
    ['enchevêtré', 0, 0, 'Non'],
    ['pris au dépourvu (surpris, en équilibre, en escalade)', 0, 0, 'Oui'],
    ['en lutte (pas avec l’attaquant)', 0, 0, 'Oui'],
    ['sans défense (paralysé, endormi, ligoté)', -4, 0, 'Oui'],
    ['assis ou agenouillé', -2, 2, 'Non'],
    ['immobilisé en lutte', -4, 0, 'Oui'],
    ['à terre', -4, 4, 'Non'],
    ['se serre dans un espace étroit', -4, -4, 'Non'],
    ['étourdi', -2, -2, 'Oui'],
  ])('defender %s: melee %i, ranged %i, loses Dex %s', (label, melee, ranged, dex) => {
    const r = row('dnd35-ac-modifiers', label);
    expect([r[1], r[2], fr(r[3])]).toEqual([melee, ranged, dex]);
  });

  // DRS › Combat à deux armes › Table : malus liés au combat à deux armes
  it.each([
    ['Malus normaux', -6, -10],
    ['Arme légère dans l’autre main', -4, -8],
    ['Don Combat à deux armes', -4, -4],
    ['Arme légère dans l’autre main et don Combat à deux armes', -2, -2],
  ])('two-weapon %s: %i / %i', (label, main, off) => {
    expect(row('dnd35-two-weapon-fighting', label).slice(1)).toEqual([main, off]);
  });

  // DRS › Table : vitesse de déplacement tactique
  it.each([
    ['Humain, demi-elfe, demi-orque, elfe', 9, 6, 6, 4],
    ['Nain', 6, 4, 6, 4],
    ['Gnome, halfelin', 6, 4, 4.5, 3],
  ])('speed %s: %s m (%s) / %s m (%s)', (label, ...values) => {
    expect(row('dnd35-tactical-speed', label).slice(1)).toEqual(values);
  });

  // DRS › Table : taille des créatures et échelle
  it.each([
    ['Infime (I)', 0.15, 0],
    ['Minuscule (Min)', 0.3, 0],
    ['Très petite (TP)', 0.75, 0],
    ['Petite (P)', 1.5, 1.5],
    ['Moyenne (M)', 1.5, 1.5],
    ['Grande (G), haute', 3, 3],
    ['Grande (G), longue', 3, 1.5],
    ['Très grande (TG), haute', 4.5, 4.5],
    ['Très grande (TG), longue', 4.5, 3],
    ['Gigantesque (Gig), haute', 6, 6],
    ['Gigantesque (Gig), longue', 6, 4.5],
  ])('space and reach %s: %s m / %s m', (label, space, reach) => {
    expect(row('dnd35-space-reach', label).slice(1)).toEqual([space, reach]);
  });

  // DRS › Destruction › Table : solidité et points de résistance
  it.each([
    ['Lame légère', 10, 2],
    ['Lame à une main', 10, 5],
    ['Lame à deux mains', 10, 10],
    ['Arme légère à manche en métal', 10, 10],
    ['Arme à une main à manche en métal', 10, 20],
    ['Arme légère à manche en bois', 5, 2],
    ['Arme à une main à manche en bois', 5, 5],
    ['Arme à deux mains à manche en bois', 5, 10],
    ['Arme à projectiles', 5, 5],
    ['Targe', 10, 5],
    ['Rondache en bois', 5, 7],
    ['Écu en bois', 5, 15],
    ['Rondache en acier', 10, 10],
    ['Écu en acier', 10, 20],
    ['Pavois', 5, 20],
  ])('hardness of %s: %i, hit points %i', (label, hardness, hp) => {
    expect(row('dnd35-weapon-armor-hardness', label).slice(1)).toEqual([hardness, hp]);
  });

  // DRS › Tableau : renvoi des morts-vivants
  it.each([
    ['0 ou moins', -4],
    ['1–3', -3],
    ['4–6', -2],
    ['7–9', -1],
    ['10–12', 0],
    ['13–15', 1],
    ['16–18', 2],
    ['19–21', 3],
    ['22 et plus', 4],
  ])('turning check %s: cleric level %i', (label, offset) => {
    expect(row('dnd35-turn-undead', label)[1]).toBe(offset);
  });

  it.each([
    [-3, 5, 1],
    [0, 5, 1],
    [1, 5, 2],
    [3, 5, 2],
    [12, 5, 5],
    [13, 5, 6],
    [21, 5, 8],
    [22, 5, 9],
    [40, 1, 5],
  ])('turnUndeadMaxHitDice(check %i, level %i) = %i HD', (check, level, hd) => {
    expect(turnUndeadMaxHitDice(check, level)).toBe(hd);
  });

  it('turnUndeadMaxHitDice refuses a level 0 or a fractional check', () => {
    expect(() => turnUndeadMaxHitDice(10, 0)).toThrow(RulesError);
    expect(() => turnUndeadMaxHitDice(10.5, 3)).toThrow(RulesError);
  });

  it('cover and concealment carry the numbers of the text', () => {
    expect(row('dnd35-cover', 'Abri').slice(1, 3)).toEqual([4, 2]);
    expect(row('dnd35-cover', 'Abri supérieur (bonus doublés)').slice(1, 3)).toEqual([8, 4]);
    expect(row('dnd35-concealment', 'Camouflage')[1]).toBe(20);
    expect(row('dnd35-concealment', 'Camouflage total (invisible, pas de ligne de mire)')[1]).toBe(50);
  });

  // DRS › Table : actions en combat — a sample of each kind, AoO column as the text gives it
  it.each([
    ['Attaque au corps à corps', 'Action simple', 'Non'],
    ['Attaque à distance', 'Action simple', 'Oui'],
    ['Lancer un sort (1 action simple)', 'Action simple', 'Oui'],
    ['Utiliser un pouvoir magique', 'Action simple', 'Oui'],
    ['Défense totale', 'Action simple', 'Non'],
    ['Dégainer une arme (⁴)', 'Action de mouvement', 'Non'],
    ['Ramasser un objet', 'Action de mouvement', 'Oui'],
    ['Se relever quand on est à terre (⁹)', 'Action de mouvement', 'Oui'],
    ['Courir', 'Action complexe', 'Oui'],
    ['Charge (⁵)', 'Action complexe', 'Non'],
    ['Donner le coup de grâce', 'Action complexe', 'Oui'],
    ['Parler', 'Action libre', 'Non'],
    ['Pas de placement (1,50 m)', 'Activité instantanée', 'Non'],
    ['Croc-en-jambe (⁷)', 'Type variable', 'Non'],
    ['Lutte (⁷)', 'Type variable', 'Oui'],
  ])('%s: %s, AoO %s', (label, type, aoo) => {
    const r = row('dnd35-combat-actions', label);
    expect([fr(r[1]), fr(r[2])]).toEqual([type, aoo]);
  });

  it('lists the 65 actions of the text’s table', () => {
    expect(table('dnd35-combat-actions').rows).toHaveLength(27 + 13 + 13 + 6 + 2 + 4);
  });
});

describe('conditions agree with the modifier tables', () => {
  const conditions = getSystem('dnd35').conditions;
  const modifier = (id: string, target: string): number =>
    conditions
      .find((c) => c.id === id)
      ?.modifiers.filter((m) => m.target === target)
      .reduce((s, m) => s + m.value, 0) ?? NaN;

  it.each([
    ['à terre', 'prone'],
    ['assis ou agenouillé', 'kneeling'],
    ['sans défense (paralysé, endormi, ligoté)', 'helpless'],
    ['immobilisé en lutte', 'pinned'],
  ])('AC row “%s” = condition %s (melee/ranged)', (label, id) => {
    const r = row('dnd35-ac-modifiers', label);
    expect(modifier(id, 'ac-vs-melee') + modifier(id, 'ac')).toBe(r[1]);
    expect(modifier(id, 'ac-vs-ranged') + modifier(id, 'ac')).toBe(r[2]);
  });

  it.each([
    ['aveuglé', 'blinded'],
    ['recroquevillé', 'cowering'],
    ['étourdi', 'stunned'],
    ['se serre dans un espace étroit', 'squeezing'],
  ])('AC row “%s” = condition %s (every AC)', (label, id) => {
    expect(modifier(id, 'ac')).toBe(row('dnd35-ac-modifiers', label)[1]);
  });

  it.each([
    ['ébloui', 'dazzled'],
    ['enchevêtré', 'entangled'],
    ['invisible', 'invisible'],
    ['secoué ou effrayé', 'shaken'],
    ['secoué ou effrayé', 'frightened'],
    ['se serre dans un espace étroit', 'squeezing'],
  ])('attack row “%s” = condition %s', (label, id) => {
    expect(modifier(id, 'attack')).toBe(row('dnd35-attack-modifiers', label)[1]);
  });
});
