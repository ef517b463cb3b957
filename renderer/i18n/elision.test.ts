/** French elision before a name (issue 26): « Tour d’Aldric », never « Tour de Aldric ». */
import { describe, expect, it } from 'vitest';
import { deName, elides, leName } from '../../shared/french-elision';
import { frenchEngineText } from '../../shared/combat/engine-texts';
import { createI18n } from './index';
import { fr } from './fr';
import { logFr } from './log-fr';

describe('elision before a name', () => {
  it.each([
    // A vowel, accented or not, and the « y » that is a vowel.
    ['Aldric', 'd’Aldric', 'l’Aldric'],
    ['Éloïse', 'd’Éloïse', 'l’Éloïse'],
    ['Orque 2', 'd’Orque 2', 'l’Orque 2'],
    ['Ulric', 'd’Ulric', 'l’Ulric'],
    ['Yvain', 'd’Yvain', 'l’Yvain'],
    // A mute h before a vowel.
    ['Hélène', 'd’Hélène', 'l’Hélène'],
    ['Homme-lézard', 'd’Homme-lézard', 'l’Homme-lézard'],
    ['Hydre', 'd’Hydre', 'l’Hydre'],
    // An aspirated h: no elision (le hobgobelin, la harpie, le hibou).
    ['Hobgobelin 3', 'de Hobgobelin 3', 'le Hobgobelin 3'],
    ['Harpie', 'de Harpie', 'le Harpie'],
    ['Hibou-ours', 'de Hibou-ours', 'le Hibou-ours'],
    // A consonant, and a « y » before a vowel.
    ['Lidda', 'de Lidda', 'le Lidda'],
    ['Kael', 'de Kael', 'le Kael'],
    ['Yann', 'de Yann', 'le Yann'],
    ['Gobelin ×3', 'de Gobelin ×3', 'le Gobelin ×3'],
  ])('%s → « %s », « %s »', (name, de, le) => {
    expect(deName(name)).toBe(de);
    expect(leName(name)).toBe(le);
    expect(elides(name)).toBe(de.startsWith('d’'));
  });

  it('the interface: « Tour d’Aldric », « Tour de Lidda »; English untouched', () => {
    const frT = createI18n('fr').t;
    expect(frT('tracker.turnOf', { name: 'Aldric' })).toBe('Tour d’Aldric');
    expect(frT('tracker.turnOf', { name: 'Lidda' })).toBe('Tour de Lidda');
    expect(frT('attack.title', { name: 'Orque 1' })).toBe('Attaque d’Orque 1');
    expect(createI18n('en').t('tracker.turnOf', { name: 'Aldric' })).not.toContain('d’');
  });

  it('the log and the engine’s reference texts read the same', () => {
    const t = createI18n('fr').t;
    expect(t('log.turn.started', { name: 'Isaura' })).toBe('Tour d’Isaura');
    expect(frenchEngineText('hpOverMax', { name: 'Aldric', current: 30, max: 24 })).toContain('PV d’Aldric');
  });

  it('no French text writes « de {{name}} » any more', () => {
    const texts = JSON.stringify([fr, logFr]);
    expect(texts).not.toMatch(/\bde \{\{(name|target|attacker|of|current|defender)\}\}/);
  });
});
