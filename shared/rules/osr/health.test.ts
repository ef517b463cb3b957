import { describe, expect, it } from 'vitest';
import { RulesError } from '../errors';
import { osrHealthState } from './health';

describe('osrHealthState — OSR › Jet de dommages (mort à 0 PV)', () => {
  it.each([
    [{ hp: 7, maxHp: 7 }, 'ok', 'PV pleins'],
    [{ hp: 1, maxHp: 7 }, 'ok', '1 PV'],
    [{ hp: 0, maxHp: 7 }, 'dead', '0 PV : mort'],
    [{ hp: -3, maxHp: 7 }, 'dead', 'Exemple de combat : Wigbryht à −3, tué'],
  ] as const)('%o → %s (%s)', (h, expected, _why) => {
    expect(osrHealthState(h)).toBe(expected);
  });
});

describe('osrHealthState — option PV négatifs (règles ouvertes OSRIC)', () => {
  it.each([
    [5, 'ok'],
    [0, 'unconscious'],
    [-1, 'dying'],
    [-9, 'dying'],
    [-10, 'dead'],
    [-25, 'dead'],
  ] as const)('%i PV → %s', (hp, expected) => {
    expect(osrHealthState({ hp, maxHp: 12, negativeHpOption: true })).toBe(expected);
  });

  it.each([
    [{ hp: Number.NaN, maxHp: 5 }],
    [{ hp: 1.5, maxHp: 5 }],
    [{ hp: 3, maxHp: 0 }],
    [{ hp: 3, maxHp: 5, negativeHpOption: 'yes' as never }],
  ])('refuses %o', (h) => {
    expect(() => osrHealthState(h)).toThrow(RulesError);
  });
});
