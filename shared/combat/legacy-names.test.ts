import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withCapabilityNames } from './legacy-names';

describe('withCapabilityNames', () => {
  it('renames the old option keys, log codes and event type wherever they are', () => {
    const old = {
      options: { osrVariant: 'alternating', osrRerollEachRound: false, negativeHp: true },
      log: [
        { round: 1, code: 'initiative.osrGroups', params: { party: 4, foes: 2 } },
        { round: 1, code: 'hp.damage', params: { name: 'Orque', amount: 3 } },
      ],
      reminders: [{ kind: 'dying', line: { round: 2, code: 'dying.sf1Reminder', params: { name: 'Vesk' } } }],
    };
    expect(withCapabilityNames(old)).toEqual({
      options: { phasedRoundOrder: 'alternating', rerollEachRound: false, negativeHp: true },
      log: [
        { round: 1, code: 'initiative.sideRolls', params: { party: 4, foes: 2 } },
        { round: 1, code: 'hp.damage', params: { name: 'Orque', amount: 3 } },
      ],
      reminders: [
        { kind: 'dying', line: { round: 2, code: 'dying.resolveReminder', params: { name: 'Vesk' } } },
      ],
    });
    expect(withCapabilityNames({ type: 'co-init-lowered', id: 'a', to: 8 })).toEqual({
      type: 'initiative-lowered',
      id: 'a',
      to: 8,
    });
  });

  it('a value nested far deeper than any stored fight comes back as it is, without overflowing', () => {
    let deep: unknown = { osrVariant: 'group' };
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(withCapabilityNames(deep)).toEqual(deep);
  });

  it('leaves anything without an old name equal, and is idempotent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = withCapabilityNames(value);
        expect(withCapabilityNames(once)).toEqual(once);
      }),
    );
    const current = { type: 'turn-advanced', options: { phasedRoundOrder: 'group' } };
    expect(withCapabilityNames(current)).toEqual(current);
  });
});
