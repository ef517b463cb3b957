/**
 * What the open B/X bestiary's tests hold each entry to (osr.test.ts: a sample of 50; osr.slow.test.ts:
 * all), from the OSE SRD's own tables — the figures a monster's hit dice give:
 * - HP: the average of the hit dice, rounded down (4+1 → 19; ½ → 2), but a hydra's 8 per head;
 * - THAC0: the monster attack table by hit dice (OSE SRD › Monsters › Monster Attacks: up to 1 → 19,
 *   1+ to 2 → 18 … 21+ → 5);
 * - XP: the « XP Awards for Defeated Monsters » table with its asterisks (shared/rules/osr/xp.ts);
 * - saves: a row of the « Monster Saving Throws » table at most one band above the hit dice, or the
 *   normal human's, or a class's first levels (the Men: « Cleric 1 », « Thief 1 »);
 * - movement: each encounter rate a third of its base rate; morale 2–12.
 * AC, attacks and damage have no formula: the slow check runs the script again over the source.
 */
import { hpFormulaAverage, parseHpFormula } from '../../combat';
import { creatureXp } from '../../library';
import { osrSaveTargets } from '../../rules/osr/save-tables';
import type { OpenCreature } from './types';

/** « 4+1* » → 4 whole dice, +1; « 1/2 » → half; null when it is not hit dice. */
function diceOf(hitDice: string): { whole: number; half: boolean; plus: number } | null {
  const m = /^(1\/2|\d+)([+-]\d+)?\**$/.exec(hitDice);
  if (!m) return null;
  const half = m[1] === '1/2';
  return { whole: half ? 0 : Number(m[1]), half, plus: Number(m[2] ?? 0) };
}

/** OSE monster attack table: THAC0 by hit dice. */
export function monsterThac0(hitDice: string): number | undefined {
  const d = diceOf(hitDice);
  if (!d) return undefined;
  if (d.half || d.whole < 1 || (d.whole === 1 && d.plus <= 0)) return 19;
  const band = d.plus > 0 ? d.whole : d.whole - 1;
  if (band < 7) return 18 - (band - 1);
  if (band >= 21) return 5;
  return 12 - Math.floor((band - 7) / 2);
}

/** OSE « Monster Saving Throws » rows: [up to HD, targets]. */
const MONSTER_SAVES: readonly (readonly [number, string])[] = [
  [3, '12/13/14/15/16'],
  [6, '10/11/12/13/14'],
  [9, '8/9/10/10/12'],
  [12, '6/7/8/8/10'],
  [15, '4/5/6/5/8'],
  [18, '2/3/4/3/6'],
  [21, '2/2/2/2/4'],
];
const NORMAL_HUMAN = '14/15/16/17/18';

/** The save rows a creature of these hit dice may print. */
function allowedSaves(hitDice: string): Set<string> {
  const d = diceOf(hitDice);
  const top = d ? d.whole + 3 : 3;
  const rows = new Set([NORMAL_HUMAN]);
  for (const [upTo, row] of MONSTER_SAVES) {
    rows.add(row);
    if (upTo >= top) break;
  }
  for (const cls of ['c', 'f', 't', 'mu', 'd', 'e', 'h'])
    for (const level of [1, 2, 3]) {
      const t = osrSaveTargets(`${cls}${level}`);
      if (t) rows.add(['death', 'wands', 'paralysis', 'breath', 'spells'].map((k) => t[k]).join('/'));
    }
  return rows;
}

/** The printed figures of an open osr creature that disagree with the OSE tables. */
export function oseTableDisagreements(c: OpenCreature): string[] {
  const out: string[] = [];
  if (c.hd !== '') {
    const average = hpFormulaAverage(parseHpFormula(c.hd));
    if (average !== c.hp) out.push(`hp ${c.hp} ≠ ${c.hd} (${average})`);
  }
  const hitDice = c.hitDice ?? '';
  const thac0 = monsterThac0(hitDice);
  if (thac0 !== undefined && c.thac0 !== thac0)
    out.push(`THAC0 ${c.thac0 ?? '?'} ≠ HD ${hitDice} (${thac0})`);
  const xp = hitDice === '' ? undefined : creatureXp('osr', { hd: hitDice });
  if (xp !== undefined && c.xp !== xp) out.push(`XP ${c.xp ?? '?'} ≠ HD ${hitDice} (${xp})`);
  if (c.savesText !== undefined && !allowedSaves(hitDice).has(c.savesText))
    out.push(`saves ${c.savesText} not a row for HD ${hitDice}`);
  for (const [, base, encounter] of c.speed.matchAll(/(\d+)' \((\d+)'\)/g))
    if (Number(base) !== 3 * Number(encounter)) out.push(`movement ${base}' (${encounter}')`);
  if (c.morale !== undefined && (c.morale < 2 || c.morale > 12)) out.push(`morale ${c.morale}`);
  return out;
}
