import { describe, expect, it } from 'vitest';
import { formatWhen } from './messages';

describe('formatWhen (Intl, in the interface’s language)', () => {
  const at = new Date(2026, 2, 12, 14, 5);

  it('gives the time alone today, in French and English', () => {
    expect(formatWhen(at, new Date(2026, 2, 12, 20, 0), 'fr')).toBe('14:05');
    expect(formatWhen(at, new Date(2026, 2, 12, 20, 0), 'en')).toBe('02:05 PM');
  });

  it('gives day and month another day, each language its own order', () => {
    expect(formatWhen(at, new Date(2026, 2, 13), 'fr')).toBe('12/03 14:05');
    expect(formatWhen(at, new Date(2026, 2, 13), 'en')).toBe('03/12 02:05 PM');
  });

  it('follows the page’s language when none is given', () => {
    document.documentElement.lang = 'en';
    expect(formatWhen(at, new Date(2026, 2, 13))).toBe('03/12 02:05 PM');
    document.documentElement.lang = 'fr';
    expect(formatWhen(at, new Date(2026, 2, 13))).toBe('12/03 14:05');
  });
});
