/**
 * The starter bestiary agrees with itself: the printed HP are the average of the printed hit dice,
 * the printed grapple (3.5) or CMB/CMD (PF1) are what the rules compute from BBA, For, Dex and size,
 * every entry names its source, and the counts the issue asks for are there.
 */
import { describe, expect, it } from 'vitest';
import { hpFormulaAverage, parseHpFormula } from '../combat';
import { creatureXp } from '../library';
import {
  abilityModifier,
  getProcedures,
  parseSaveFigures,
  combatManeuverBonus,
  combatManeuverDefense,
  grappleModifier,
  parseDamageDefences,
} from '../rules';
import { SIZE_MODIFIER } from '../rules/dnd35/fighter';
import { STARTER_BESTIARY } from './index';

const all = Object.entries(STARTER_BESTIARY).flatMap(([system, list]) => list.map((c) => ({ system, c })));

describe('starter bestiary', () => {
  it.each([
    ['dnd35', 40],
    ['pf1', 40],
    ['osr', 20],
    ['sf1', 20],
    ['co', 20],
  ] as const)('%s has at least %i creatures, each slug once', (system, n) => {
    const list = STARTER_BESTIARY[system];
    expect(list.length).toBeGreaterThanOrEqual(n);
    expect(new Set(list.map((c) => c.slug)).size).toBe(list.length);
  });

  it.each(all.filter(({ c }) => c.hd !== '' && !c.pcClassLevel).map(({ system, c }) => [system, c.en, c]))(
    '%s %s: HP = average of the hit dice',
    (_, __, c) => {
      expect(hpFormulaAverage(parseHpFormula(c.hd))).toBe(c.hp);
    },
  );

  /** PRD › Bestiary: a creature with one PC-class level has its first die at its maximum (hobgoblin fighter 1: hp 17). */
  it.each(all.filter(({ c }) => c.pcClassLevel).map(({ system, c }) => [system, c.en, c]))(
    '%s %s: HP = first die at its maximum + the bonus',
    (_, __, c) => {
      const [, dice, sides, bonus] = /^(\d+)d(\d+)([+-]\d+)?$/.exec(c.hd) ?? [];
      expect(dice).toBe('1');
      expect(Number(sides) + Number(bonus ?? 0)).toBe(c.hp);
    },
  );

  it.each(STARTER_BESTIARY.dnd35.filter((c) => c.grapple !== undefined).map((c) => [c.en, c]))(
    'dnd35 %s: grapple = BBA + For + special size',
    (_, c) => {
      expect(grappleModifier({ bab: c.bab, str: c.str, size: c.size })).toBe(c.grapple);
    },
  );

  it.each(STARTER_BESTIARY.pf1.map((c) => [c.en, c]))('pf1 %s: CMB and CMD from the stats', (_, c) => {
    const f = { bab: c.bab, str: c.str, dex: c.dex, size: c.size, cmdMisc: c.cmdMisc };
    expect(combatManeuverBonus(f)).toBe(c.cmb);
    expect(combatManeuverDefense(f)).toBe(c.cmd);
  });

  it.each(all.filter(({ c }) => c.ac !== undefined).map(({ system, c }) => [system, c.en, c]))(
    '%s %s: touch AC = 10 + Dex + size + deflection + dodge; flat-footed = AC − positive Dex − dodge',
    (_, __, c) => {
      const [ac, touch, flatFooted] = c.ac ?? [0, 0, 0];
      const dex = abilityModifier(c.dex ?? 10);
      const dodge = c.dodge ?? 0;
      expect(touch).toBe(10 + dex + SIZE_MODIFIER[c.size] + (c.deflection ?? 0) + dodge);
      expect(flatFooted).toBe(ac - Math.max(0, dex) - dodge);
    },
  );

  it.each(STARTER_BESTIARY.pf1.map((c) => [c.en, c]))(
    'pf1 %s: the CMD carries the dodge and deflection bonuses',
    (_, c) => {
      expect(c.cmdMisc ?? 0).toBe((c.dodge ?? 0) + (c.deflection ?? 0));
    },
  );

  /**
   * The hit dice bonus is the Con modifier per die, plus Toughness where the creature has it
   * (SRD 3.5: +3 hit points; PRD: +3, or +1 per hit die beyond 3). Undead and constructs (no Con) are not checked.
   */
  it.each(
    all
      .filter(({ system, c }) => (system === 'dnd35' || system === 'pf1') && c.con !== undefined)
      .map(({ system, c }) => [system, c.en, c]),
  )('%s %s: the hit dice bonus is Con per die (+ Toughness)', (system, _, c) => {
    const [, dice = '0', bonus = '0'] = /^(\d+)d\d+([+-]\d+)?$/.exec(c.hd) ?? [];
    const extra =
      Number(bonus) - Number(dice) * abilityModifier(c.con ?? 10) - (c.pcClassLevel?.favoredClassHp ?? 0);
    const toughness = system === 'pf1' ? Math.max(3, Number(dice)) : 3;
    expect([0, toughness]).toContain(extra);
  });

  /** B/X attack table: THAC0 by hit dice (up to 1: 19; 1+ to 2: 18; … 9+ to 11: 11). */
  function bxThac0(hd: string): number {
    const m = /^(\d+)(?:\/\d)?\s*([+-]\d+)?/.exec(hd.replace(/\*/g, ''));
    if (!m || hd.startsWith('1/') || m[2]?.startsWith('-')) return 19;
    const n = Number(m[1]);
    const plus = m[2] !== undefined;
    const band = plus ? n : n - 1; // « 2 » is in the 1+ to 2 band, « 2+1 » in 2+ to 3
    if (band < 1) return 19;
    if (band < 7) return 18 - (band - 1);
    return band < 9 ? 12 : 11;
  }

  it.each(STARTER_BESTIARY.osr.map((c) => [c.en, c]))('osr %s: THAC0 and XP from the hit dice', (_, c) => {
    expect(c.hitDice).toBeDefined();
    expect(c.thac0).toBe(bxThac0(c.hitDice ?? ''));
    expect(creatureXp('osr', { hd: c.hitDice })).toBe(c.xp);
    expect(c.morale).toBeGreaterThanOrEqual(2);
    expect(c.morale).toBeLessThanOrEqual(12);
  });

  it.each(STARTER_BESTIARY.sf1.map((c) => [c.en, c]))('sf1 %s: XP = the CR table, KAC ≥ EAC − 2', (_, c) => {
    expect(creatureXp('sf1', { cr: c.cr })).toBe(c.xp);
    expect(c.hd).toBe('');
    expect(c.kac).toBeGreaterThanOrEqual((c.eac ?? 0) - 2);
  });

  it.each(STARTER_BESTIARY.co.map((c) => [c.en, c]))(
    'co %s: fixed HP, DEF, INIT score, NC, no XP',
    (_, c) => {
      expect(c.hd).toBe('');
      expect(c.hp).toBeGreaterThan(0);
      expect(c.def).toBeGreaterThanOrEqual(10);
      expect(c.init).toBeGreaterThanOrEqual(5);
      expect(c.cr).toMatch(/^(0|1\/2|\d+)$/);
      expect(creatureXp('co', { cr: c.cr })).toBeUndefined();
      for (const [, , damage] of c.attacks) expect(() => parseHpFormula(damage)).not.toThrow();
    },
  );

  it.each(all.map(({ system, c }) => [system, c.en, c]))('%s %s: names, source, an attack', (_, __, c) => {
    expect(c.fr.trim()).not.toBe('');
    expect(c.source).toMatch(/SRD|PRD|Starfinder|CO|BFRPG|OSR/);
    expect(c.attacks.length).toBeGreaterThan(0);
    expect(c.attacks.length).toBeLessThanOrEqual(3); // the entry form keeps three attacks
    if (c.eac !== undefined) expect(c.speed).toMatch(/\d m/);
    for (const [, , damage] of c.attacks) expect(damage).not.toBe('');
  });
});

