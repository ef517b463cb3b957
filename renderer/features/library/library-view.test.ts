/** The Library's screen logic: the stat block form, groups folded in the order, what « Ajouter » sends. */
import { describe, expect, it } from 'vitest';
import { applyEvent, replay, type Encounter, type EncounterEvent } from '../../../shared/combat';
import { createEncounter } from '../../../shared/combat';
import { STARTER_BESTIARY } from '../../../shared/bestiary';
import { rowsOf } from '../tracker/order-view';
import { blankValues, readHp, rowOfValues, validateEntry, valuesOfRow } from './entry-form';
import { entrySteps } from './fight-additions';
import { groupsOf, visibleRows } from './group-view';
import { starterRow } from './starter';

describe('stat block form', () => {
  const base = {
    ...blankValues('bestiary', 'pf1'),
    name: 'Gobelin',
    hp: '1d10+1',
    init: '+6',
    ac: '16',
    cmd: '12',
  };
  it.each([
    ['12', { hpMax: 12 }],
    ['4d8+4', { hpMax: 22, formula: '4d8+4' }],
    ['4D8 + 4', { hpMax: 22, formula: '4d8+4' }],
  ])('HP « %s »', (text, hp) => expect(readHp(text)).toEqual(hp));
  it.each([
    ['4d', /PV « 4d »/],
    ['999d999', /au plus 100 dés/],
  ])('a bad formula « %s » gets its message and the entry is not saved', (hp, message) => {
    const errors = validateEntry({ ...base, hp });
    expect('refusal' in errors.hp && errors.hp.refusal.message).toMatch(message);
  });
  it('refuses a defence that is not a number, and a blank name', () => {
    expect(Object.keys(validateEntry({ ...base, name: ' ', ac: 'seize' })).sort()).toEqual(['ac', 'name']);
  });
  it('a row and its fields go both ways', () => {
    expect(validateEntry(base)).toEqual({});
    const row = rowOfValues(base, undefined, 'pf1:bestiary:x', 1);
    expect(row.combatant).toMatchObject({ hpMax: 6, initiativeModifier: 6, defences: { ac: 16, cmd: 12 } });
    expect(row.stats?.hpFormula).toBe('1d10+1');
    expect(rowOfValues(valuesOfRow(row), row, row.id, 1)).toEqual(row);
  });
  it('a starter creature survives the form unchanged', () => {
    const row = starterRow('dnd35', STARTER_BESTIARY.dnd35[0], 1);
    expect(rowOfValues(valuesOfRow(row), row, row.id, 1)).toEqual(row);
  });
});

describe('adding from the Library', () => {
  const goblin = starterRow('dnd35', STARTER_BESTIARY.dnd35[0], 1);
  it('N copies are one group-added event carrying the hit dice', () => {
    expect(entrySteps(goblin, 6, 'roll')).toEqual([
      expect.objectContaining({ type: 'group-added', count: 6, hpFormula: '1d8+1', hpMode: 'roll' }),
    ]);
  });

  // Issue 28: a creature from the Library can be caught in a group save, in every system.
  it.each(['dnd35', 'pf1', 'sf1', 'co', 'osr'] as const)(
    '%s: every starter creature enters the fight with its save figures',
    (system) => {
      let enc = createEncounter({ id: 'e', name: 'x', system, seed: 1 });
      for (const c of STARTER_BESTIARY[system]) {
        const [step] = entrySteps(starterRow(system, c, 1), 1, 'average');
        enc = applyEvent(enc, step as EncounterEvent);
      }
      expect(enc.combatants).toHaveLength(STARTER_BESTIARY[system].length);
      for (const c of enc.combatants) expect(c.saves, c.name).toMatch(/\S/);
    },
  );

  it('a save text that does not read in the entry’s system is refused by the form, saying why', () => {
    const v = { ...blankValues('bestiary', 'co'), name: 'Troll', hp: '60', saves: 'Réf +4' };
    expect(validateEntry(v).saves).toMatchObject({ key: 'tracker.field.savesError.unknown-word' });
    expect(validateEntry({ ...v, saves: 'FOR +6* DEX +1' }).saves).toBeUndefined();
  });
});

describe('groups in the order', () => {
  function fight(shared: boolean): Encounter {
    const start = createEncounter({
      id: 'e',
      name: 'x',
      system: 'dnd35',
      seed: 5,
      options: shared ? { groupInitiative: 'shared' } : {},
    });
    const events: EncounterEvent[] = [
      {
        type: 'combatant-added',
        combatant: { name: 'Aldric', side: 'pc', hpMax: 10, initiativeModifier: 1 },
      },
      { type: 'group-added', combatant: { name: 'Gobelin', hpMax: 5, initiativeModifier: 1 }, count: 6 },
      { type: 'initiative-rolled', ids: undefined },
    ];
    return applyEvent(replay(start, events), { type: 'initiative-set', id: 'c-1' as never, value: 10 });
  }
  it('a group sharing its initiative is folded to one line, and unfolds', () => {
    const enc = fight(true);
    expect(groupsOf(enc)).toEqual([expect.objectContaining({ name: 'Gobelin', shared: true })]);
    expect(visibleRows(rowsOf(enc), enc, new Set()).map((r) => r.c.name)).toHaveLength(2);
    expect(visibleRows(rowsOf(enc), enc, new Set(['Gobelin']))).toHaveLength(7);
  });
  it('the folded line carries its group (six members); unfolded, only the first member does', () => {
    const enc = fight(true);
    const folded = visibleRows(rowsOf(enc), enc, new Set()).filter((r) => r.group);
    expect(folded).toHaveLength(1);
    expect(folded[0].group).toMatchObject({ name: 'Gobelin', folded: true });
    expect(folded[0].group?.members).toHaveLength(6);
    const open = visibleRows(rowsOf(enc), enc, new Set(['Gobelin'])).filter((r) => r.group);
    expect(open.map((r) => r.group?.folded)).toEqual([false]);
    expect(visibleRows(rowsOf(fight(false)), fight(false), new Set()).some((r) => r.group)).toBe(false);
  });
  it('a group rolling one by one is never folded', () => {
    const enc = fight(false);
    expect(visibleRows(rowsOf(enc), enc, new Set())).toHaveLength(7);
  });
});
