/**
 * The HP entry with who dealt the damage (issue 26): « -7 de Lidda », « nl4 d'Aldric », « -7 by
 * Lidda », « -7 from Lidda » — and every older form reads as before.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineError } from './errors';
import { findHpSource, parseHpEntry } from './hp-entry';
import { combatantId } from './types';

const target = combatantId('orc');
const lidda = { id: combatantId('lidda'), name: 'Lidda' };
const aldric = { id: combatantId('aldric'), name: 'Aldric' };
const orc = { id: target, name: 'Orque 1' };
const orc2 = { id: combatantId('orc2'), name: 'Orque 2' };
const fight = [lidda, aldric, orc, orc2];

describe('« de Lidda »: who dealt the damage', () => {
  it.each([
    ['-7 de Lidda', { type: 'damage', amount: 7, by: lidda.id }],
    ['7 de lidda', { type: 'damage', amount: 7, by: lidda.id }],
    ['-7 de Lid', { type: 'damage', amount: 7, by: lidda.id }],
    ["-7 d'Aldric", { type: 'damage', amount: 7, by: aldric.id }],
    ['-7 d’aldric', { type: 'damage', amount: 7, by: aldric.id }],
    ['nl4 de Lidda', { type: 'nonlethal', amount: 4, by: lidda.id }],
    ['-7 by Lidda', { type: 'damage', amount: 7, by: lidda.id }],
    ['-7 from Aldric', { type: 'damage', amount: 7, by: aldric.id }],
    ['-7 de Orque 2', { type: 'damage', amount: 7, by: orc2.id }],
    // The older forms are untouched.
    ['-7', { type: 'damage', amount: 7 }],
    ['7', { type: 'damage', amount: 7 }],
    ['+5', { type: 'healing', amount: 5 }],
    ['t5', { type: 'temp-hp', amount: 5 }],
    ['nl4', { type: 'nonlethal', amount: 4 }],
  ])('« %s »', (text, event) => {
    expect(parseHpEntry(target, text, fight)).toEqual({ id: target, ...event });
  });

  it.each([
    ['-7 de Zorg', 'hpEntrySourceUnknown'],
    ['-7 de Orque', 'hpEntrySourceAmbiguous'],
    ['+5 de Lidda', 'hpEntrySourceDamageOnly'],
    ['t5 de Lidda', 'hpEntrySourceDamageOnly'],
    // Since issue 28 a word after the number is read as a damage type: the message names it.
    ['-7 deLidda', 'hpEntryTypeUnknown'],
    ['-7 de', 'hpEntry'],
    ['de Lidda -7', 'hpEntry'],
  ])('« %s » is refused with a message (%s)', (text, key) => {
    try {
      parseHpEntry(target, text, fight);
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect(e instanceof EngineError && e.key).toBe(key);
    }
  });

  it('an exact name wins over a longer one it starts', () => {
    expect(
      findHpSource(
        [
          { id: combatantId('a'), name: 'Ed' },
          { id: combatantId('b'), name: 'Edric' },
        ],
        'ed',
      ),
    ).toBe('a');
  });

  it('never throws anything but an EngineError, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        try {
          parseHpEntry(target, text, fight);
        } catch (e) {
          if (!(e instanceof EngineError)) throw e;
        }
      }),
    );
  });

  it('every older form parses the same with or without the fight’s names', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('-', '+', 't', 'nl', ''),
        fc.integer({ min: 0, max: 999_999 }),
        (sign, n) => {
          const text = `${sign}${n}`;
          expect(parseHpEntry(target, text, fight)).toEqual(parseHpEntry(target, text));
        },
      ),
    );
  });
});
