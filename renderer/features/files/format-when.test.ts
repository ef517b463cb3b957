import { describe, expect, it } from 'vitest';
import { formatWhen } from './messages';

describe('formatWhen (Intl, in the interface’s language)', () => {
  const at = new Date(2026, 2, 12, 14, 5);

  it('gives the time alone today, on the 24-hour clock in French and in English (en-GB)', () => {
    expect(formatWhen(at, new Date(2026, 2, 12, 20, 0), 'fr')).toBe('14:05');
    expect(formatWhen(at, new Date(2026, 2, 12, 20, 0), 'en')).toBe('14:05');
  });

  it('gives day then month another day, in both languages (never « 03/12, 02:05 PM »)', () => {
    expect(formatWhen(at, new Date(2026, 2, 13), 'fr')).toBe('12/03 14:05');
    expect(formatWhen(at, new Date(2026, 2, 13), 'en')).toBe('12/03 14:05');
    document.documentElement.lang = 'en';
    expect(formatWhen(at, new Date(2026, 2, 13))).toBe('12/03 14:05');
    document.documentElement.lang = 'fr';
  });
});
