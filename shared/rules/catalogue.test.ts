import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createSeededRng,
  getSystem,
  healthState,
  resolveManeuver,
  RulesError,
  sortInitiative,
  SYSTEM_IDS,
  type ManeuverId,
  type Size,
} from './index';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe.each(SYSTEM_IDS)('the %s catalogue', (id) => {
  const def = getSystem(id);

  it('names the system and its source text in both languages', () => {
    expect(def.name.fr).toBeTruthy();
    expect(def.name.en).toBeTruthy();
    expect(def.sourceText).toMatch(/\.fr\.txt$/);
  });

  it('gives every condition a unique kebab-case id, both names, a summary and a source', () => {
    const ids = def.conditions.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of def.conditions) {
      expect(c.id).toMatch(KEBAB);
      expect(c.name.fr && c.name.en && c.summary.fr && c.summary.en && c.source).toBeTruthy();
      for (const m of c.modifiers) expect(Number.isFinite(m.value)).toBe(true);
      for (const other of [...(c.implies ?? []), ...(c.excludes ?? [])]) expect(ids).toContain(other);
    }
  });

  it('keeps tracks in order: one condition per step', () => {
    const tracks = new Map<string, number[]>();
    for (const c of def.conditions)
      if (c.track) tracks.set(c.track.id, [...(tracks.get(c.track.id) ?? []), c.track.step]);
    for (const steps of tracks.values()) expect(new Set(steps).size).toBe(steps.length);
  });

  it('gives every table a unique id prefixed by the system, and rows as wide as the columns', () => {
    const ids = def.tables.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(def.tables.length).toBeGreaterThan(3);
    for (const t of def.tables) {
      expect(t.id.startsWith(`${id}-`)).toBe(true);
      expect(t.title.fr && t.title.en && t.source).toBeTruthy();
      expect(t.rows.length).toBeGreaterThan(0);
      for (const row of t.rows) expect(row).toHaveLength(t.columns.length);
    }
  });

  it('has rule summaries, each with a source', () => {
    expect(def.summaries.length).toBeGreaterThan(3);
    for (const s of def.summaries) expect(s.title.fr && s.text.fr && s.text.en && s.source).toBeTruthy();
  });

  it('orders any initiative as a deterministic permutation of its input', () => {
    const entry = fc.record({
      id: fc.uuid(),
      total: fc.integer({ min: -5, max: 40 }),
      modifier: fc.integer({ min: -5, max: 15 }),
      side: fc.constantFrom('pc' as const, 'npc' as const),
      tiebreak: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 30 }), (entries) => {
        const sorted = sortInitiative(id, entries);
        expect([...sorted].map((e) => e.id).sort()).toEqual(entries.map((e) => e.id).sort());
        expect(sortInitiative(id, [...entries].reverse()).map((e) => e.id)).toEqual(sorted.map((e) => e.id));
      }),
    );
  });

  it('gives a health state for any whole hit points, and refuses NaN', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 200 }), fc.integer({ min: 1, max: 200 }), (hp, maxHp) => {
        expect(['ok', 'staggered', 'disabled', 'dying', 'unconscious', 'dead']).toContain(
          healthState(id, { hp: Math.min(hp, maxHp), maxHp, con: 12 }),
        );
      }),
    );
    expect(() => healthState(id, { hp: Number.NaN, maxHp: 10, con: 12 })).toThrow(RulesError);
  });
});

describe('resolveManeuver across systems', () => {
  const sizes: Size[] = ['small', 'medium', 'large'];
  const fighter = fc.record({
    bab: fc.integer({ min: 0, max: 20 }),
    str: fc.integer({ min: 3, max: 30 }),
    dex: fc.integer({ min: 3, max: 30 }),
    size: fc.constantFrom(...sizes),
    touchAc: fc.integer({ min: 5, max: 30 }),
    kac: fc.integer({ min: 5, max: 40 }),
    attackBonus: fc.integer({ min: 0, max: 30 }),
  });

  it.each(['dnd35', 'pf1', 'sf1'] as const)(
    'in %s never gives NaN, and draws missing rolls from the RNG',
    (system) => {
      const maneuvers = getSystem(system).maneuvers.map((m) => m.id);
      fc.assert(
        fc.property(
          fc.constantFrom<ManeuverId>(...maneuvers),
          fighter,
          fighter,
          fc.integer(),
          (maneuver, attacker, defender, seed) => {
            try {
              const out = resolveManeuver({
                system,
                maneuver,
                attacker,
                defender,
                rolls: [],
                rng: createSeededRng(seed),
              });
              expect(Number.isFinite(out.margin)).toBe(true);
              expect(out.steps.length).toBeGreaterThan(0);
              for (const s of out.steps) expect(s.label).toBeTruthy();
            } catch (e) {
              // Only a rules refusal (e.g. a target too large) may stop a resolution.
              expect(e).toBeInstanceOf(RulesError);
            }
          },
        ),
        { numRuns: 150 },
      );
    },
  );

  it.each(['dnd35', 'pf1', 'sf1'] as const)(
    'in %s says how many rolls are missing when no RNG is given',
    (system) => {
      expect(() =>
        resolveManeuver({
          system,
          maneuver: 'trip',
          attacker: { bab: 3, attackBonus: 5 },
          defender: { kac: 15, touchAc: 10 },
          rolls: [],
        }),
      ).toThrow(expect.objectContaining({ code: 'missing-rolls' }));
    },
  );

  it('refuses CO and osr, which have no manoeuvres', () => {
    expect(() =>
      resolveManeuver({ system: 'co' as 'pf1', maneuver: 'trip', attacker: {}, defender: {}, rolls: [10] }),
    ).toThrow(RulesError);
  });
});
