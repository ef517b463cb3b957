import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  attackProcedure,
  resolveAttack,
  RulesError,
  situationalTotals,
  SYSTEM_IDS,
  type AttackRequest,
  type SystemId,
} from './index';

interface Row {
  system: SystemId;
  why: string;
  req: AttackRequest;
  hit: boolean;
  needed: number;
  threat?: boolean;
  critical: boolean;
  multiplier: number;
}

const ROWS: Row[] = [
  // DRS / PRD › Jet d'attaque: d20 + bonus ≥ AC; natural 1 misses, natural 20 hits.
  {
    system: 'pf1',
    why: '+5 against AC 15, a 10 hits',
    req: { attackBonus: 5, defence: 15, natural: 10 },
    hit: true,
    needed: 10,
    critical: false,
    multiplier: 1,
  },
  {
    system: 'pf1',
    why: '+5 against AC 15, a 9 misses',
    req: { attackBonus: 5, defence: 15, natural: 9 },
    hit: false,
    needed: 10,
    critical: false,
    multiplier: 0,
  },
  {
    system: 'pf1',
    why: 'natural 1 misses whatever the bonus',
    req: { attackBonus: 30, defence: 10, natural: 1 },
    hit: false,
    needed: -20,
    critical: false,
    multiplier: 0,
  },
  {
    system: 'pf1',
    why: 'natural 20 hits and threatens; a failed confirmation is a plain hit',
    req: { attackBonus: 0, defence: 40, natural: 20, confirmNatural: 15 },
    hit: true,
    needed: 40,
    threat: true,
    critical: false,
    multiplier: 1,
  },
  {
    system: 'pf1',
    why: 'longsword 19-20: a 19 that hits threatens; confirmation 10 + 5 ≥ 15 confirms ×2',
    req: { attackBonus: 5, defence: 15, natural: 19, critFrom: 19, confirmNatural: 10 },
    hit: true,
    needed: 10,
    threat: true,
    critical: true,
    multiplier: 2,
  },
  {
    system: 'pf1',
    why: 'a miss in the threat range is no threat (“une attaque ratée ne peut devenir un critique”)',
    req: { attackBonus: 0, defence: 20, natural: 18, critFrom: 18 },
    hit: false,
    needed: 20,
    threat: false,
    critical: false,
    multiplier: 0,
  },
  {
    system: 'pf1',
    why: 'a natural 20 on the confirmation confirms',
    req: { attackBonus: 0, defence: 40, natural: 20, confirmNatural: 20, multiplier: 3 },
    hit: true,
    needed: 40,
    threat: true,
    critical: true,
    multiplier: 3,
  },
  {
    system: 'dnd35',
    why: 'battleaxe ×3: threat on 20, confirmation 12 + 4 ≥ 16',
    req: { attackBonus: 4, defence: 16, natural: 20, confirmNatural: 12, multiplier: 3 },
    hit: true,
    needed: 12,
    threat: true,
    critical: true,
    multiplier: 3,
  },
  {
    system: 'dnd35',
    why: 'confirmation 11 + 4 < 16: plain hit',
    req: { attackBonus: 4, defence: 16, natural: 20, confirmNatural: 11 },
    hit: true,
    needed: 12,
    threat: true,
    critical: false,
    multiplier: 1,
  },
  {
    system: 'dnd35',
    why: 'threat not yet confirmed',
    req: { attackBonus: 4, defence: 16, natural: 20 },
    hit: true,
    needed: 12,
    threat: true,
    critical: false,
    multiplier: 1,
  },
  // SF › Les coups critiques: natural 20 whose total also reaches the AC; no confirmation.
  {
    system: 'sf1',
    why: 'natural 20, total 25 ≥ KAC 20: critical ×2',
    req: { attackBonus: 5, defence: 20, natural: 20 },
    hit: true,
    needed: 15,
    threat: false,
    critical: true,
    multiplier: 2,
  },
  {
    system: 'sf1',
    why: 'natural 20, total 25 < KAC 30: hits, no critical',
    req: { attackBonus: 5, defence: 30, natural: 20 },
    hit: true,
    needed: 25,
    threat: false,
    critical: false,
    multiplier: 1,
  },
  {
    system: 'sf1',
    why: 'no threat range in SF: a 19 is a plain hit',
    req: { attackBonus: 5, defence: 20, natural: 19, critFrom: 19 },
    hit: true,
    needed: 15,
    threat: false,
    critical: false,
    multiplier: 1,
  },
  // CO › Réussite critique: a natural 20 succeeds and doubles the damage.
  {
    system: 'co',
    why: 'natural 20 against DEF 25: critical, DM ×2',
    req: { attackBonus: 2, defence: 25, natural: 20 },
    hit: true,
    needed: 23,
    critical: true,
    multiplier: 2,
  },
  {
    system: 'co',
    why: 'rapier 19: a 19 that hits doubles',
    req: { attackBonus: 2, defence: 15, natural: 19, critFrom: 19 },
    hit: true,
    needed: 13,
    critical: true,
    multiplier: 2,
  },
  {
    system: 'co',
    why: 'rapier 19: a 19 that misses is only a miss',
    req: { attackBonus: 2, defence: 25, natural: 19, critFrom: 19 },
    hit: false,
    needed: 23,
    critical: false,
    multiplier: 0,
  },
  {
    system: 'co',
    why: 'natural 1 fails',
    req: { attackBonus: 20, defence: 10, natural: 1 },
    hit: false,
    needed: -10,
    critical: false,
    multiplier: 0,
  },
  // OSR › Formule du jet d'attaque: THAC0 19 against AC 6 needs 13.
  {
    system: 'osr',
    why: 'THAC0 19 vs AC 6: a 13 hits',
    req: { attackBonus: 19, defence: 6, natural: 13 },
    hit: true,
    needed: 13,
    critical: false,
    multiplier: 1,
  },
  {
    system: 'osr',
    why: 'THAC0 19 vs AC 6: a 12 misses',
    req: { attackBonus: 19, defence: 6, natural: 12 },
    hit: false,
    needed: 13,
    critical: false,
    multiplier: 0,
  },
  {
    system: 'osr',
    why: 'Str +1: needs 12',
    req: { attackBonus: 19, defence: 6, modifiers: 1, natural: 12 },
    hit: true,
    needed: 12,
    critical: false,
    multiplier: 1,
  },
  {
    system: 'osr',
    why: 'THAC0 19 vs AC −5 needs 24: a natural 20 still hits, no critical',
    req: { attackBonus: 19, defence: -5, natural: 20 },
    hit: true,
    needed: 24,
    critical: false,
    multiplier: 1,
  },
  {
    system: 'osr',
    why: 'THAC0 10 vs AC 9 needs 1: a natural 1 still misses',
    req: { attackBonus: 10, defence: 9, natural: 1 },
    hit: false,
    needed: 1,
    critical: false,
    multiplier: 0,
  },
];

