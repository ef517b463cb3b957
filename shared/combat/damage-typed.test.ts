/**
 * Typed damage through the engine (issue 28): « -12 feu » on a creature with fire resistance 10
 * loses 2 HP and logs the raw and applied figures; defences are refused where they enter.
 */
import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { parseHpEntry } from './hp-entry';
import { applyEvent } from './reducer';
import { byId, idOf, setup } from './test-fixtures';
import type { Encounter } from './types';

function last(enc: Encounter) {
  return enc.log[enc.log.length - 1];
}

describe('typed damage in the engine', () => {
  const fight = () =>
    setup('dnd35', [
      { name: 'Diablotin', hpMax: 30, damageDefences: 'RD 5/argent ; feu 10 ; vulnérabilité froid' },
      { name: 'Lidda', side: 'pc', hpMax: 20 },
    ]);

  it.each([
    ['-12 feu', 28, { raw: 12, types: ['fire'], steps: [{ kind: 'resistance', type: 'fire', amount: 10 }] }],
    ['-12 fire', 28, { raw: 12, types: ['fire'] }],
    ['-8 tranchant', 27, { raw: 8, steps: [{ kind: 'reduction', amount: 5, bypass: 'silver', all: false }] }],
    ['-8 tranchant argent', 22, { raw: 8, steps: [] }],
    ['-8 froid', 18, { raw: 8, steps: [{ kind: 'vulnerability', type: 'cold', amount: 4 }] }],
    ['-12', 18, { amount: 12 }],
  ])('« %s » leaves %i HP and logs it', (typed, hp, params) => {
    const id = idOf('Diablotin');
    const enc = applyEvent(fight(), parseHpEntry(id, typed, fight().combatants));
    expect(byId(enc, id).hp.current).toBe(hp);
    expect(last(enc)).toMatchObject({ code: 'hp.damage', params });
  });

  it('credits who dealt it after the type: « -12 feu de Lidda »', () => {
    const id = idOf('Diablotin');
    const event = parseHpEntry(id, '-12 feu de Lidda', fight().combatants);
    expect(event).toEqual({ type: 'damage', id, amount: 12, by: idOf('Lidda'), types: ['fire'] });
    expect(last(applyEvent(fight(), event))).toMatchObject({ params: { amount: 2, by: { name: 'Lidda' } } });
  });

  it('refuses two energies at once, a forged type and a repeated one, changing nothing', () => {
    const id = idOf('Diablotin');
    const enc = fight();
    for (const types of [['fire', 'cold'], ['fire', 'slashing'], ['plasma'], ['magic', 'magic']]) {
      expect(() => applyEvent(enc, { type: 'damage', id, amount: 5, types })).toThrow(EngineError);
    }
    expect(byId(enc, id).hp.current).toBe(30);
  });

  it('refuses a defences text it cannot read, saying which clause', () => {
    const enc = fight();
    const bad = () =>
      applyEvent(enc, {
        type: 'combatant-updated',
        id: idOf('Lidda'),
        changes: { damageDefences: 'RD 5/plomb' },
      });
    expect(bad).toThrow(/plomb/);
    expect(() =>
      applyEvent(enc, {
        type: 'combatant-added',
        combatant: { name: 'X', hpMax: 5, damageDefences: 'x'.repeat(201) },
      }),
    ).toThrow(EngineError);
  });

  it('edits and clears the defences', () => {
    const id = idOf('Lidda');
    const set = applyEvent(fight(), {
      type: 'combatant-updated',
      id,
      changes: { damageDefences: ' feu 5 ' },
    });
    expect(byId(set, id).damageDefences).toBe('feu 5');
    const cleared = applyEvent(set, { type: 'combatant-updated', id, changes: { damageDefences: '' } });
    expect('damageDefences' in byId(cleared, id)).toBe(false);
  });
});

describe('HP entry with a type', () => {
  const id = idOf('Orque');
  const people = [{ id: idOf('Lidda'), name: 'Lidda' }];
  it.each([
    ['-12 feu', { type: 'damage', amount: 12, types: ['fire'] }],
    ['-8 tranchant magique', { type: 'damage', amount: 8, types: ['slashing', 'magic'] }],
    ['-8 magic slashing', { type: 'damage', amount: 8, types: ['magic', 'slashing'] }],
    ['-5 fer froid', { type: 'damage', amount: 5, types: ['cold-iron'] }],
    ['-12 dégâts de feu', { type: 'damage', amount: 12, types: ['fire'] }],
    ['-12 fire by Lidda', { type: 'damage', amount: 12, types: ['fire'], by: idOf('Lidda') }],
    ['-7 de Lidda', { type: 'damage', amount: 7, by: idOf('Lidda') }],
  ])('« %s »', (text, event) => {
    expect(parseHpEntry(id, text, people)).toEqual({ id, ...event });
  });

  it.each([
    ['-12 plasma', 'hpEntryTypeUnknown'],
    ['+5 feu', 'hpEntryTypeDamageOnly'],
  ])('refuses « %s »', (text, key) => {
    expect(() => parseHpEntry(id, text, people)).toThrow(expect.objectContaining({ key }));
  });
});
