import { describe, expect, it } from 'vitest';
import { scrollForCurrent } from './CombatantList';

describe('scrollForCurrent: the current row and the next five stay in view', () => {
  const ROW = 48;
  it.each([
    // scrollTop, view height, current, count → expected scrollTop
    [0, 600, 0, 12, 0], // all fit: no scroll
    [0, 600, 11, 12, 0],
    [0, 400, 5, 40, 4 * ROW], // current near the top, one row of the past above
    [4 * ROW, 400, 6, 40, 4 * ROW], // already in view: unchanged
    [0, 300, 39, 40, 40 * ROW - 300], // the end: no scrolling past the last row
  ])('top %i, view %i, current %i of %i → %i', (top, height, current, count, expected) => {
    expect(scrollForCurrent(top, height, current, count, ROW)).toBe(expected);
  });

  it('for every position, the current row and the next five (or the last) are inside the view', () => {
    const height = 7 * ROW;
    let top = 0;
    for (let current = 0; current < 60; current += 1) {
      top = scrollForCurrent(top, height, current, 60, ROW);
      const last = Math.min(59, current + 5);
      expect(current * ROW).toBeGreaterThanOrEqual(top);
      expect((last + 1) * ROW).toBeLessThanOrEqual(top + height);
    }
  });
});
