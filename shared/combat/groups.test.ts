/** Groups of identical monsters: HP from hit dice, numbering, one shared initiative, split. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hpFormulaAverage, parseHpFormula } from './hp-formula';
import { applyEvent, replay } from './reducer';
import { orderNames, setup } from './test-fixtures';
import type { Encounter } from './types';

const goblin = { name: 'Gobelin', hpMax: 5, initiativeModifier: 1 };

describe('HP formula average (SRD rounding: down)', () => {
  it.each([
    ['1d8+1', 5],
    ['4d8+4', 22],
    ['2d8+4', 13],
    ['1d8', 4],
    ['3d10+9', 25],
    ['1d4-4', 1],
  ])('%s → %i', (formula, avg) => {
    expect(hpFormulaAverage(parseHpFormula(formula))).toBe(avg);
  });
  it.each(['4d', '999d999', 'abc', '12', '', '4d6kh3', '60d12+60d8'])(
    '« %s » is refused with a message',
    (f) => {
      expect(() => parseHpFormula(f)).toThrow(/PV « /);
    },
  );
});

describe('group-added', () => {
  const base = setup('dnd35', [{ name: 'Aldric', side: 'pc', init: 15 }]);
  const added = applyEvent(base, { type: 'group-added', combatant: goblin, count: 4, hpFormula: '1d8+1' });
  const goblins = added.combatants.filter((c) => c.group === 'Gobelin');

  it('numbers the copies and groups them', () => {
    expect(goblins.map((c) => c.name)).toEqual(['Gobelin 1', 'Gobelin 2', 'Gobelin 3', 'Gobelin 4']);
  });
  it('rolls each copy within the formula, at full health, and logs each roll', () => {
    for (const g of goblins) {
      expect(g.hp.max).toBeGreaterThanOrEqual(2);
      expect(g.hp.max).toBeLessThanOrEqual(9);
      expect(g.hp.current).toBe(g.hp.max);
    }
    expect(added.log).toContainEqual({
      round: 0,
      at: 'setup',
      code: 'roster.hpRolled',
      params: { name: 'Gobelin 2', value: goblins[1].hp.max, formula: '1d8+1' },
    });
  });
  it('draws from the encounter dice: the same events give the same HP', () => {
    const again = applyEvent(base, { type: 'group-added', combatant: goblin, count: 4, hpFormula: '1d8+1' });
    expect(again).toEqual(added);
    expect(added.rng).not.toEqual(base.rng);
  });
  it('takes the average when asked', () => {
    const avg = applyEvent(base, {
      type: 'group-added',
      combatant: goblin,
      count: 3,
      hpFormula: '4d8+4',
      hpMode: 'average',
    });
    expect(avg.combatants.slice(1).map((c) => c.hp.max)).toEqual([22, 22, 22]);
    expect(avg.rng).toEqual(base.rng);
  });
  it('goes on numbering after the highest already there', () => {
    const more = applyEvent(added, { type: 'group-added', combatant: goblin, count: 2 });
    expect(more.combatants.slice(-2).map((c) => c.name)).toEqual(['Gobelin 5', 'Gobelin 6']);
  });
  it('keeps a lone creature unnumbered', () => {
    const one = applyEvent(base, { type: 'group-added', combatant: { name: 'Ogre', hpMax: 29 }, count: 1 });
    expect(one.combatants[1]).toMatchObject({ name: 'Ogre', group: undefined });
  });
  it('rolled HP always lie within the formula range (any seed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 10 }), (seed, n) => {
        const enc = setup('pf1', [], {}, seed);
        const next = applyEvent(enc, {
          type: 'group-added',
          combatant: goblin,
          count: n,
          hpFormula: '2d8+2',
        });
        return next.combatants.every((c) => c.hp.max >= 4 && c.hp.max <= 18);
      }),
      { numRuns: 100 },
    );
  });
});

describe('shared initiative', () => {
  function fight(groupInitiative: 'individual' | 'shared'): Encounter {
    return replay(setup('dnd35', [{ name: 'Aldric', side: 'pc', init: 12 }], { groupInitiative }), [
      { type: 'group-added', combatant: goblin, count: 6, hpFormula: '1d8+1' },
      { type: 'group-added', combatant: { name: 'Loup', hpMax: 13, initiativeModifier: 2 }, count: 2 },
      { type: 'initiative-rolled' },
      { type: 'combat-started' },
    ]);
  }
  it('one roll for the group: every goblin the same total, one after the other', () => {
    const enc = fight('shared');
    const totals = new Set(
      enc.combatants.filter((c) => c.group === 'Gobelin').map((c) => c.initiative.result),
    );
    expect(totals.size).toBe(1);
    const names = orderNames(enc).filter((n) => n.startsWith('Gobelin'));
    expect(names).toEqual(['Gobelin 1', 'Gobelin 2', 'Gobelin 3', 'Gobelin 4', 'Gobelin 5', 'Gobelin 6']);
    const at = orderNames(enc).indexOf('Gobelin 1');
    expect(orderNames(enc).slice(at, at + 6)).toEqual(names);
  });
  it('individual by default: each goblin rolls its own', () => {
    const enc = fight('individual');
    const totals = new Set(
      enc.combatants.filter((c) => c.group === 'Gobelin').map((c) => c.initiative.result),
    );
    expect(totals.size).toBeGreaterThan(1);
  });
  it('a typed total for one member goes to the whole group', () => {
    const enc = replay(setup('pf1', [], { groupInitiative: 'shared' }), [
      { type: 'group-added', combatant: goblin, count: 3 },
    ]);
    const next = applyEvent(enc, { type: 'initiative-set', id: enc.combatants[1].id, value: 17 });
    expect(next.combatants.map((c) => c.initiative.result)).toEqual([17, 17, 17]);
  });
  it('a split group rolls member by member', () => {
    const enc = replay(setup('dnd35', [], { groupInitiative: 'shared' }), [
      { type: 'group-added', combatant: goblin, count: 6 },
      { type: 'group-split', group: 'Gobelin' },
      { type: 'initiative-rolled' },
    ]);
    expect(enc.combatants.every((c) => c.group === undefined)).toBe(true);
    expect(new Set(enc.combatants.map((c) => c.initiative.result)).size).toBeGreaterThan(1);
  });
  it('damage on three members is one gesture', () => {
    const enc = fight('shared');
    const ids = enc.combatants.filter((c) => c.group === 'Gobelin').slice(0, 3);
    const hit = replay(
      enc,
      ids.map((c) => ({ type: 'damage', id: c.id, amount: 6 })),
    );
    for (const c of ids) expect(hit.combatants.find((x) => x.id === c.id)?.hp.current).toBe(c.hp.current - 6);
  });
});

describe('a lone « Gobelin » then « Gobelin ×3 » (issue 26)', () => {
  const lone = applyEvent(setup('dnd35', []), { type: 'combatant-added', combatant: goblin });

  it('before the fight: it becomes « Gobelin 1 » and joins the group of the others', () => {
    const s = applyEvent(lone, { type: 'group-added', combatant: goblin, count: 3 });
    expect(s.combatants.map((c) => [c.name, c.group])).toEqual([
      ['Gobelin 1', 'Gobelin'],
      ['Gobelin 2', 'Gobelin'],
      ['Gobelin 3', 'Gobelin'],
      ['Gobelin 4', 'Gobelin'],
    ]);
    expect(s.log.some((l) => 'code' in l && l.code === 'roster.renumberedGroup')).toBe(true);
  });

  it('during the fight: it becomes « Gobelin 1 » and keeps its own turn', () => {
    const running = replay(lone, [
      { type: 'initiative-set', id: lone.combatants[0].id, value: 12 },
      { type: 'combat-started' },
      { type: 'group-added', combatant: goblin, count: 3 },
    ]);
    expect(running.combatants.map((c) => [c.name, c.group])).toEqual([
      ['Gobelin 1', undefined],
      ['Gobelin 2', 'Gobelin'],
      ['Gobelin 3', 'Gobelin'],
      ['Gobelin 4', 'Gobelin'],
    ]);
  });

  it('one more goblin alone after a lone one: « Gobelin 1 », « Gobelin 2 », no group', () => {
    const s = applyEvent(lone, { type: 'group-added', combatant: goblin, count: 1 });
    expect(s.combatants.map((c) => [c.name, c.group])).toEqual([
      ['Gobelin 1', undefined],
      ['Gobelin 2', undefined],
    ]);
  });
});
