/** Concentration in files (issue 28 part 4): kept as the engine holds it, a hostile value refused by name. */
import { describe, expect, it } from 'vitest';
import { replay } from '../combat';
import { idOf, setup } from '../combat/test-fixtures';
import { encounterToFileText } from './encounter-file';
import { readParaventFile } from './read-file';

const ezren = idOf('Ezren');
const fight = replay(
  setup('pf1', [{ name: 'Ezren', side: 'pc', init: 15, hpMax: 30, concentrationBonus: 8 }]),
  [
    { type: 'combat-started' },
    { type: 'concentration-set', id: ezren, spellLevel: 3 },
    { type: 'damage', id: ezren, amount: 4 },
    { type: 'damage', id: ezren, amount: 6 },
  ],
);

describe('concentration in a file', () => {
  it('written, read back equal: the bonus, the spell level and the checks waiting', () => {
    const read = readParaventFile(encounterToFileText(fight));
    if (!read.ok || read.kind !== 'encounter') throw new Error('not read');
    expect(read.encounter.combatants[0]).toMatchObject({
      concentrationBonus: 8,
      concentration: { spellLevel: 3, pending: [4, 6] },
    });
    expect(read.encounter).toEqual(fight);
  });

  it.each([
    [
      'a spell level past 9',
      { concentration: { spellLevel: 12 } },
      /concentration.spellLevel : 12 ramené à 9/,
    ],
    ['a bonus past its limit', { concentrationBonus: 1_000 }, /concentrationBonus : 1\s000 ramené à 100/u],
    [
      'a negative damage waiting',
      { concentration: { spellLevel: 3, pending: [-4] } },
      /pending.*-4 ramené à 0/,
    ],
  ])('%s is brought within its limit, and said', (_, fields, said) => {
    const o = JSON.parse(encounterToFileText(fight)) as {
      encounter: { combatants: Record<string, unknown>[] };
    };
    Object.assign(o.encounter.combatants[0], fields);
    const read = readParaventFile(JSON.stringify(o));
    if (!read.ok || read.kind !== 'encounter') throw new Error('not read');
    expect(read.repairs.join('\n')).toMatch(said);
  });

  it('more checks waiting than a combatant may owe: refused, naming the field', () => {
    const o = JSON.parse(encounterToFileText(fight)) as {
      encounter: { combatants: Record<string, unknown>[] };
    };
    o.encounter.combatants[0].concentration = { spellLevel: 3, pending: Array.from({ length: 21 }, () => 1) };
    const read = readParaventFile(JSON.stringify(o));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toMatch(/concentration/);
  });
});
