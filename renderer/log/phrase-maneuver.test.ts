import { describe, expect, it } from 'vitest';
import { attackEvents, combatantId, type LogLine } from '../../shared/combat';
import { createI18n } from '../i18n';
import { phraseLine } from './phrase';

async function both(line: LogLine, system: 'dnd35' | 'osr' = 'dnd35') {
  const i18n = createI18n('fr');
  const fr = phraseLine(line, { t: i18n.t, language: 'fr', system });
  await i18n.changeLanguage('en');
  return { fr, en: phraseLine(line, { t: i18n.t, language: 'en', system }) };
}

describe('manoeuvre and attack lines in the GM’s language', () => {
  it('an attack: French as the summary, English in English', async () => {
    const [event] = attackEvents({
      attacker: { id: combatantId('a'), name: 'Ogre' },
      target: { id: combatantId('b'), name: 'Aldric' },
      weapon: 'Massue',
      natural: 20,
      added: 5,
      against: 'CA 15',
      defence: { name: { fr: 'CA', en: 'AC' }, value: 15 },
      result: { hit: true, total: 25, threat: true, critical: true, damageMultiplier: 2 } as never,
      confirmNatural: 12,
      damage: 16,
      damageText: '2d8+4 : 8 + 8',
    });
    if (event.type !== 'maneuver-resolved' || !event.line) throw new Error('no line');
    const { fr, en } = await both(event.line);
    expect(fr).toBe(event.summary);
    expect(en).toBe(
      'Attack — Ogre against Aldric (Massue): critical hit ×2, natural 20 (d20 20 + 5 = 25 against AC 15; confirmation d20 12 + 5 = 17) — 16 damage (2d8+4: 8 + 8)',
    );
  });

  it('a bull rush pushed 3 m, a failed counter-trip', async () => {
    const push = await both({
      code: 'maneuver.outcome',
      params: {
        maneuver: 'bull-rush',
        counter: false,
        attacker: 'Ogre',
        defender: 'Aldric',
        success: true,
        margin: 4,
        decisive: { total: 19, against: 15, dice: [12, 8] },
        moved: { kind: 'pushed-follow', meters: 4.5 },
        pushedBack: false,
      },
    });
    expect(push.fr).toBe(
      'Bousculade — Ogre contre Aldric : réussite de 4 (19 contre 15 ; d20 : 12, 8) ; Aldric repoussé de 1,50 m (jusqu’à 4,50 m si Ogre le suit)',
    );
    expect(push.en).toBe(
      'Bull rush — Ogre against Aldric: success by 4 (19 against 15; d20: 12, 8); Aldric pushed back 1.50 m (up to 4.50 m if Ogre follows)',
    );
  });
});
