import { describe, expect, it } from 'vitest';
import { MAIN_TEXTS } from './main-texts';

/** A sample argument for each text that takes some, so that a function's words can be read. */
const SAMPLE = ['Abordage.paravent', 'EACCES'] as const;

function words(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') return String(Reflect.apply(value, undefined, [...SAMPLE]));
  return '';
}

describe('main’s texts (menus, dialogs, notices, faults)', () => {
  it.each(Object.entries(MAIN_TEXTS))(
    '%s: the same keys in French and English, none empty',
    (_name, table) => {
      expect(Object.keys(table.en).sort()).toEqual(Object.keys(table.fr).sort());
      for (const language of ['fr', 'en'] as const) {
        for (const [key, value] of Object.entries(table[language]))
          expect(words(value), `${language}.${key}`).not.toBe('');
      }
    },
  );

  it.each(Object.entries(MAIN_TEXTS))('%s: the English says nothing in French', (_name, table) => {
    for (const [key, value] of Object.entries(table.en))
      expect(words(value), key).not.toMatch(/[éèêàùçœ«»]|\b(le|la|les|des|du|une?)\b/i);
  });
});
