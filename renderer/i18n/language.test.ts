import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('languageOf', () => {
  it.each([
    ['en', 'en'],
    ['fr', 'fr'],
    ['en-GB', 'fr'],
    [undefined, 'fr'],
    [null, 'fr'],
    ['', 'fr'],
  ])('%s → %s', (value, language) => {
    expect(languageOf(value)).toBe(language);
  });
});
