/** The keys a « why not » notice names follow the GM's rebound keys (issue 27). */
import { describe, expect, it } from 'vitest';
import { noticeKeys } from './bindings';
import { createI18n } from '../i18n';

describe('noticeKeys', () => {
  it('names the default keys, then the rebound ones, in the GM’s language', async () => {
    expect(noticeKeys({}, 'fr')).toEqual({ attack: 'T', maneuver: 'M' });
    expect(noticeKeys({ 'tracker.attack': 'shift+A' }, 'en')).toEqual({ attack: 'Shift + A', maneuver: 'M' });
    const i18n = createI18n('fr');
    expect(i18n.t('commandUnavailable.noDie', noticeKeys({ 'tracker.maneuver': 'alt+J' }, 'fr'))).toBe(
      'Aucun d20 à lancer : ouvrez l’aide à l’attaque (T) ou la manœuvre (Alt + J).',
    );
  });
});
