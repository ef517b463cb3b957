import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDamage, readSaveRoll } from './group-save-form';

describe('a player’s roll as the GM types it', () => {
  it.each([
    ['', { ok: true }],
    ['  ', { ok: true }],
    ['14', { ok: true, roll: { total: 14 } }],
    ['-2', { ok: true, roll: { total: -2 } }],
    ['n20', { ok: true, roll: { d20: 20 } }],
    ['nat 20', { ok: true, roll: { d20: 20 } }],
    ['20 naturel', { ok: true, roll: { d20: 20 } }],
    ['Natural 1', { ok: true, roll: { d20: 1 } }],
    ['1n', { ok: true, roll: { d20: 1 } }],
    ['14 n1', { ok: true, roll: { total: 14, d20: 1 } }],
    ['14 (nat 1)', { ok: true, roll: { total: 14, d20: 1 } }],
    ['n21', { ok: false, reason: 'd20' }],
    ['n0', { ok: false, reason: 'd20' }],
    ['quatorze', { ok: false, reason: 'number' }],
    ['14 15', { ok: false, reason: 'number' }],
    ['n', { ok: false, reason: 'number' }],
  ])('« %s »', (text, read) => {
    expect(readSaveRoll(text)).toEqual(read);
  });

  it('never throws, and a d20 it reads is from 1 to 20', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const read = readSaveRoll(text);
        if (read.ok && read.roll?.d20 !== undefined) {
          expect(read.roll.d20).toBeGreaterThanOrEqual(1);
          expect(read.roll.d20).toBeLessThanOrEqual(20);
        }
      }),
    );
  });
});

describe('the damage as typed', () => {
  it.each([
    ['6d6 feu', { ok: true, damage: '6d6', types: ['fire'] }],
    ['21', { ok: true, damageTotal: 21, types: [] }],
    ['', { ok: true, types: [] }],
    ['6d6 moutarde', { ok: false, reason: 'type', word: 'moutarde' }],
  ])('« %s »', (text, read) => {
    expect(readDamage(text)).toMatchObject(read);
  });
});
