/**
 * Each system's procedures agree with its rules as data: the same stacking as the public tables,
 * the same initiative die and mode as its definition, manoeuvre procedures exactly where it
 * resolves manoeuvres, and a dying roll that stabilises as its text says.
 */
import { describe, expect, it } from 'vitest';
import {
  dyingCheck,
  getProcedures,
  getSystem,
  resolveManeuver,
  STACKING_MODE,
  SYSTEM_IDS,
  type SystemId,
} from './index';

/**
 * How each system stacks, from its text: the d20 games by bonus type (DRS › Combat › Classe d'armure
 * and › Magie › Types de bonus, malus included; PRD › Magic › Bonus Types; SF CRB › Bonuses and
 * Penalties: penalties have no type), CO and B/X add everything up.
 */
const STACKING_FACTS: Record<string, { mode: 'typed' | 'everything'; typedPenaltiesKeepWorst: boolean }> = {
  dnd35: { mode: 'typed', typedPenaltiesKeepWorst: true },
  pf1: { mode: 'typed', typedPenaltiesKeepWorst: true },
  sf1: { mode: 'typed', typedPenaltiesKeepWorst: false },
  co: { mode: 'everything', typedPenaltiesKeepWorst: false },
  osr: { mode: 'everything', typedPenaltiesKeepWorst: false },
};

describe.each(SYSTEM_IDS.map((id) => [id]))('procedures of %s', (id: SystemId) => {
  const p = getProcedures(id);
  const d = getSystem(id);

  it('stacks as its rules text says, and the rules API reports the same mode', () => {
    expect(p.stacking).toEqual(STACKING_FACTS[id]);
    expect(STACKING_MODE[id]).toBe(p.stacking.mode);
  });

  it('rolls the die of its definition, or takes a fixed score', () => {
    expect(p.initiative.entry === 'score').toBe(d.initiative.mode === 'fixed-score');
    if (d.initiative.die) expect(`d${p.initiative.dieSides}`).toBe(d.initiative.die);
  });

  it('has manoeuvre procedures exactly when it resolves manoeuvres', () => {
    expect(p.maneuvers !== undefined).toBe(d.maneuvers.length > 0);
    for (const id of Object.keys(p.maneuvers?.conditionDurations ?? {})) {
      expect(d.conditions.some((c) => c.id === id)).toBe(true);
    }
    for (const c of p.maneuvers?.dirtyTrickConditions ?? []) {
      expect(d.conditions.some((x) => x.id === c)).toBe(true);
    }
  });

  it('offers at least one rest, each with its length and source', () => {
    expect(p.rests.length).toBeGreaterThan(0);
    for (const r of p.rests) expect(r.minutes > 0 && r.source.length > 0).toBe(true);
  });

  it('shows its defences and lets custom modifiers change them', () => {
    expect(p.defences.fields.length).toBeGreaterThan(0);
    expect(p.defences.modifierTargets.length).toBeGreaterThan(0);
  });
});

describe('dying checks', () => {
  it.each([
    // DRS › Mourant: d%, 1 to 10 stabilises.
    [{ kind: 'percentile', die: 100, stableAtMost: 10 } as const, 10, 0, -3, true],
    [{ kind: 'percentile', die: 100, stableAtMost: 10 } as const, 11, 0, -3, false],
    // PRD › Mourant: d20 + Con + negative HP against DC 10; a natural 20 always succeeds.
    [{ kind: 'con-check', die: 20, dc: 10, natural: 20 } as const, 12, 1, -3, true],
    [{ kind: 'con-check', die: 20, dc: 10, natural: 20 } as const, 11, 1, -3, false],
    [{ kind: 'con-check', die: 20, dc: 10, natural: 20 } as const, 20, -5, -9, true],
    [{ kind: 'reminder' } as const, 20, 5, 0, false],
  ])('%o: d = %i, Con %i, HP %i → stable %s', (dying, roll, con, hp, stable) => {
    expect(dyingCheck(dying, roll, con, hp).stable).toBe(stable);
  });

  it('dnd35 rolls d%, pf1 a Con check, sf1 spends Resolve, co and osr leave it to the GM', () => {
    expect(SYSTEM_IDS.map((id) => getProcedures(id).health.dying.kind)).toEqual([
      'percentile',
      'con-check',
      'resolve',
      'reminder',
      'reminder',
    ]);
  });
});

describe('manoeuvre procedures', () => {
  it('a Starfinder hold lasts to the end of the grappler’s next turn; a 3.5 pin 1 round', () => {
    expect(getProcedures('sf1').maneuvers?.conditionDurations.grappled).toEqual({
      kind: 'until-attacker-turn-end',
    });
    expect(getProcedures('dnd35').maneuvers?.conditionDurations.pinned).toEqual({
      kind: 'rounds',
      rounds: 1,
    });
  });

  it('only 3.5 offers a counter-trip and a counter-disarm', () => {
    expect(SYSTEM_IDS.flatMap((id) => getProcedures(id).maneuvers?.counters ?? [])).toEqual([
      'trip',
      'disarm',
    ]);
  });

  it('systems without manoeuvres still refuse to resolve one', () => {
    expect(() => resolveManeuver({ system: 'co' } as never)).toThrow();
  });
});
