import { describe, expect, it } from 'vitest';
import { osrToHit } from '../../../shared/rules';
import { createI18n } from '../../i18n';
import { phraseLine } from '../../log';
import {
  attackVsDefLine,
  attackVsDefNeeded,
  opposedTestLine,
  thac0AttackLine,
  thac0AttackNeeded,
  type HelperResult,
} from './test-helpers';

describe('CO opposed test (CO › Test en opposition)', () => {
  it.each([
    [
      { natural: 14, modifier: 3 },
      { natural: 9, modifier: 2 },
      true,
      'Aria l’emporte (14 + 3 = 17 contre 9 + 2 = 11)',
    ],
    [{ natural: 20, modifier: 0 }, { natural: 19, modifier: 8 }, true, 'Aria l’emporte (20 naturel)'],
    [{ natural: 10, modifier: 5 }, { natural: 20, modifier: -2 }, false, 'Gobelin l’emporte (20 naturel)'],
    [{ natural: 10, modifier: 2 }, { natural: 9, modifier: 3 }, false, 'égalité : le MJ tranche'],
  ])('%j against %j', (a, b, success, text) => {
    const r = opposedTestLine({ name: 'Aria', ...a }, { name: 'Gobelin', ...b });
    expect(r).toMatchObject({ ok: true, success });
    expect(r.ok && r.text).toContain(text);
  });

  it('a die out of 1–20 is a French refusal, not a crash', () => {
    expect(
      opposedTestLine({ name: 'A', natural: 25, modifier: 0 }, { name: 'B', natural: 3, modifier: 0 }),
    ).toMatchObject({ ok: false });
  });
});

describe('CO attack against DEF', () => {
  it('a natural 20 doubles the damage', () => {
    const r = attackVsDefLine({ name: 'Aria', target: 'Gobelin', natural: 20, attackBonus: 0, def: 30 });
    expect(r.ok && r.text).toContain('critique, dégâts ×2');
  });
  it.each([
    [4, 15, 11],
    [0, 10, 10],
    [10, 5, 2],
    [0, 40, 20],
  ])('attack %i against DEF %i needs %i', (bonus, def, needed) =>
    expect(attackVsDefNeeded(bonus, def)).toBe(needed),
  );
});

describe('osr attack from THAC0', () => {
  it.each([
    [19, 6, 0],
    [17, 2, 0],
    [19, -5, 0],
    [12, 9, 0],
  ])('THAC0 %i against AC %i: the same roll as osrToHit', (thac0, ac, mods) => {
    expect(thac0AttackNeeded(thac0, ac, mods)).toBe(osrToHit({ thac0, targetAc: ac }));
  });
  it('modifiers lower the roll needed (THAC0 19, AC 6, +2: 11)', () =>
    expect(thac0AttackNeeded(19, 6, 2)).toBe(11));
  it('writes the roll needed in the log line', () => {
    const r = thac0AttackLine({
      name: 'Guerrier',
      target: 'Orque',
      natural: 12,
      thac0: 19,
      targetAc: 6,
      modifiers: 0,
    });
    expect(r).toMatchObject({ ok: true, success: false });
    expect(r.ok && r.text).toContain('il fallait 13 ou plus, TAC0 19 contre CA 6');
  });
});

describe('the helpers’ log lines in the GM’s language', () => {
  const phrase = (r: HelperResult, language: 'fr' | 'en', system: 'co' | 'osr') =>
    r.ok ? phraseLine(r.line, { t: createI18n(language).t, language, system }) : r.message;
  it.each<[string, HelperResult, 'co' | 'osr', string, string]>([
    [
      'a CO opposed test',
      opposedTestLine(
        { name: 'Aria', natural: 14, modifier: 3 },
        { name: 'Gobelin', natural: 9, modifier: 2 },
      ),
      'co',
      'Test en opposition — Aria contre Gobelin : Aria l’emporte (14 + 3 = 17 contre 9 + 2 = 11)',
      'Opposed test — Aria against Gobelin: Aria wins (14 + 3 = 17 against 9 + 2 = 11)',
    ],
    [
      'a CO opposed test won by a natural 20',
      opposedTestLine(
        { name: 'Aria', natural: 20, modifier: 0 },
        { name: 'Gobelin', natural: 19, modifier: 8 },
      ),
      'co',
      'Aria l’emporte (20 naturel',
      'Aria wins (natural 20',
    ],
    [
      'a CO opposed tie',
      opposedTestLine(
        { name: 'Aria', natural: 10, modifier: 2 },
        { name: 'Gobelin', natural: 9, modifier: 3 },
      ),
      'co',
      'égalité, le MJ tranche',
      'a tie, the GM decides',
    ],
    [
      'a CO critical attack',
      attackVsDefLine({ name: 'Aria', target: 'Gobelin', natural: 20, attackBonus: 2, def: 30 }),
      'co',
      'Attaque — Aria contre Gobelin : coup critique ×2, 20 naturel (d20 20 + 2 = 22 contre DEF 30)',
      'Attack — Aria against Gobelin: critical hit ×2, natural 20 (d20 20 + 2 = 22 against DEF 30)',
    ],
    [
      'an osr attack',
      thac0AttackLine({
        name: 'Guerrier',
        target: 'Orque',
        natural: 12,
        thac0: 19,
        targetAc: 6,
        modifiers: 0,
      }),
      'osr',
      'contre TAC0 19 − CA 6',
      'against THAC0 19 − AC 6',
    ],
  ])('%s', (_, r, system, french, english) => {
    expect(phrase(r, 'fr', system)).toContain(french);
    expect(phrase(r, 'en', system)).toContain(english);
    expect(phrase(r, 'en', system)).not.toMatch(/contre|l’emporte|égalité|touché|raté|Attaque/);
  });
});
