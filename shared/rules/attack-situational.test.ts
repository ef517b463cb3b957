/**
 * The attack helper's situational modifiers (issue 26): each one the rules list, with its value, the
 * range it applies to and the quick-reference row it is read from — so the helper and the tables can
 * never disagree (one source: shared/rules/common/modifier-rows.ts).
 */
import { describe, expect, it } from 'vitest';
import { attackProcedure, getSystem, situationalTotals, type SystemId } from './index';

type Side = 'attack' | 'defence';

/** [system, modifier id, side, value, range (or both), table id, row label starts with, source]. */
const ROWS: [SystemId, string, Side, number, 'melee' | 'ranged' | 'both', string, string, string][] = [
  // DRS › Combat › Tir dans le tas: −4 with a ranged weapon at a foe in melee with an ally.
  [
    'dnd35',
    'shooting-into-melee',
    'attack',
    -4,
    'ranged',
    'dnd35-other-modifiers',
    'Tir dans le tas',
    'Tir dans le tas',
  ],
  // DRS › Combattre sur la défensive: −4 to attacks, +2 dodge to AC; Défense totale +4.
  [
    'dnd35',
    'attacker-fighting-defensively',
    'attack',
    -4,
    'both',
    'dnd35-other-modifiers',
    'Combattre sur la défensive',
    'Combattre sur la défensive',
  ],
  [
    'dnd35',
    'target-fighting-defensively',
    'defence',
    2,
    'both',
    'dnd35-other-modifiers',
    'Combattre sur la défensive',
    'Combattre sur la défensive',
  ],
  [
    'dnd35',
    'target-total-defense',
    'defence',
    4,
    'both',
    'dnd35-other-modifiers',
    'Défense totale',
    'Défense totale',
  ],
  // DRS › Table : modificateurs au jet d'attaque / à la CA.
  [
    'dnd35',
    'attacker-squeezing',
    'attack',
    -4,
    'both',
    'dnd35-attack-modifiers',
    'se serre',
    'modificateurs au jet d’attaque',
  ],
  [
    'dnd35',
    'target-squeezing',
    'defence',
    -4,
    'both',
    'dnd35-ac-modifiers',
    'se serre',
    'modificateurs à la CA',
  ],
  [
    'dnd35',
    'attacker-invisible',
    'attack',
    2,
    'both',
    'dnd35-attack-modifiers',
    'invisible',
    'modificateurs au jet d’attaque',
  ],
  [
    'dnd35',
    'target-kneeling-melee',
    'defence',
    -2,
    'melee',
    'dnd35-ac-modifiers',
    'assis ou agenouillé',
    'modificateurs à la CA',
  ],
  [
    'dnd35',
    'target-kneeling-ranged',
    'defence',
    2,
    'ranged',
    'dnd35-ac-modifiers',
    'assis ou agenouillé',
    'modificateurs à la CA',
  ],
  [
    'dnd35',
    'target-prone-melee',
    'defence',
    -4,
    'melee',
    'dnd35-ac-modifiers',
    'à terre',
    'modificateurs à la CA',
  ],
  [
    'dnd35',
    'target-prone-ranged',
    'defence',
    4,
    'ranged',
    'dnd35-ac-modifiers',
    'à terre',
    'modificateurs à la CA',
  ],
  // DRS › Attaques spéciales › Charge: +2 to the attack, −2 AC until the next turn.
  ['dnd35', 'charge', 'attack', 2, 'melee', 'dnd35-other-modifiers', 'Charge', 'Charge'],
  ['dnd35', 'target-charged', 'defence', -2, 'both', 'dnd35-other-modifiers', 'Charge', 'Charge'],
  // PRD › Combat › Shooting or Throwing into a Melee: −4.
  [
    'pf1',
    'shooting-into-melee',
    'attack',
    -4,
    'ranged',
    'pf1-attack-modifiers',
    'Tir ou jet dans une mêlée',
    'Shooting or Throwing into a Melee',
  ],
  // Aide de jeu PF1 › Défenses; PRD › Table: Attack Roll / Armor Class Modifiers.
  [
    'pf1',
    'attacker-fighting-defensively',
    'attack',
    -4,
    'both',
    'pf1-attack-modifiers',
    'Combat sur la défensive',
    'Modificateurs aux jets d’attaque',
  ],
  [
    'pf1',
    'target-fighting-defensively',
    'defence',
    2,
    'both',
    'pf1-ac-modifiers',
    'Combat sur la défensive',
    'Défenses',
  ],
  ['pf1', 'target-total-defense', 'defence', 4, 'both', 'pf1-ac-modifiers', 'Défense totale', 'Défenses'],
  [
    'pf1',
    'attacker-squeezing',
    'attack',
    -4,
    'both',
    'pf1-attack-modifiers',
    'Se faufile',
    'Modificateurs aux jets d’attaque',
  ],
  [
    'pf1',
    'target-squeezing',
    'defence',
    -4,
    'both',
    'pf1-ac-modifiers',
    'Se faufile',
    'Modificateurs à la CA',
  ],
  [
    'pf1',
    'target-kneeling-melee',
    'defence',
    -2,
    'melee',
    'pf1-ac-modifiers',
    'À genoux ou assis',
    'Modificateurs à la CA',
  ],
  [
    'pf1',
    'target-kneeling-ranged',
    'defence',
    2,
    'ranged',
    'pf1-ac-modifiers',
    'À genoux ou assis',
    'Modificateurs à la CA',
  ],
  // Aide de jeu PF1 › Charge: the charger takes −2 AC.
  ['pf1', 'target-charged', 'defence', -2, 'both', 'pf1-ac-modifiers', 'A chargé', 'Charge'],
  ['pf1', 'attacker-invisible', 'attack', 2, 'both', 'pf1-attack-modifiers', 'Invisible', 'Invisible'],
  ['pf1', 'range-increments', 'attack', -2, 'ranged', 'pf1-range-increments', '2', 'Attaque à distance'],
  // SF › Charger: −2 to the attack and −2 AC until the next turn.
  ['sf1', 'charge', 'attack', -2, 'melee', 'sf1-attack-modifiers', 'charge', 'Charger'],
  ['sf1', 'target-charged', 'defence', -2, 'both', 'sf1-ac-modifiers', 'a chargé', 'Charger'],
  [
    'sf1',
    'target-fighting-defensively',
    'defence',
    2,
    'both',
    'sf1-ac-modifiers',
    'combat sur la défensive',
    'Combattre sur la défensive',
  ],
  [
    'sf1',
    'target-total-defense',
    'defence',
    4,
    'both',
    'sf1-ac-modifiers',
    'est en défense totale',
    'défense totale',
  ],
  ['sf1', 'improved-cover', 'defence', 8, 'both', 'sf1-cover', 'Abri amélioré', 'Abris'],
  // OSR › Modificateurs situationnels: from behind +2 (ignores the shield), not with a fleeing foe's +2.
  [
    'osr',
    'attack-from-behind',
    'attack',
    2,
    'both',
    'osr-attack-modifiers',
    'Attaque par-derrière',
    'Modificateurs situationnels',
  ],
  [
    'osr',
    'fleeing-target',
    'attack',
    2,
    'both',
    'osr-attack-modifiers',
    'Contre un fuyard',
    'Modificateurs situationnels',
  ],
  [
    'osr',
    'target-stunned',
    'attack',
    4,
    'both',
    'osr-attack-modifiers',
    'Cible étourdie',
    'Cas particuliers',
  ],
];