describe('resolveAttack', () => {
  it.each(ROWS)('$system: $why', (row) => {
    const r = resolveAttack(row.system, row.req);
    expect(r.hit).toBe(row.hit);
    expect(r.needed).toBe(row.needed);
    expect(r.critical).toBe(row.critical);
    expect(r.damageMultiplier).toBe(row.multiplier);
    if (row.threat !== undefined) expect(r.threat).toBe(row.threat);
  });

  it('gives the natural roll the confirmation needs (same bonus, same defence)', () => {
    const r = resolveAttack('pf1', { attackBonus: 7, defence: 18, natural: 20 });
    expect(r.confirmNeeded).toBe(11);
  });

  it.each([0, 21, 2.5])('refuses a d20 of %s', (natural) => {
    expect(() => resolveAttack('pf1', { attackBonus: 0, defence: 10, natural })).toThrow(RulesError);
  });

  it('refuses a multiplier outside 2..6 and a critical range outside 2..20', () => {
    expect(() => resolveAttack('pf1', { attackBonus: 0, defence: 10, natural: 5, multiplier: 1 })).toThrow(
      RulesError,
    );
    expect(() => resolveAttack('pf1', { attackBonus: 0, defence: 10, natural: 5, critFrom: 1 })).toThrow(
      RulesError,
    );
  });
});

