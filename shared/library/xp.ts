/**
 * Points d'expérience: each system's rule and tables are in its procedures (`library.xp`, in
 * shared/rules/<id>/procedures.ts): PF1 and Starfinder give each creature the XP of its CR, B/X
 * gives XP by hit dice with a bonus per asterisk for special abilities, 3.5 and CO only a printed value.
 */
import { getProcedures, type SystemId, type XpRule } from '../rules';

export type { XpRule } from '../rules';

/** « 1+1 » → « 1+ », « 1-1 » and « 1/2 » → « <1 », « 4** » keeps its asterisks apart. */
function hdKey(hd: string): { key: string; stars: number } {
  const stars = (hd.match(/\*/g) ?? []).length;
  const bare = hd.replace(/\*/g, '').trim();
  if (/^(1\/2|½|<\s*1)/.test(bare) || bare.startsWith('0')) return { key: '<1', stars };
  const m = /^(\d+)\s*([+-]\s*\d*)?/.exec(bare);
  if (!m) return { key: '', stars };
  const n = Number(m[1]);
  // « 1-1 » counts below 1 HD, « 3-1 » as 2+ (B/X XP table).
  if (m[2]?.startsWith('-')) return { key: n <= 1 ? '<1' : `${n - 1}+`, stars };
  return { key: m[2] ? `${n}+` : String(n), stars };
}

/** The row of a hit-dice table for `key`, rows above the last one growing by `beyondHd` (OSE: +250 per HD above 21). */
function hdRow(rule: XpRule, key: string): readonly [number, number] | undefined {
  const row = rule.byHd?.[key];
  if (row || !rule.beyondHd || !rule.byHd) return row;
  const hd = Number.parseInt(key, 10);
  const { from, perHd } = rule.beyondHd;
  const top = rule.byHd[`${from}${key.endsWith('+') ? '+' : ''}`];
  if (!top || !Number.isSafeInteger(hd) || hd <= from) return undefined;
  const extra = hd - from;
  return [top[0] + extra * perHd[0], top[1] + extra * perHd[1]];
}

/**
 * The XP one creature is worth, or undefined when its entry says nothing usable. A printed XP
 * value wins; then the CR (PF1, SF) or the hit dice (osr). 3.5 and CO: only a printed value (the
 * 3.5 award depends on the party's level; CO has no XP by creature).
 */
export function creatureXp(
  system: SystemId,
  stats: { xp?: number; cr?: string; hd?: string },
): number | undefined {
  if (stats.xp !== undefined) return stats.xp;
  const rule = getProcedures(system).library.xp;
  if (rule.basis === 'cr' && stats.cr) return rule.byCr?.[stats.cr.trim()];
  if (rule.basis === 'hd' && stats.hd) {
    const { key, stars } = hdKey(stats.hd);
    const row = hdRow(rule, key);
    return row ? row[0] + stars * row[1] : undefined;
  }
  return undefined;
}