function frOf(cell: unknown): string {
  return typeof cell === 'object' && cell !== null && 'fr' in cell ? String(cell.fr) : String(cell);
}

describe('attack helper modifiers are the quick-reference tables’ numbers', () => {
  it.each(ROWS)(
    '%s %s: %s %d (%s) — %s « %s »',
    (system, id, side, value, range, tableId, rowStart, source) => {
      const m = attackProcedure(system).situational.find((x) => x.id === id);
      expect(m, id).toBeDefined();
      expect(side === 'attack' ? m!.attack : m!.defence).toBe(value);
      expect(m!.range ?? 'both').toBe(range);
      expect(m!.source).toContain(source);
      const table = getSystem(system).tables.find((t) => t.id === tableId);
      expect(table, tableId).toBeDefined();
      const row = table!.rows.find((r) => frOf(r[0]).startsWith(rowStart));
      expect(row, `${tableId}: ${rowStart}`).toBeDefined();
      expect(row!.slice(1)).toContain(value);
    },
  );

  it('an invisible attacker makes the target lose its Dex bonus (3.5 and PF1), as data', () => {
    for (const system of ['dnd35', 'pf1'] as const) {
      const m = attackProcedure(system).situational.find((x) => x.id === 'attacker-invisible');
      expect(m?.targetLosesDex).toBe(true);
      expect(m?.condition).toEqual({ who: 'attacker', id: 'invisible' });
    }
  });

  it('B/X: from behind and against a fleeing foe do not add up (+2, not +4)', () => {
    const list = attackProcedure('osr').situational;
    const behind = list.find((m) => m.id === 'attack-from-behind')!;
    const fleeing = list.find((m) => m.id === 'fleeing-target')!;
    expect(behind.group).toBe(fleeing.group);
    expect(situationalTotals(list, new Map([['attack-from-behind', 1]]), 'melee').attack).toBe(2);
  });

  it('fighting defensively and total defence are one choice (they never stack)', () => {
    for (const system of ['dnd35', 'pf1', 'sf1'] as const) {
      const list = attackProcedure(system).situational;
      const a = list.find((m) => m.id === 'target-fighting-defensively')!;
      const b = list.find((m) => m.id === 'target-total-defense')!;
      expect(a.group, system).toBe(b.group);
    }
  });

  it('changing a table’s number changes the helper: a text cell where a number is read fails at load', async () => {
    const { fromCell } = await import('./common/modifier-rows');
    expect(() =>
      fromCell([{ fr: 'x', en: 'x' }, '—'], 1, {
        id: 'x',
        name: { fr: 'x', en: 'x' },
        side: 'attack',
        source: 's',
      }),
    ).toThrow(/nombre/);
  });
});
