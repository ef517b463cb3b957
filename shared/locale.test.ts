import { describe, expect, it } from 'vitest';
import { localeOf } from './locale';

describe('one locale per language', () => {
  it.each([
    ['fr', 'fr-FR'],
    ['en', 'en-GB'],
    ['en-US', 'en-GB'],
    ['de', 'fr-FR'],
  ])('%s → %s', (language, locale) => {
    expect(localeOf(language)).toBe(locale);
  });

  it('English times are on the 24-hour clock, as in French', () => {
    const at = new Date(2025, 2, 12, 14, 5);
    const time = (language: string) =>
      new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit' }).format(at);
    expect(time('en')).toBe('14:05');
    expect(time('fr')).toBe('14:05');
  });
});