describe('attackProcedure', () => {
  it('gives every system its defences and a source', () => {
    const fields = Object.fromEntries(
      SYSTEM_IDS.map((s) => [s, attackProcedure(s).defences.map((d) => d.field)]),
    );
    expect(fields).toEqual({
      dnd35: ['ac', 'touchAc', 'flatFootedAc'],
      pf1: ['ac', 'touchAc', 'flatFootedAc'],
      sf1: ['kac', 'eac'],
      co: ['def'],
      osr: ['descendingAc'],
    });
    for (const s of SYSTEM_IDS) {
      const p = attackProcedure(s);
      expect(p.source).not.toBe('');
      for (const m of p.situational) expect(m.source, `${s} ${m.id}`).not.toBe('');
    }
  });

  it('lists the modifiers of the reference tables (PF1: flanking +2, charge +2, cover +4, two weapons −6/−10)', () => {
    const byId = new Map(attackProcedure('pf1').situational.map((m) => [m.id, m]));
    expect(byId.get('flanking')?.attack).toBe(2);
    expect(byId.get('charge')?.attack).toBe(2);
    expect(byId.get('cover')?.defence).toBe(4);
    expect(byId.get('two-weapon-primary')?.attack).toBe(-6);
    expect(byId.get('two-weapon-off')?.attack).toBe(-10);
    expect(byId.get('two-weapon-light-feat')?.attack).toBe(-2);
    // SF › Charger: −2 to the attack (not +2 as in PF1).
    expect(attackProcedure('sf1').situational.find((m) => m.id === 'charge')?.attack).toBe(-2);
  });
});

describe('situationalTotals', () => {
  const list = attackProcedure('pf1').situational;
  it('adds what applies to the kind of attack, steps for range increments', () => {
    const ticked = new Map([
      ['flanking', 1],
      ['cover', 1],
      ['range-increments', 3],
    ]);
    expect(situationalTotals(list, ticked, 'melee')).toEqual({ attack: 2, defence: 4 });
    expect(situationalTotals(list, ticked, 'ranged')).toEqual({ attack: -6, defence: 4 });
  });
  it('a prone target: −4 against melee, +4 against ranged', () => {
    const ticked = new Map([
      ['target-prone-melee', 1],
      ['target-prone-ranged', 1],
    ]);
    expect(situationalTotals(list, ticked, 'melee').defence).toBe(-4);
    expect(situationalTotals(list, ticked, 'ranged').defence).toBe(4);
  });
});

describe('resolveAttack invariants', () => {
  it('natural 20 hits, natural 1 misses, a critical is a hit, otherwise total ≥ target decides', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SYSTEM_IDS),
        fc.integer({ min: -10, max: 40 }),
        fc.integer({ min: -10, max: 40 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 2, max: 20 }),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
        (system, attackBonus, defence, natural, critFrom, confirmNatural) => {
          const r = resolveAttack(system, { attackBonus, defence, natural, critFrom, confirmNatural });
          if (natural === 20) expect(r.hit).toBe(true);
          else if (natural === 1) expect(r.hit).toBe(false);
          else expect(r.hit).toBe(r.total >= r.target);
          if (r.critical) expect(r.hit).toBe(true);
          expect(r.damageMultiplier).toBe(r.hit ? (r.critical ? 2 : 1) : 0);
          expect(r.needed + (r.total - natural)).toBe(r.target);
        },
      ),
    );
  });
});