describe('save figures of the starter bestiary (issue 28)', () => {
  // Every creature a GM adds from the starter bestiary can be caught in a group save: each of its
  // system's saves (CO: the six characteristics) has a figure, read by the same parser as the form.
  it.each(all.map(({ system, c }) => [system, c.en, system, c] as const))('%s %s', (_, __, system, c) => {
    const rules = getProcedures(system as keyof typeof STARTER_BESTIARY).saves;
    if (!rules) return;
    const text = c.savesText ?? (c.saves ? `Vig ${c.saves[0]} Réf ${c.saves[1]} Vol ${c.saves[2]}` : '');
    const read = parseSaveFigures(rules, text);
    expect(read, text).toHaveProperty('figures');
    if (!('figures' in read)) return;
    for (const save of rules.saves)
      expect(read.figures.values[save.id], `${save.id} in « ${text} »`).toBeTypeOf('number');
  });

  it('CO: the superior characteristics are those the DRS profile marks (the troll’s FOR, the wolf’s CON and SAG)', () => {
    const rules = getProcedures('co').saves!;
    const superior = (slug: string) => {
      const c = STARTER_BESTIARY.co.find((x) => x.slug === slug);
      const read = parseSaveFigures(rules, c?.savesText ?? '');
      return 'figures' in read ? read.figures.superior : undefined;
    };
    expect(superior('troll')).toEqual(['str']);
    expect(superior('wolf')).toEqual(['con', 'wis']);
    expect(superior('goblin')).toBeUndefined();
  });
});

describe('damage defences of the starter bestiary (issue 28)', () => {
  it('every printed DR, resistance, immunity and vulnerability reads', () => {
    for (const [system, creatures] of Object.entries(STARTER_BESTIARY)) {
      for (const c of creatures.filter((x) => x.damageDefences !== undefined)) {
        expect(parseDamageDefences(c.damageDefences ?? ''), `${system} ${c.slug}`).toHaveProperty('defences');
      }
    }
  });
  it('the 3.5 skeleton keeps its DR 5/bludgeoning and cold immunity (SRD 3.5 › Skeleton)', () => {
    const skeleton = STARTER_BESTIARY.dnd35.find((c) => c.slug === 'human-skeleton');
    expect(parseDamageDefences(skeleton?.damageDefences ?? '')).toEqual({
      defences: {
        reductions: [{ amount: 5, bypass: ['bludgeoning'], all: false }],
        resistances: [],
        immunities: ['cold'],
        vulnerabilities: [],
      },
    });
  });
});
