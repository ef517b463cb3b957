import { afterEach, describe, expect, it } from 'vitest';
import { FILES_TEXT } from './messages';

describe('file notices in the language of the moment', () => {
  afterEach(() => {
    document.documentElement.lang = 'fr';
  });

  it('French, then English once the page says so, with the same keys', () => {
    document.documentElement.lang = 'fr';
    expect(FILES_TEXT.saved('Abordage.paravent')).toBe('Rencontre enregistrée : Abordage.paravent');
    expect(FILES_TEXT.repaired(2)).toMatch(/^Fichier réparé/);
    document.documentElement.lang = 'en';
    expect(FILES_TEXT.saved('Abordage.paravent')).toBe('Encounter saved: Abordage.paravent');
    expect(FILES_TEXT.repaired(2)).toBe('File repaired on opening (2 corrections): the fight can go on.');
    expect(FILES_TEXT.noFight).toBe('No fight to save: create or open an encounter.');
    expect(Object.keys(FILES_TEXT)).toContain('migrated');
  });
});
