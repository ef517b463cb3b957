import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combatantId, createEncounter, replay } from '../../../shared/combat';
import { namedTargets, readDamage, readSaveRoll } from './group-save-form';

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

describe('the targets named', () => {
  const enc = replay(
    createEncounter({ id: 'e', name: 'x', system: 'dnd35', seed: 1 }),
    [1, 2, 10, 11].map((n) => ({
      type: 'combatant-added' as const,
      combatant: { id: `g${n}`, name: `Gobelin ${n}`, group: 'Gobelins', hpMax: 5 },
    })),
  );
  it.each([
    ['Gobelin 1', ['g1']],
    ['gobelin 1, Gobelin 2', ['g1', 'g2']],
    ['Gobelin 1 ', ['g1']],
    ['gob', ['g1', 'g2', 'g10', 'g11']],
    ['Gobelin 1*', []],
    ['Gobelins', ['g1', 'g2', 'g10', 'g11']],
  ])('« %s » → %j (a whole name is that one only)', (text, ids) => {
    expect(namedTargets(enc.combatants, text).map((c) => c.id)).toEqual(ids.map((id) => combatantId(id)));
  });
});
