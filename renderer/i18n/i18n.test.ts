import { describe, expect, it } from 'vitest';
import { fr } from './fr';
import { en } from './en';
import { createI18n } from './index';

function texts(o: object): string[] {
  return Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as object)));
}

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v as object, `${prefix}${k}.`),
  );
}

describe('interface texts', () => {
  it('English has exactly the French keys, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort());
    for (const k of keys(en)) expect(k).toBeTruthy();
  });

  it('counts through plural forms (_one/_other), never « (s) »', () => {
    const bracketed = /\p{L}\((s|es|x)\)/u;
    expect([...texts(fr), ...texts(en)].filter((t) => bracketed.test(t))).toEqual([]);
  });

  it('starts in French and switches to English', async () => {
    const i18n = createI18n();
    expect(i18n.t('nav.settings')).toBe('Réglages');
    await i18n.changeLanguage('en');
    expect(i18n.t('nav.settings')).toBe('Settings');
  });

  it('types its keys: a missing key does not type-check', () => {
    const i18n = createI18n();
    // @ts-expect-error « nav.setings » is no key of fr.ts (npm run typecheck fails if keys go untyped).
    expect(i18n.t('nav.setings')).toBe('nav.setings');
  });
});
