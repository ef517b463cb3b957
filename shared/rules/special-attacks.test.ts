/**
 * A creature's free manoeuvre after a hit (issue 26): the SRD wolf trips as a free action after a
 * bite, with no touch attack and no attack of opportunity, and the target cannot trip it back
 * (SRD 3.5 › Wolf › Trip); improved grab needs no touch attack (SRD 3.5 › Improved Grab); the PRD's
 * trip special attack never trips the creature back and grab adds +4 (PRD › Universal Monster Rules).
 */
import { describe, expect, it } from 'vitest';
import { STARTER_BESTIARY } from '../bestiary';
import type { Fighter } from './types';
import { resolveManeuver } from './index';

const wolf35 = STARTER_BESTIARY.dnd35.find((c) => c.slug === 'wolf')!;
const wolf: Fighter = { bab: wolf35.bab, str: wolf35.str, dex: wolf35.dex, size: wolf35.size, legs: 4 };
const aldric: Fighter = { bab: 3, str: 14, dex: 12, touchAc: 11 };

describe('3.5: the wolf’s trip after a bite', () => {
  it('rolls no touch attack: the two dice are the opposed checks', () => {
    // Wolf Str 13 (+1, the SRD’s « +1 check modifier »); Aldric Str 14 (+2). 15 + 1 = 16 against 10 + 2 = 12.
    const out = resolveManeuver({
      system: 'dnd35',
      maneuver: 'trip',
      attacker: wolf,
      defender: aldric,
      rolls: [15, 10],
      options: { specialAttack: true },
    });
    expect(out.success).toBe(true);
    expect(out.steps[0].label).toMatch(/sans attaque de contact/);
    expect(out.steps.map((s) => s.natural).filter((n) => n !== undefined)).toEqual([15, 10]);
    expect(out.effects).toEqual([{ who: 'defender', condition: 'prone' }]);
  });

  it('a failed special trip gives the target no counter-trip', () => {
    const out = resolveManeuver({
      system: 'dnd35',
      maneuver: 'trip',
      attacker: wolf,
      defender: aldric,
      rolls: [2, 18],
      options: { specialAttack: true },
    });
    expect(out.success).toBe(false);
    expect(out.steps.at(-1)?.label).toMatch(/ne peut pas riposter/);
  });

  it('without it, the trip starts with a touch attack (three dice)', () => {
    const out = resolveManeuver({
      system: 'dnd35',
      maneuver: 'trip',
      attacker: wolf,
      defender: aldric,
      rolls: [15, 15, 10],
    });
    expect(out.steps[0].label).toMatch(/contact/);
    expect(out.steps.filter((s) => s.natural !== undefined)).toHaveLength(3);
  });

  it('improved grab: no touch attack, straight to the grapple checks', () => {
    const out = resolveManeuver({
      system: 'dnd35',
      maneuver: 'grapple',
      attacker: { bab: 3, str: 21, size: 'large' },
      defender: aldric,
      rolls: [10, 10],
      options: { specialAttack: true },
    });
    expect(out.steps[0].label).toMatch(/Étreinte après un coup/);
    expect(out.success).toBe(true);
  });
});

describe('PF1: trip and grab special attacks', () => {
  it('grab: +4 on the CMB check', () => {
    const base = {
      system: 'pf1' as const,
      maneuver: 'grapple' as const,
      attacker: wolf,
      defender: aldric,
      rolls: [10],
    };
    const plain = resolveManeuver(base);
    const grab = resolveManeuver({ ...base, options: { specialAttack: true } });
    expect(grab.margin - plain.margin).toBe(4);
    expect(grab.steps.map((s) => s.label).join(' ')).toContain('étreinte');
  });

  it('a trip special attack failed by 10 or more does not make the creature fall', () => {
    const base = {
      system: 'pf1' as const,
      maneuver: 'trip' as const,
      attacker: wolf,
      defender: { ...aldric, bab: 10, str: 20 },
      rolls: [2],
    };
    expect(resolveManeuver(base).effects).toEqual([{ who: 'attacker', condition: 'prone' }]);
    expect(resolveManeuver({ ...base, options: { specialAttack: true } }).effects).toEqual([]);
  });

  it('is refused for a manoeuvre that is not a trip or a grab', () => {
    expect(() =>
      resolveManeuver({
        system: 'pf1',
        maneuver: 'disarm',
        attacker: wolf,
        defender: aldric,
        rolls: [10],
        options: { specialAttack: true },
      }),
    ).toThrow(/croc-en-jambe ou lutte/);
  });
});

describe('the starter bestiary names the attack that carries it', () => {
  it.each([
    ['dnd35', 'wolf', 'Morsure', 'trip'],
    ['dnd35', 'owlbear', 'Griffes', 'grapple'],
    ['pf1', 'wolf', 'Morsure', 'trip'],
    ['pf1', 'lion', 'Morsure', 'grapple'],
  ] as const)('%s %s: %s → %s', (system, slug, attack, maneuver) => {
    const c = STARTER_BESTIARY[system].find((x) => x.slug === slug)!;
    expect(c.specialAttacks).toEqual([{ attack, maneuver }]);
    expect(c.attacks.some(([name]) => name === attack)).toBe(true);
  });
});
