import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BonusType, Modifier, SystemId } from '../types';
import { BONUS_TYPE_NAMES, formatModifier } from './stacking';
import { stackModifiers } from '../index';
import { RulesError } from '../errors';

const ac = (value: number, type?: BonusType, source?: string): Modifier => ({
  target: 'ac',
  value,
  type,
  source,
});

const D20: SystemId[] = ['dnd35', 'pf1', 'sf1'];

describe('stackModifiers — d20 systems (dnd35, pf1, sf1)', () => {
  // [case, modifiers, expected total, indices of the suppressed modifiers]
  const cases: [string, Modifier[], number, number[]][] = [
    [
      // PF1 aide › Classe d'armure, note: bracers (armour bonus) and worn armour do not add up, the best counts
      'two armour bonuses: only the better one (bracers +2, chain shirt +4)',
      [ac(2, 'armor', 'bracers'), ac(4, 'armor', 'chain-shirt')],
      4,
      [0],
    ],
    [
      // PF1 aide › Classe d'armure, note: armour enhancement and shield enhancement are different bonuses here
      'armour +5 and shield +2 are different types: both count',
      [ac(5, 'armor'), ac(2, 'shield')],
      7,
      [],
    ],
    [
      // DRS › Combat › Classe d'armure › Bonus d'esquive: dodge bonuses stack with each other
      'two dodge bonuses (fighting defensively +2, Dodge feat +1) stack',
      [ac(2, 'dodge', 'fighting-defensively'), ac(1, 'dodge', 'dodge-feat')],
      3,
      [],
    ],
    [
      // PRD › Bonus types › Circumstance; PF1 aide › Aider quelqu'un, note: several helpers add up
      'circumstance bonuses from two helpers stack',
      [ac(2, 'circumstance', 'aid:ana'), ac(2, 'circumstance', 'aid:bo')],
      4,
      [],
    ],
    [
      // PRD › Bonus types › Circumstance: from the same source, they do not stack
      'circumstance bonuses from the same source: the highest only',
      [ac(1, 'circumstance', 'terrain'), ac(2, 'circumstance', 'terrain')],
      2,
      [0],
    ],
    [
      // PRD › Stacking: the same effect twice (a spell cast twice) does not add up
      'the same dodge bonus from the same spell twice counts once',
      [ac(1, 'dodge', 'haste'), ac(1, 'dodge', 'haste')],
      1,
      [1],
    ],
    [
      // PRD › Bonus types › Untyped: untyped bonuses stack
      'untyped bonuses without a source stack (GM-entered +1 and +1)',
      [ac(1), ac(1)],
      2,
      [],
    ],
    [
      // DRS › Modificateurs de combat › attaquant ébloui −1, enchevêtré −2: penalties add up
      'penalties stack: dazzled −1 and entangled −2 give −3',
      [ac(-1, undefined, 'dazzled'), ac(-2, undefined, 'entangled')],
      -3,
      [],
    ],
    [
      // PRD › Stacking: the same penalty from the same source twice counts once
      'the same −2 from the same condition listed twice counts once',
      [ac(-2, 'morale', 'shaken'), ac(-2, 'morale', 'shaken')],
      -2,
      [1],
    ],
    [
      // PRD › Bonus types: a deflection bonus and a luck bonus are different types
      'ring of protection +2 (deflection), luck +1, deflection +1 from a second ring',
      [ac(2, 'deflection', 'ring-1'), ac(1, 'luck'), ac(1, 'deflection', 'ring-2')],
      3,
      [2],
    ],
    [
      // DRS › Vitesse de déplacement: modifiers of the same type do not add up; penalties are separate
      'a penalty does not hide a bonus of the same type: +2 morale and −1 morale',
      [ac(2, 'morale', 'bless'), ac(-1, 'morale', 'fear')],
      1,
      [],
    ],
  ];

  it.each(D20.flatMap((system) => cases.map((c): [SystemId, ...(typeof cases)[number]] => [system, ...c])))(
    '%s: %s',
    (system, _label, modifiers, total, suppressedIndices) => {
      const result = stackModifiers(system, modifiers);
      expect(result.total).toBe(total);
      expect(result.suppressed).toEqual(suppressedIndices.map((i) => modifiers[i]));
    },
  );

  it('an equal second bonus of the same type is the one suppressed (input order)', () => {
    const first = ac(2, 'enhancement', 'a');
    const second = ac(2, 'enhancement', 'b');
    const result = stackModifiers('pf1', [first, second]);
    expect(result.applied[0]).toBe(first);
    expect(result.suppressed[0]).toBe(second);
  });

  it('a speed multiplier is never suppressed by a bonus of the same type', () => {
    const slow: Modifier = { target: 'speed', value: 0, multiplier: 0.5, source: 'slowed' };
    const fast: Modifier = { target: 'speed', value: 9, type: 'enhancement', source: 'haste' };
    expect(stackModifiers('dnd35', [slow, fast]).applied).toEqual([slow, fast]);
  });
});

