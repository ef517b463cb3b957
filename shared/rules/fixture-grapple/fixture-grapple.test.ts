/**
 * « Corps-à-corps », a system with manoeuvres that exists only here, resolves a grapple and a trip
 * through the rules API with no change outside its folder, and its procedures agree with its data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getProcedures, getSystem, resolveManeuver, RulesError, SYSTEM_IDS } from '../index';
import { GRAPPLE_FIXTURE_ID, registerGrappleFixture } from './index';

describe('a test-only system with manoeuvres', () => {
  beforeAll(registerGrappleFixture);

  it('is known to the rules, has manoeuvre procedures for its manoeuvres, and is listed nowhere', () => {
    expect(getSystem(GRAPPLE_FIXTURE_ID).maneuvers.map((m) => m.id)).toEqual(['grapple', 'trip']);
    expect(getProcedures(GRAPPLE_FIXTURE_ID).maneuvers?.rollPlan).toBe('combat-maneuver');
    expect(getProcedures(GRAPPLE_FIXTURE_ID).maneuvers?.flanking.fr).toMatch(/tenaille/);
    expect(SYSTEM_IDS).not.toContain(GRAPPLE_FIXTURE_ID);
  });

  it.each([
    // d20 + BAB 3 + Str 16 (+3) against 10 + BAB 1 + Str 12 (+1) + Dex 14 (+2) = 14.
    [8, true, ['defender:grappled', 'attacker:grappled']],
    [7, false, []],
  ])('grapple with a natural %i: success %s', (natural, success, effects) => {
    const out = resolveManeuver({
      system: GRAPPLE_FIXTURE_ID,
      maneuver: 'grapple',
      attacker: { bab: 3, str: 16 },
      defender: { bab: 1, str: 12, dex: 14 },
      rolls: [natural],
    });
    expect(out.success).toBe(success);
    expect(out.steps[0]).toMatchObject({ natural, total: natural + 6, against: 14 });
    expect(out.effects.map((e) => `${e.who}:${e.condition}`)).toEqual(effects);
  });

  it('flanking adds 2, every effect is a condition of its catalogue, and a missing die is refused', () => {
    const trip = resolveManeuver({
      system: GRAPPLE_FIXTURE_ID,
      maneuver: 'trip',
      attacker: {},
      defender: {},
      options: { flanking: true },
      rolls: [8],
    });
    expect(trip).toMatchObject({ success: true, margin: 0 });
    const known = getSystem(GRAPPLE_FIXTURE_ID).conditions.map((c) => c.id);
    expect(trip.effects.every((e) => known.includes(e.condition))).toBe(true);
    expect(() =>
      resolveManeuver({
        system: GRAPPLE_FIXTURE_ID,
        maneuver: 'grapple',
        attacker: {},
        defender: {},
        rolls: [],
      }),
    ).toThrow(RulesError);
  });
});
