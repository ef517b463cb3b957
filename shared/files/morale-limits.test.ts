/** A group's morale state is always a value the file reader accepts, in every system. */
import { describe, expect, it } from 'vitest';
import { replay } from '../combat';
import { idOf, setup } from '../combat/test-fixtures';
import { getProcedures, SYSTEM_IDS } from '../rules';
import { encounterToFileText } from './encounter-file';
import { NUMBER_RANGES } from '../limits';
import { readParaventFile } from './read-file';

describe('morale checks passed, in files', () => {
  it.each(SYSTEM_IDS)('%s asks for no more passes than a file may hold', (system) => {
    const passes = getProcedures(system).moraleRules?.passesToFightToDeath ?? 0;
    expect(passes).toBeLessThanOrEqual(NUMBER_RANGES.moraleChecksPassed.max);
  });

  it('an osr group that held until it fights to the death saves and reopens as it was', () => {
    const start = setup('osr', [
      { name: 'Wig', side: 'pc', init: 15, hpMax: 10 },
      { name: 'Orque', init: 10, hpMax: 4, defences: { morale: 7 }, group: 'Orques' },
    ]);
    const fight = replay(start, [
      { type: 'combatants-duplicated', id: idOf('Orque'), count: 2 },
      { type: 'initiative-rolled' },
      { type: 'combat-started' },
      { type: 'morale-checked', group: 'Orques', roll: 5 },
      { type: 'morale-checked', group: 'Orques', roll: 5 },
      { type: 'morale-checked', group: 'Orques', roll: 5 },
    ]);
    expect(fight.morale.Orques?.checksPassed).toBe(2);
    const read = readParaventFile(encounterToFileText(fight));
    expect(read.ok && read.kind === 'encounter' && read.encounter.morale).toEqual(fight.morale);
  });
});
