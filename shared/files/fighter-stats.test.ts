/** A combatant's manoeuvre stats (issue #4 item 1) survive export and import unchanged. */
import { describe, expect, it } from 'vitest';
import { combatantId, createEncounter, replay } from '../combat';
import { encounterToFileText } from './encounter-file';
import { readParaventFile } from './read-file';

describe('fighter stats in a file', () => {
  it('keeps BAB, scores, size, feats, legs, stable and the sf1 attack bonus', () => {
    const fighter = {
      bab: 5,
      str: 21,
      dex: 8,
      con: 15,
      size: 'large' as const,
      feats: ['improved-grapple'],
      legs: 4,
      stable: true,
      attackBonus: 9,
    };
    const enc = replay(createEncounter({ id: 'f', name: 'Ogre', system: 'sf1', seed: 1 }), [
      {
        type: 'combatant-added',
        combatant: { id: combatantId('o'), name: 'Ogre', side: 'enemy', hpMax: 30, fighter },
      },
    ]);
    const read = readParaventFile(encounterToFileText(enc), 'encounter');
    if (!read.ok || read.kind !== 'encounter') throw new Error(read.ok ? 'library' : read.message);
    expect(read.encounter.combatants[0].fighter).toEqual(fighter);
  });

  it('brings an attack bonus out of range back within ±100, like the other stats', () => {
    const enc = replay(createEncounter({ id: 'f', name: 'Ogre', system: 'sf1', seed: 1 }), [
      {
        type: 'combatant-added',
        combatant: {
          id: combatantId('o'),
          name: 'Ogre',
          side: 'enemy',
          hpMax: 30,
          fighter: { attackBonus: 5 },
        },
      },
    ]);
    const text = encounterToFileText(enc).replace('"attackBonus": 5', '"attackBonus": 500');
    expect(text).toContain('500');
    const read = readParaventFile(text, 'encounter');
    if (!read.ok || read.kind !== 'encounter') throw new Error(read.ok ? 'library' : read.message);
    expect(read.encounter.combatants[0].fighter.attackBonus).toBe(100);
  });
});
