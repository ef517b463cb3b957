import { describe, expect, it } from 'vitest';
import { applyEvent } from './reducer';
import { EngineError } from './errors';
import { createEncounter } from './create';

const enc = createEncounter({ id: 'e', name: 'Test', system: 'dnd35', seed: 1 });

describe('dice-rolled', () => {
  it('writes the roll into the combat log and changes nothing else', () => {
    const next = applyEvent(enc, { type: 'dice-rolled', notation: '2d6+3', total: 11, detail: '[4, 4] + 3' });
    expect(next.log.at(-1)).toMatchObject({
      code: 'dice.rolledDetail',
      params: { notation: '2d6+3', total: 11, detail: '[4, 4] + 3' },
    });
    expect({ ...next, log: enc.log }).toEqual(enc);
  });

  it.each([[{ notation: '', total: 3 }], [{ notation: '1d6', total: Number.NaN }]])('refuses %j', (bad) => {
    expect(() => applyEvent(enc, { type: 'dice-rolled', ...bad })).toThrow(EngineError);
  });
});
