import { describe, expect, it } from 'vitest';
import { CO_DIFFICULTIES, CO_TABLES } from './tables';
import { CO_ARMORS, CO_MELEE_WEAPONS, CO_RANGED_WEAPONS } from './weapons';
import { coAttack } from './resolution';

describe('CO › Difficulté du test', () => {
  it.each([
    ['easy', 5],
    ['average', 10],
    ['hard', 15],
    ['very-hard', 20],
    ['almost-impossible', 25],
  ])('%s → %i', (id, difficulty) => {
    expect(CO_DIFFICULTIES.find((d) => d.id === id)?.difficulty).toBe(difficulty);
  });
});

describe('CO › Table : armes de contact (dé de DM + FOR)', () => {
  it.each([
    ['staff', '1d4', 20],
    ['shod-staff', '1d6', 20],
    ['dagger-melee', '1d4', 20],
    ['unarmed', '1d4', 20],
    ['bastard-sword-one-hand', '1d8', 20],
    ['bastard-sword-two-hands', '1d12', 20],
    ['long-sword', '1d8', 20],
    ['two-handed-sword-or-axe', '2d6', 20],
    ['spear-one-hand', '1d6', 20],
    ['spear-two-hands', '1d8', 20],
    ['warhammer-or-mace', '1d6', 20],
    ['rapier', '1d6', 19],
  ])('%s: %s, critique dès %i', (id, damage, critFrom) => {
    const w = CO_MELEE_WEAPONS.find((x) => x.id === id);
    expect(w).toMatchObject({ damage, critFrom, addsStr: true });
  });

  it('holds exactly the 12 rows of the text', () => {
    expect(CO_MELEE_WEAPONS).toHaveLength(12);
  });

  it('the rapier’s range works with coAttack: a hitting 19 doubles damage', () => {
    const rapier = CO_MELEE_WEAPONS.find((w) => w.id === 'rapier');
    expect(
      coAttack({ natural: 19, attackBonus: 0, def: 10, critFrom: rapier?.critFrom }).damageMultiplier,
    ).toBe(2);
  });
});

describe('CO › Table : armes à distance (pas de mod. de DM)', () => {
  it.each([
    ['crossbow', '2d4', 30],
    ['short-bow', '1d6', 30],
    ['dagger-thrown', '1d4', 5],
    ['hatchet', '1d6', 5],
    ['spear-thrown', '1d8', 10],
  ])('%s: %s, portée %i m', (id, damage, rangeMeters) => {
    expect(CO_RANGED_WEAPONS.find((w) => w.id === id)).toMatchObject({ damage, rangeMeters, addsStr: false });
  });

  it('holds exactly the 5 rows of the text', () => {
    expect(CO_RANGED_WEAPONS).toHaveLength(5);
  });
});

describe('CO › Table : armures et boucliers (bonus à la DEF)', () => {
  it.each([
    ['leather', 2],
    ['studded-leather', 3],
    ['chain-shirt', 4],
    ['chain-mail', 5],
    ['small-shield', 1],
    ['large-shield', 2],
  ])('%s: +%i DEF', (id, defBonus) => {
    expect(CO_ARMORS.find((a) => a.id === id)?.defBonus).toBe(defBonus);
  });
});

describe('CO quick tables', () => {
  it('ids are prefixed co-, unique, and every row has as many cells as columns', () => {
    const ids = CO_TABLES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of CO_TABLES) {
      expect(t.id).toMatch(/^co-/);
      expect(t.system).toBe('co');
      expect(t.source).toMatch(/^CO/);
      for (const row of t.rows) expect(row).toHaveLength(t.columns.length);
    }
  });

  it.each(['DEF', 'arme', 'difficulté', 'action', 'à terre'])(
    'a search for “%s” finds a table by keyword',
    (word) => {
      expect(CO_TABLES.some((t) => t.keywords?.includes(word))).toBe(true);
    },
  );
});
