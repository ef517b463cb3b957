import { describe, expect, it } from 'vitest';
import { applyEvent, combatantId, createEncounter, EngineError, parseHpEntry } from '../../shared/combat';
import { createI18n } from '../i18n';
import { phraseRefusal } from './refusal';

function refusalOf(run: () => unknown): EngineError {
  try {
    run();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('the engine’s refusals in the GM’s language', () => {
  const enc = applyEvent(createEncounter({ id: 'e', system: 'dnd35', name: 'Test', seed: 1 }), {
    type: 'combatant-added',
    combatant: { id: 'a', name: 'Orque', hpMax: 10 },
  });
  const cases: { why: string; run: () => unknown; fr: string; en: string }[] = [
    {
      why: 'a taken id',
      run: () => applyEvent(enc, { type: 'combatant-added', combatant: { id: 'a', name: 'B', hpMax: 5 } }),
      fr: 'Identifiant déjà pris : a',
      en: 'Identifier already taken: a',
    },
    {
      why: 'an HP entry not understood',
      run: () => parseHpEntry(combatantId('a'), 'zz'),
      fr: "PV : « zz » n'est pas compris (exemples : -7 dégâts, +5 soins, t5 PV temporaires, nl4 non létaux, -7 de Lidda)",
      en: 'HP: “zz” is not understood (examples: -7 damage, +5 healing, t5 temporary HP, nl4 nonlethal, -7 by Lidda)',
    },
    {
      why: 'a field with a name (max HP below 1)',
      run: () => applyEvent(enc, { type: 'combatant-added', combatant: { name: 'Gob', hpMax: 0 } }),
      fr: 'PV max de Gob : au moins 1 attendu, reçu 0',
      en: 'Max HP of Gob: at least 1 expected, got 0',
    },
    {
      why: 'a gesture in the wrong phase',
      run: () => applyEvent(enc, { type: 'combat-ended' }),
      fr: 'Fin du combat : impossible, le combat est en préparation',
      en: 'End of the fight: not possible, the fight is being set up',
    },
  ];
  it.each(cases)('$why: French as `message` and in French, English in English', async (c) => {
    const e = refusalOf(c.run);
    expect(e.message).toBe(c.fr);
    const i18n = createI18n('fr');
    expect(phraseRefusal(e, i18n.t, 'fr')).toBe(c.fr);
    await i18n.changeLanguage('en');
    expect(phraseRefusal(e, i18n.t, 'en')).toBe(c.en);
  });
});
