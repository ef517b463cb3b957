import { afterEach, describe, expect, it } from 'vitest';
import { PRELOAD_WORDS, preloadWords } from './preload-words';

describe('the preload’s refusals in the GM’s language', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('speak French without a page language, English when <html lang="en">', () => {
    expect(preloadWords().refused('files:open', 'x')).toBe('Données refusées (files:open) : x');
    Object.assign(globalThis, { document: { documentElement: { lang: 'en-GB' } } });
    expect(preloadWords().refused('files:open', 'x')).toBe('Data refused (files:open): x');
  });

  it('have the same sentences in both languages', () => {
    expect(Object.keys(PRELOAD_WORDS.en).sort()).toEqual(Object.keys(PRELOAD_WORDS.fr).sort());
  });
});
