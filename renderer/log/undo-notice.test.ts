import { describe, expect, it } from 'vitest';
import { changedLogLines, noticeWords } from './undo-notice';

const line = (text: string, round = 1) => ({ round, text: `Round ${round} — ${text}` });

describe('undo notice words', () => {
  it('an undo names the lines it took away, without the round prefix', () => {
    const before = [line('Tour d’Orque'), line('Gobelin 2 : 7 dégâts (PV 0/7)')];
    expect(changedLogLines(before, before.slice(0, 1))).toEqual(['Gobelin 2 : 7 dégâts (PV 0/7)']);
  });

  it('a redo names the lines it put back', () => {
    const after = [line('Tour d’Orque'), line('Tour de Gobelin')];
    expect(changedLogLines(after.slice(0, 1), after)).toEqual(['Tour de Gobelin']);
  });

  it('nothing in the log changed: no words', () => {
    const log = [line('Début du combat')];
    expect(changedLogLines(log, log)).toEqual([]);
  });

  it('beyond three lines the rest is counted', () => {
    expect(noticeWords(['a', 'b', 'c', 'd', 'e'], (n) => `+${n}`)).toBe('a ; b ; c +2');
    expect(noticeWords(['a', 'b'], (n) => `+${n}`)).toBe('a ; b');
  });
});
