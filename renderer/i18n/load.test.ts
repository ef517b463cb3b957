import { describe, expect, it } from 'vitest';
import { createAppI18n, loadedMessages, loadLanguage } from './load';

describe('the GM window’s texts, English fetched apart', () => {
  it('starts in French, then shows the navigation in English once the English texts are loaded', async () => {
    const i18n = createAppI18n();
    expect(i18n.t('nav.settings')).toBe('Réglages');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await loadLanguage(i18n, 'en');
    await i18n.changeLanguage('en');
    expect(i18n.t('nav.settings')).toBe('Settings');
    // The combat log's phrasing comes with them.
    expect(i18n.t('log.turn.roundStarted')).toBe('Round starts');
    expect(createAppI18n().t('log.turn.roundStarted')).toBe('Début du round');
  });

  it('the crash screen reads English once loaded, and French for any other language', async () => {
    await loadLanguage(createAppI18n(), 'en');
    expect(loadedMessages('en').crash).not.toEqual(loadedMessages('fr').crash);
    expect(loadedMessages('de').crash).toEqual(loadedMessages('fr').crash);
  });
});
