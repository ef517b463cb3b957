/**
 * What issue 16's second pass added to the Library's screen logic: Starfinder pools on a party entry,
 * every system's starter bestiary going through the form unchanged (CO included), a group playing one
 * turn folded to one line in the order.
 */
import { oneTurnGoblins } from '../../../shared/combat/test-fixtures';
import { describe, expect, it } from 'vitest';
import { applyEvent } from '../../../shared/combat';
import { STARTER_BESTIARY } from '../../../shared/bestiary';
import { SYSTEM_IDS } from '../../../shared/rules';
import { rowsOf } from '../tracker/order-view';
import { blankValues, rowOfValues, validateEntry, valuesOfRow } from './entry-form';
import { groupsOf, visibleRows } from './group-view';
import { starterRow } from './starter';

describe('Starfinder pools on a party entry', () => {
  const values = {
    ...blankValues('party', 'sf1'),
    name: 'Keskodai',
    hp: '20',
    staminaMax: '18',
    resolveMax: '5',
    stamina: '25',
    resolve: '2',
  };
  it('keeps the maxima and what is left (never above the maximum)', () => {
    expect(validateEntry(values)).toEqual({});
    const row = rowOfValues(values, undefined, 'sf1:party:k', 1);
    expect(row.combatant).toMatchObject({ staminaMax: 18, resolveMax: 5 });
    expect(row.party).toMatchObject({ stamina: 18, resolve: 2 });
    expect(rowOfValues(valuesOfRow(row), row, row.id, 1)).toEqual(row);
  });
  it('refuses pools that are not numbers, and drops them in a system without pools', () => {
    expect(Object.keys(validateEntry({ ...values, resolve: 'beaucoup' }))).toEqual(['resolve']);
    const row = rowOfValues({ ...values, system: 'pf1' }, undefined, 'pf1:party:k', 1);
    expect(row.combatant.staminaMax).toBeUndefined();
    expect(row.party?.stamina).toBeUndefined();
  });
});

describe('starter bestiary through the form', () => {
  it.each(SYSTEM_IDS.map((s) => [s, STARTER_BESTIARY[s].length]))('%s (%i creatures)', (system) => {
    for (const c of STARTER_BESTIARY[system]) {
      const row = starterRow(system, c, 1);
      expect(validateEntry(valuesOfRow(row))).toEqual({});
      expect(rowOfValues(valuesOfRow(row), row, row.id, 1)).toEqual(row);
    }
  });
  it('a CO creature keeps its INIT score and DEF, a Starfinder one its attacks and speed', () => {
    const gob = starterRow('co', STARTER_BESTIARY.co[0], 1);
    expect(gob.combatant).toMatchObject({
      name: 'Gobelin',
      hpMax: 3,
      initiativeScore: 15,
      defences: { def: 14 },
    });
    const zap = starterRow('sf1', STARTER_BESTIARY.sf1[0], 1);
    expect(zap.stats?.speed).toBe('10,5 m');
    expect(zap.stats?.attacks?.[1]).toMatchObject({ bonus: 3, damage: '1d4' });
  });
});

describe('one turn for the group in the order', () => {
  it('the group is one line, whatever its members rolled', () => {
    const enc = applyEvent(
      applyEvent(oneTurnGoblins(), { type: 'initiative-set', id: 'c-1' as never, value: 10 }),
      { type: 'combat-started' },
    );
    expect(groupsOf(enc)).toEqual([expect.objectContaining({ name: 'Gobelin', oneTurn: true })]);
    expect(visibleRows(rowsOf(enc), enc, new Set())).toHaveLength(2);
  });
});