describe('stackModifiers — typed penalties', () => {
  // DRS/SRD 3.5 › Magie › Types de bonus and PRD › Magic › Bonus Types: « the same principle applies
  // to penalties » — of one type only the worst counts; untyped penalties always stack. Starfinder's
  // penalties carry no type (SF CRB › Bonuses and Penalties): they all stack.
  const cases: [SystemId, string, Modifier[], number, number[]][] = [
    [
      'dnd35',
      'two morale penalties −1 and −2: only −2',
      [ac(-1, 'morale', 'a'), ac(-2, 'morale', 'b')],
      -2,
      [0],
    ],
    [
      'pf1',
      'two morale penalties −1 and −2: only −2',
      [ac(-1, 'morale', 'a'), ac(-2, 'morale', 'b')],
      -2,
      [0],
    ],
    [
      'pf1',
      'two size penalties −1 and −1 from different sources: −1',
      [ac(-1, 'size', 'a'), ac(-1, 'size', 'b')],
      -1,
      [1],
    ],
    [
      'dnd35',
      'untyped penalties −1 and −2 stack: −3',
      [ac(-1, undefined, 'a'), ac(-2, undefined, 'b')],
      -3,
      [],
    ],
    ['pf1', 'untyped penalties without source stack: −4', [ac(-2), ac(-2)], -4, []],
    [
      'pf1',
      'a morale penalty and an enhancement penalty both count',
      [ac(-2, 'morale', 'a'), ac(-1, 'enhancement', 'b')],
      -3,
      [],
    ],
    [
      'pf1',
      'a +2 morale bonus and the worst of two morale penalties',
      [ac(2, 'morale', 'bless'), ac(-1, 'morale', 'x'), ac(-3, 'morale', 'y')],
      -1,
      [1],
    ],
    [
      'sf1',
      'two morale penalties stack (no penalty types in Starfinder)',
      [ac(-1, 'morale', 'a'), ac(-2, 'morale', 'b')],
      -3,
      [],
    ],
  ];
  it.each(cases)('%s: %s', (system, _label, modifiers, total, suppressedIndices) => {
    const result = stackModifiers(system, modifiers);
    expect(result.total).toBe(total);
    expect(result.suppressed).toEqual(suppressedIndices.map((i) => modifiers[i]));
    expect(result.applied.length + result.suppressed.length).toBe(modifiers.length);
  });
});

describe('stackModifiers — co and osr: everything stacks', () => {
  // CO › Résolution d'un test: complication mineure −2, majeure −5 — no bonus types in the text.
  // OSR › Moral: the GM's adjustment from +2 to −2 simply adds. Neither text types its bonuses.
  it.each([
    ['co', [ac(-2, undefined, 'complication'), ac(-5, undefined, 'complication')], -7],
    ['co', [ac(2, 'armor'), ac(4, 'armor')], 6],
    ['osr', [ac(1, 'dodge', 'x'), ac(1, 'dodge', 'x'), ac(-2)], 0],
  ] satisfies [SystemId, Modifier[], number][])('%s: %j totals %i', (system, modifiers, total) => {
    const result = stackModifiers(system, modifiers);
    expect(result.total).toBe(total);
    expect(result.suppressed).toEqual([]);
  });
});

