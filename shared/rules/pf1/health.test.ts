import { describe, expect, it } from 'vitest';
import type { HealthInput, HealthState } from '../types';
import { RulesError } from '../errors';
import { healthState, stabilizationCheck } from './health';

const SRC = 'PRD › Combat › Injury and Death';

describe(`healthState pf1 — ${SRC}`, () => {
  it.each<[string, HealthInput, HealthState]>([
    ['PV pleins', { hp: 30, maxHp: 30, con: 14 }, 'ok'],
    ['1 PV', { hp: 1, maxHp: 30, con: 14 }, 'ok'],
    ['0 PV : hors de combat', { hp: 0, maxHp: 30, con: 14 }, 'disabled'],
    ['0 PV sans Con : hors de combat (pas d’ambiguïté)', { hp: 0, maxHp: 30 }, 'disabled'],
    ['−1 PV, Con 14 : mourant', { hp: -1, maxHp: 30, con: 14 }, 'dying'],
    ['−13 PV, Con 14 : mourant', { hp: -13, maxHp: 30, con: 14 }, 'dying'],
    ['−14 PV, Con 14 : mort (PV = −Con)', { hp: -14, maxHp: 30, con: 14 }, 'dead'],
    ['−15 PV, Con 14 : mort', { hp: -15, maxHp: 30, con: 14 }, 'dead'],
    ['−9 PV, Con 10 : mourant', { hp: -9, maxHp: 8, con: 10 }, 'dying'],
    ['−10 PV, Con 10 : mort', { hp: -10, maxHp: 8, con: 10 }, 'dead'],
    ['−99 PV sans Con : mort pour toute valeur possible (0 à 99)', { hp: -99, maxHp: 8 }, 'dead'],
    ['Con 0 (mort-vivant) à 0 PV : détruit', { hp: 0, maxHp: 20, con: 0 }, 'dead'],
    ['non létaux < PV : rien', { hp: 10, maxHp: 30, nonlethal: 9, con: 12 }, 'ok'],
    ['non létaux = PV : chancelant', { hp: 10, maxHp: 30, nonlethal: 10, con: 12 }, 'staggered'],
    ['non létaux > PV : inconscient', { hp: 10, maxHp: 30, nonlethal: 11, con: 12 }, 'unconscious'],
    ['0 PV et non létaux : inconscient', { hp: 0, maxHp: 30, nonlethal: 1 }, 'unconscious'],
    ['PV négatifs et non létaux : mourant l’emporte', { hp: -2, maxHp: 30, nonlethal: 5, con: 12 }, 'dying'],
    ['negativeHpOption (osr) ignorée', { hp: -2, maxHp: 30, con: 12, negativeHpOption: false }, 'dying'],
  ])('%s', (_why, h, state) => {
    expect(healthState(h)).toBe(state);
  });

  it.each<[string, HealthInput, string]>([
    ['PV négatifs sans Con : mourant ou mort ? on refuse de deviner', { hp: -3, maxHp: 10 }, 'invalid-score'],
    ['PV NaN', { hp: Number.NaN, maxHp: 10 }, 'invalid-number'],
    ['PV non entiers', { hp: 2.5, maxHp: 10 }, 'invalid-number'],
    ['PV max 0', { hp: 0, maxHp: 0 }, 'invalid-number'],
    ['non létaux négatifs', { hp: 5, maxHp: 10, nonlethal: -1 }, 'invalid-number'],
    ['Con 100', { hp: -3, maxHp: 10, con: 100 }, 'invalid-score'],
    ['Con non entière', { hp: -3, maxHp: 10, con: 12.5 }, 'invalid-number'],
  ])('%s → RulesError %s', (_why, h, code) => {
    expect(() => healthState(h)).toThrow(RulesError);
    expect(() => healthState(h)).toThrow(expect.objectContaining({ code }));
  });
});

describe(`stabilizationCheck — ${SRC} › Dying`, () => {
  it.each<[string, { hp: number; con: number; natural: number }, boolean, number, number]>([
    ['d20 13 + 0 (Con 10) − 3 = 10 : stabilisé', { hp: -3, con: 10, natural: 13 }, true, 10, -3],
    ['d20 12 + 0 − 3 = 9 : échec, −1 PV', { hp: -3, con: 10, natural: 12 }, false, 9, -4],
    ['d20 10 + 2 (Con 14) − 2 = 10 : stabilisé', { hp: -2, con: 14, natural: 10 }, true, 10, -2],
    ['20 naturel : stabilisé malgré 20 − 12 = 8', { hp: -12, con: 14, natural: 20 }, true, 10, -12],
  ])('%s', (_why, input, stable, total, hpAfter) => {
    const r = stabilizationCheck(input);
    expect(r).toMatchObject({ stable, dc: 10, hpAfter });
    if (input.natural !== 20) expect(r.total).toBe(total);
  });

  it.each<[string, { hp: number; con: number; natural: number }]>([
    ['PV positifs', { hp: 2, con: 10, natural: 10 }],
    ['d20 de 0', { hp: -2, con: 10, natural: 0 }],
    ['Con NaN', { hp: -2, con: Number.NaN, natural: 10 }],
  ])('%s → RulesError', (_why, input) => {
    expect(() => stabilizationCheck(input)).toThrow(RulesError);
  });
});
