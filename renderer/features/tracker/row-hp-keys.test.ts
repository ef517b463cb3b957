import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rowKeyStep, type RowKeyStep } from './row-hp-keys';
import { combatantId, HP_ENTRY_SIGNS, parseHpEntry } from '../../../shared/combat';

/**
 * Types `keys` on a row from nothing held: the last step, every key given back on the way, and the
 * HP field's text once it opened (the keys after go into it).
 */
function typeOnRow(keys: string[]): { last: RowKeyStep; replayed: string; field: string | null } {
  let held = '';
  let replayed = '';
  let last: RowKeyStep = { kind: 'pass', replay: '' };
  for (const [i, key] of keys.entries()) {
    last = rowKeyStep(held, key);
    replayed += last.replay;
    if (last.kind === 'open') return { last, replayed, field: last.text + keys.slice(i + 1).join('') };
    held = last.kind === 'hold' ? last.held : '';
  }
  return { last, replayed, field: null };
}

describe('rowKeyStep — an HP entry typed on a focused row', () => {
  it.each([
    [['-'], '-'],
    [['+'], '+'],
    [['t', '5'], 't5'],
    [['T', '5'], 't5'],
    [['n', 'l', '4'], 'nl4'],
    [['Enter'], ''],
  ])('%j opens the HP field with « %s »', (keys, text) => {
    expect(typeOnRow(keys).last).toEqual({ kind: 'open', text, replay: '' });
  });

  it('holds « t », « n » and « nl » while they may become a sign', () => {
    expect(rowKeyStep('', 't')).toEqual({ kind: 'hold', held: 't', replay: '' });
    expect(rowKeyStep('', 'n')).toEqual({ kind: 'hold', held: 'n', replay: '' });
    expect(rowKeyStep('n', 'l')).toEqual({ kind: 'hold', held: 'nl', replay: '' });
  });

  it('gives the held keys back when the next one is no sign (« n » then « e »: next turn, then a condition)', () => {
    expect(rowKeyStep('n', 'e')).toEqual({ kind: 'pass', replay: 'n' });
    expect(rowKeyStep('nl', 'x')).toEqual({ kind: 'pass', replay: 'nl' });
    // « n » « n »: the first is a shortcut, the second is held again.
    expect(rowKeyStep('n', 'n')).toEqual({ kind: 'hold', held: 'n', replay: 'n' });
    // « t » then « - »: the attack shortcut, then the damage field.
    expect(rowKeyStep('t', '-')).toEqual({ kind: 'open', text: '-', replay: 't' });
  });

  it('leaves every other key to the shortcuts and the list', () => {
    for (const key of ['e', 'l', 'i', '3', 'ArrowDown', 'Escape', '?']) {
      expect(rowKeyStep('', key)).toEqual({ kind: 'pass', replay: '' });
    }
  });

  it('opens the field with a text the HP entry accepts, for every sign and amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HP_ENTRY_SIGNS), fc.integer({ min: 0, max: 9 }), (sign, digit) => {
        const { field, replayed } = typeOnRow([...sign, String(digit)]);
        expect(replayed).toBe('');
        expect(field).toBe(`${sign}${digit}`);
        expect(() => parseHpEntry(combatantId('c1'), field ?? '')).not.toThrow();
      }),
    );
  });
});