describe('stackModifiers — bad input', () => {
  it.each([
    // @ts-expect-error -- a system id from an untrusted file
    ['an unknown system', () => stackModifiers('d&d5', [])],
    ['a NaN value', () => stackModifiers('pf1', [ac(Number.NaN)])],
    ['an infinite value', () => stackModifiers('pf1', [ac(Number.POSITIVE_INFINITY)])],
    // @ts-expect-error -- a bonus type from an untrusted file
    ['an unknown bonus type', () => stackModifiers('pf1', [{ target: 'ac', value: 1, type: 'holy' }])],
    // @ts-expect-error -- not a list
    ['a list that is not a list', () => stackModifiers('pf1', null)],
  ])('refuses %s with a RulesError', (_label, call) => {
    expect(call).toThrow(RulesError);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const ALL_BONUS_TYPES: BonusType[] = [
  'untyped',
  'dodge',
  'circumstance',
  'morale',
  'enhancement',
  'armor',
  'shield',
  'natural-armor',
  'deflection',
  'insight',
  'luck',
  'competence',
  'size',
  'racial',
  'sacred',
  'profane',
  'resistance',
  'alchemical',
  'inherent',
  'trait',
];
const bonusTypeArb = fc.constantFrom<BonusType>(...ALL_BONUS_TYPES);
const modifierArb: fc.Arbitrary<Modifier> = fc.record(
  {
    target: fc.constant('ac'),
    value: fc.integer({ min: -10, max: 10 }),
    type: bonusTypeArb,
    source: fc.constantFrom('a', 'b', 'c'),
  },
  { requiredKeys: ['target', 'value'] },
);
const systemArb = fc.constantFrom<SystemId>('dnd35', 'pf1', 'sf1', 'co', 'osr');

describe('stackModifiers — properties', () => {
  it('applied and suppressed split the input, in input order, and total = sum of applied', () => {
    fc.assert(
      fc.property(systemArb, fc.array(modifierArb, { maxLength: 12 }), (system, modifiers) => {
        const { total, applied, suppressed } = stackModifiers(system, modifiers);
        expect(applied.length + suppressed.length).toBe(modifiers.length);
        const appliedSet = new Set(applied);
        expect(modifiers.filter((m) => appliedSet.has(m))).toEqual(applied);
        expect(modifiers.filter((m) => !appliedSet.has(m))).toEqual(suppressed);
        expect(total).toBe(applied.reduce((s, m) => s + m.value, 0));
      }),
    );
  });

  it('co and osr never suppress anything', () => {
    fc.assert(
      fc.property(fc.constantFrom<SystemId>('co', 'osr'), fc.array(modifierArb), (system, modifiers) => {
        expect(stackModifiers(system, modifiers).suppressed).toEqual([]);
      }),
    );
  });

  it('d20: adding a second identical bonus (same type, same source) never raises the total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...D20),
        fc.array(modifierArb, { maxLength: 10 }),
        modifierArb.filter((m) => m.value > 0 && m.type !== undefined && m.source !== undefined),
        (system, others, bonus) => {
          const once = stackModifiers(system, [...others, bonus]).total;
          const twice = stackModifiers(system, [...others, bonus, { ...bonus }]).total;
          expect(twice).toBeLessThanOrEqual(once);
        },
      ),
    );
  });

  it('d20: a typed bonus that does not stack never counts twice, whatever its source', () => {
    const nonStacking = bonusTypeArb.filter((t) => !['untyped', 'dodge', 'circumstance'].includes(t));
    fc.assert(
      fc.property(
        fc.constantFrom(...D20),
        nonStacking,
        fc.integer({ min: 1, max: 10 }),
        (system, type, value) => {
          expect(stackModifiers(system, [ac(value, type, 'x'), ac(value, type, 'y')]).total).toBe(value);
        },
      ),
    );
  });
});

describe('formatModifier', () => {
  it.each([
    [ac(2, 'dodge'), '+2 (esquive)'],
    [ac(-4), '\u22124'],
    [ac(1, 'enhancement'), '+1 (altération)'],
    [ac(3, 'natural-armor'), '+3 (armure naturelle)'],
    [ac(2, 'deflection'), '+2 (parade)'],
    [ac(-1, 'size'), '\u22121 (taille)'],
    [ac(0), '+0'],
    [{ target: 'speed', value: -1.5 }, '\u22121,5'],
    [{ target: 'speed', value: 0, multiplier: 0.5 }, '×0,5'],
  ] satisfies [Modifier, string][])('%j reads %s', (m, text) => {
    expect(formatModifier(m)).toBe(text);
  });

  it('speaks English on request', () => {
    expect(formatModifier(ac(2, 'profane'), 'en')).toBe('+2 (profane)');
  });

  it('names every bonus type in French and English', () => {
    expect(Object.keys(BONUS_TYPE_NAMES).sort()).toEqual([...ALL_BONUS_TYPES].sort());
    expect(Object.values(BONUS_TYPE_NAMES).every((n) => n.fr.length > 0 && n.en.length > 0)).toBe(true);
  });
});
