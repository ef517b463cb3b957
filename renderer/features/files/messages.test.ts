import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { FILES_TEXT } from './messages';

createI18n(); // both languages at hand, as in the GM window once English is loaded

describe('file notices in the language of the moment', () => {
  afterEach(() => {
    document.documentElement.lang = 'fr';
  });

  it('French, then English once the page says so, from the translation tables', () => {
    document.documentElement.lang = 'fr';
    expect(FILES_TEXT.saved('Abordage.paravent')).toBe('Rencontre enregistrée : Abordage.paravent');
    expect(FILES_TEXT.repaired(2)).toMatch(/^Fichier réparé/);
    document.documentElement.lang = 'en';
    expect(FILES_TEXT.saved('Abordage.paravent')).toBe('Encounter saved: Abordage.paravent');
    expect(FILES_TEXT.repaired(2)).toBe('File repaired on opening (2 corrections): the fight can go on.');
    expect(FILES_TEXT.noFight).toBe('No fight to save: create or open an encounter.');
  });

  it('counts with the plural forms of each language (never « (s) »)', () => {
    document.documentElement.lang = 'fr';
    expect(FILES_TEXT.repaired(1)).toBe(
      'Fichier réparé à l’ouverture (1 correction) : le combat peut continuer.',
    );
    expect(FILES_TEXT.importedLibrary(1)).toBe('1 entrée importée dans la bibliothèque.');
    expect(FILES_TEXT.importedLibrary(12)).toBe('12 entrées importées dans la bibliothèque.');
    document.documentElement.lang = 'en';
    expect(FILES_TEXT.importedLibrary(1)).toBe('1 entry imported into the library.');
    expect(FILES_TEXT.importedLibrary(3)).toBe('3 entries imported into the library.');
  });
});
