/**
 * The Starfinder and old-school starter creatures agree with the rules their books build monsters by:
 * - Starfinder: the Alien Archive's creature arrays (« Creating Monsters and NPCs », Tables 1–6: combatant,
 *   expert, spellcaster) give, for a CR, the EAC, KAC, saves, HP and high/low attack bonus a creature starts
 *   from; its grafts and special abilities then move them a little (a creature type graft: ±2 on some saves;
 *   armour: a few points of AC; « brute »: the low attack). Each entry's array is the one its Alien Archive
 *   block is built on; a CR or role typed wrong puts it out of every band below.
 * - Old-School Essentials: the « Monster Saving Throws » table (save values by the hit dice the monster saves
 *   at, NH for a normal human), and a movement rate whose encounter figure is a third of the base one.
 */
import { describe, expect, it } from 'vitest';
import { STARTER_BESTIARY } from './index';

type Role = 'combatant' | 'expert' | 'spellcaster';

/** [EAC, KAC, Fort, Ref, Will, HP, high attack, low attack] by CR (Alien Archive, Tables 1–6). */
type ArrayRow = readonly [number, number, number, number, number, number, number, number];
const ARRAYS: Readonly<Record<Role, Readonly<Record<string, ArrayRow>>>> = {
  combatant: {
    '1/3': [10, 12, 1, 1, 0, 6, 4, 1],
    '1/2': [10, 12, 2, 2, 0, 13, 6, 3],
    '1': [11, 13, 3, 3, 1, 20, 8, 5],
    '2': [13, 15, 4, 4, 1, 25, 10, 7],
    '3': [14, 16, 5, 5, 2, 40, 11, 8],
    '4': [16, 18, 6, 6, 3, 50, 12, 9],
    '5': [17, 19, 7, 7, 4, 70, 14, 11],
  },
  expert: {
    '1/3': [10, 11, 0, 0, 2, 6, 2, 0],
    '1/2': [10, 11, 0, 0, 3, 12, 4, 2],
    '1': [11, 12, 1, 1, 4, 17, 6, 4],
    '2': [13, 14, 1, 1, 5, 23, 8, 6],
    '3': [14, 15, 2, 2, 6, 35, 9, 7],
    '4': [16, 17, 3, 3, 7, 45, 10, 8],
    '5': [17, 18, 4, 4, 8, 65, 12, 10],
  },
  spellcaster: {
    '1/3': [9, 10, 0, 0, 2, 5, 0, -2],
    '1/2': [9, 10, 0, 0, 3, 11, 2, 0],
    '1': [10, 11, 1, 1, 4, 16, 4, 2],
    '2': [12, 13, 1, 1, 5, 21, 6, 4],
    '3': [13, 14, 2, 2, 6, 32, 7, 5],
    '4': [15, 16, 3, 3, 7, 43, 8, 6],
    '5': [16, 17, 4, 4, 8, 60, 10, 8],
  },
};

/**
 * The array each Alien Archive creature is built on (its block's combat role; the electrovore's is the
 * Foundry sfrpg pack's « combatant », which its saves and attack follow).
 */
const ROLE: Readonly<Record<string, Role>> = {
  'space-goblin-zaperator': 'expert',
  'space-goblin-honchohead': 'expert',
  'formian-worker': 'expert',
  'formian-warrior': 'combatant',
  'maraquoi-hunter': 'combatant',
  'drow-enforcer': 'combatant',
  'assembly-ooze': 'expert',
  'anacite-wingbot': 'combatant',
  'aeon-guard': 'combatant',
  electrovore: 'combatant',
  draelik: 'spellcaster',
  contemplative: 'spellcaster',
  'early-stage-barathu': 'expert',
  barathu: 'expert',
  'crest-eater': 'combatant',
  hesper: 'spellcaster',
  'ikeshti-brood-minder': 'spellcaster',
  'ikeshti-rivener': 'combatant',
  ksarik: 'combatant',
  haan: 'expert',
  gray: 'spellcaster',
  nihili: 'combatant',
};

