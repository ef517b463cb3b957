import { describe, expect, it } from 'vitest';
import { diceDetail } from './log-dice-roll';

describe('diceDetail', () => {
  it('shows the kept dice of each term and the constants with their signs', () => {
    expect(
      diceDetail({
        notation: '4d6kh3-1',
        total: 12,
        terms: [
          {
            notation: '4d6kh3',
            sign: 1,
            subtotal: 13,
            dice: [
              { value: 6, kept: true },
              { value: 1, kept: false },
              { value: 3, kept: true },
              { value: 4, kept: true },
            ],
          },
          { notation: '1', sign: -1, constant: 1, subtotal: -1 },
        ],
      }),
    ).toBe('[6, 3, 4] − 1');
  });
});
