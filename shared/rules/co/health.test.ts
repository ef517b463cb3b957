import { describe, expect, it } from 'vitest';
import { RulesError } from '../errors';
import { coHealthState } from './health';

describe('coHealthState — CO (règles ouvertes › Points de vigueur)', () => {
  it.each([
    [{ hp: 12, maxHp: 12 }, 'ok', 'PV pleins'],
    [{ hp: 1, maxHp: 12 }, 'ok', 'un PV suffit pour combattre'],
    [{ hp: 0, maxHp: 12 }, 'unconscious', '0 PV : hors de combat'],
    [{ hp: -3, maxHp: 12 }, 'unconscious', 'sous 0 : toujours hors de combat, pas de seuil de mort'],
  ] as const)('%o → %s (%s)', (h, expected, _why) => {
    expect(coHealthState(h)).toBe(expected);
  });

  it.each([
    [{ hp: Number.NaN, maxHp: 10 }],
    [{ hp: 2.5, maxHp: 10 }],
    [{ hp: 5, maxHp: 0 }],
    [{ hp: 5, maxHp: Number.POSITIVE_INFINITY }],
  ])('refuses %o', (h) => {
    expect(() => coHealthState(h)).toThrow(RulesError);
  });
});