describe('sf1 starter creatures follow the Alien Archive arrays', () => {
  it.each(STARTER_BESTIARY.sf1.map((c) => [c.en, c]))('%s', (_, c) => {
    const role = ROLE[c.slug];
    expect(role, `${c.slug}: which array is it built on?`).toBeDefined();
    const row = ARRAYS[role ?? 'expert'][c.cr ?? ''];
    expect(row, `${c.slug}: CR ${c.cr} is not in the arrays`).toBeDefined();
    const [eac, kac, fort, ref, will, hp, high, low] = row ?? [0, 0, 0, 0, 0, 0, 0, 0];
    // Armour and grafts raise AC by a few points; an ability may lower it by one.
    expect(c.eac).toBeGreaterThanOrEqual(eac - 1);
    expect(c.eac).toBeLessThanOrEqual(eac + 6);
    expect(c.kac).toBeGreaterThanOrEqual(kac - 1);
    expect(c.kac).toBeLessThanOrEqual(kac + 6);
    // A graft moves a save by 2, a special ability by 1 more.
    const [f, r, w] = c.saves ?? [NaN, NaN, NaN];
    for (const [printed, base] of [
      [f, fort],
      [r, ref],
      [w, will],
    ] as const) {
      expect(Math.abs(printed - base)).toBeLessThanOrEqual(3);
    }
    expect(Math.abs(c.hp - hp)).toBeLessThanOrEqual(hp / 4);
    // The best attack uses the high bonus (+1 for a feat or weapon), or the low one for a brute.
    const best = Math.max(...c.attacks.map(([, bonus]) => bonus));
    expect(best).toBeGreaterThanOrEqual(low);
    expect(best).toBeLessThanOrEqual(high + 1);
  });

  it('every array role listed belongs to an entry (no stale row)', () => {
    const slugs = new Set(STARTER_BESTIARY.sf1.map((c) => c.slug));
    expect(Object.keys(ROLE).filter((s) => !slugs.has(s))).toEqual([]);
  });
});

/** OSE « Monster Saving Throws »: Death, Wands, Paralysis, Breath, Spells by the hit dice saved at. */
function oseSaves(level: string): readonly number[] {
  if (level === 'humain normal') return [14, 15, 16, 17, 18];
  const hd = Number(level.replace(/^DV /, ''));
  const rows: readonly (readonly [number, readonly number[]])[] = [
    [3, [12, 13, 14, 15, 16]],
    [6, [10, 11, 12, 13, 14]],
    [9, [8, 9, 10, 10, 12]],
    [12, [6, 7, 8, 8, 10]],
    [15, [4, 5, 6, 5, 8]],
    [18, [2, 3, 4, 3, 6]],
    [21, [2, 2, 2, 2, 4]],
  ];
  return rows.find(([upTo]) => hd <= upTo)?.[1] ?? [2, 2, 2, 2, 2];
}

/** The whole hit dice of an OSE figure (« 3+1* » → 3, « 1-1 » → 1, « 1/2 » → 0). */
function wholeDice(hitDice: string): number {
  return hitDice.startsWith('1/') ? 0 : Number(/^\d+/.exec(hitDice)?.[0] ?? NaN);
}

describe('osr starter creatures follow the OSE monster tables', () => {
  it.each(STARTER_BESTIARY.osr.map((c) => [c.en, c]))('%s: saves, movement', (_, c) => {
    const m =
      /^Mort (\d+), Baguettes (\d+), Paralysie (\d+), Souffle (\d+), Sorts (\d+) \((humain normal|DV \d+)\)$/.exec(
        c.savesText ?? '',
      );
    expect(m, `${c.slug}: saves « ${c.savesText} »`).not.toBeNull();
    const [, d, w, p, b, s, level = ''] = m ?? [];
    expect([d, w, p, b, s].map(Number)).toEqual(oseSaves(level));
    // A monster saves at its hit dice, or lower (unintelligent: half); a normal human's row below 1 HD.
    const dice = wholeDice(c.hitDice ?? '');
    const minusOne = (c.hitDice ?? '').includes('-');
    if (level === 'humain normal') expect(dice < 1 || minusOne).toBe(true);
    else expect(Number(level.slice(3))).toBeLessThanOrEqual(Math.max(1, dice));
    // « 120' (40') »: the encounter movement is a third of the base movement, every mode.
    for (const [, base, encounter] of c.speed.matchAll(/(\d+)' \((\d+)'\)/g)) {
      expect(Number(base)).toBe(3 * Number(encounter));
    }
    expect(c.speed).toMatch(/^\d+' \(\d+'\)/);
  });
});
