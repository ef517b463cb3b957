/** A rest's detail in the GM's language (issue 26: the recovery of each condition said, FR and EN). */
import { describe, expect, it } from 'vitest';
import { previewRest, type RestMember } from '../../../shared/library';
import { createSeededRng } from '../../../shared/rules';
import { createI18n } from '../../i18n';
import { effectLabel } from './effect-label';
import { restDetail } from './rest-detail';

const aldric: RestMember = {
  id: 'a',
  name: 'Aldric',
  hpMax: 24,
  level: 3,
  state: {
    hpCurrent: 17,
    nonlethal: 6,
    conditions: [{ what: { kind: 'condition', conditionId: 'exhausted' }, label: 'Épuisé', minutes: null }],
    resources: '',
  },
};

describe('rest detail', () => {
  it.each([
    ['fr', '+3 PV (niveau 3), non létaux 6 → 0, Épuisé → Fatigué'],
    ['en', '+3 HP (level 3), nonlethal 6 → 0, Exhausted → Fatigued'],
  ] as const)('%s: « %s »', (language, text) => {
    const [line] = previewRest('dnd35', 'night', [aldric], createSeededRng(1), (w) =>
      effectLabel('dnd35', w, language),
    );
    expect(restDetail(line, 'dnd35', createI18n(language).t, language)).toBe(text);
    expect(line.after.conditions[0].label).toBe(language === 'fr' ? 'Fatigué' : 'Fatigued');
  });

  it('Starfinder’s 10 minutes with Stamina already full says so', () => {
    const [line] = previewRest(
      'sf1',
      'sf-short',
      [
        {
          ...aldric,
          staminaMax: 12,
          resolveMax: 4,
          state: { ...aldric.state, nonlethal: 0, conditions: [], stamina: 12, resolve: 2 },
        },
      ],
      createSeededRng(1),
    );
    expect(restDetail(line, 'sf1', createI18n('en').t, 'en')).toBe('SP 12 → 12 (Stamina already full)');
  });
});
