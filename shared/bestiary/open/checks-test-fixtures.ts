/**
 * What the open PF1 bestiary's tests hold each entry to, when the sources are not at hand (the PRD
 * pages are not in this repository): the figures that the rules compute from other printed figures.
 * - HP: the average of the hit dice, rounded down (PRD › Bestiary › Introduction);
 * - touch AC = 10 + Dex + size + the AC bonuses that also count for CMD (deflection, dodge,
 *   insight…); flat-footed = AC − positive Dex − dodge;
 * - CMB = BAB + Str (Dex for Tiny and smaller, or with Agile Maneuvers) + special size; CMD = 10 +
 *   BAB + Str + Dex + special size + the AC bonuses that count for it (PRD › Combat › CMB, CMD);
 * - XP = the CR's line of the XP table (PRD › Gamemastering › Experience Point Awards).
 * Saves, initiative, speed, attacks and CR have no such formula: only the slow check, which runs
 * the script again over the sources, holds them (pf1.slow.test.ts).
 */
import { hpFormulaAverage, parseHpFormula } from '../../combat';
import { creatureXp } from '../../library';
import {
  abilityModifier,
  combatManeuverBonus,
  combatManeuverDefense,
  parseDamageDefences,
  parseDice,
} from '../../rules';
import { SIZE_MODIFIER as AC_SIZE } from '../../rules/dnd35/fighter';
import type { OpenCreature } from './types';

/** The printed figures of a creature that disagree with what the rules compute from its other figures. */
export function formulaDisagreements(c: OpenCreature): string[] {
  const out: string[] = [];
  if (c.hd !== '') {
    const average = hpFormulaAverage(parseHpFormula(c.hd));
    if (average !== c.hp) out.push(`hp ${c.hp} ≠ ${c.hd} (${average})`);
  }
  const dex = c.dex === undefined ? 0 : abilityModifier(c.dex);
  if (c.ac) {
    const [ac, touch, flat] = c.ac;
    const dodge = c.dodge ?? 0;
    // The AC bonuses that count for CMD (deflection, dodge, insight, luck…) count for touch AC too.
    const touchWanted = 10 + dex + AC_SIZE[c.size] + (c.cmdMisc ?? (c.deflection ?? 0) + dodge);
    if (touch !== touchWanted) out.push(`touch ${touch} ≠ ${touchWanted}`);
    const flatWanted = ac - Math.max(0, dex) - dodge;
    if (flat !== flatWanted) out.push(`flat-footed ${flat} ≠ ${flatWanted}`);
  }
  if (c.bab !== undefined) {
    // A creature with no Strength (incorporeal) uses its Dexterity (PRD › Combat › CMB).
    const f = {
      bab: c.bab,
      str: c.str ?? c.dex ?? 10,
      dex: c.dex ?? 10,
      size: c.size,
      feats: [...(c.feats ?? [])],
    };
    const cmb = combatManeuverBonus(f);
    if (c.cmb !== undefined && c.cmb !== cmb) out.push(`CMB ${c.cmb} ≠ ${cmb}`);
    const cmd = combatManeuverDefense({ ...f, str: c.str ?? 10, cmdMisc: c.cmdMisc ?? 0 });
    if (c.cmd !== undefined && c.cmd !== cmd) out.push(`CMD ${c.cmd} ≠ ${cmd}`);
  }
  // Paravent's XP table stops at CR 25 (the Core Rulebook's); the PRD's CR 26–30 creatures print theirs.
  const xp = creatureXp('pf1', { cr: c.cr });
  if (c.xp !== undefined && xp !== undefined && c.xp !== xp)
    out.push(`XP ${c.xp} ≠ CR ${c.cr ?? '?'} (${xp})`);
  return out;
}

/**
 * What must hold of every entry whatever its source printed: it reads where Paravent reads it (hit
 * dice, damage dice, defences), it has a name in each language, a size, a source, a CR of the table.
 */
export function openEntryProblems(c: OpenCreature): string[] {
  const out: string[] = [];
  if (c.fr.trim() === '' || c.en.trim() === '') out.push('name');
  if (!/^PRD › Bestiary( \d)? › .+ \(bestiary\d?\/\w+\.html(#.+)?\)$/.test(c.source))
    out.push(`source ${c.source}`);
  if (c.hd !== '') {
    try {
      parseHpFormula(c.hd);
    } catch {
      out.push(`hd ${c.hd}`);
    }
  }
  for (const [name, , damage] of c.attacks) {
    // « 1d1+1 »: the PRD's least damage die, which a dice roller does not have.
    if (damage === '' || /\b1d1\b/.test(damage)) continue;
    try {
      parseDice(damage);
    } catch {
      out.push(`damage ${name} ${damage}`);
    }
  }
  if (c.damageDefences && 'error' in parseDamageDefences(c.damageDefences))
    out.push(`defences ${c.damageDefences}`);
  if (!/^(\d+|1\/[2-8])$/.test(c.cr ?? '') || (c.xp ?? creatureXp('pf1', { cr: c.cr })) === undefined)
    out.push(`CR ${c.cr ?? ''}`);
  if (c.tags.length === 0 || c.tags.length !== c.tagsEn.length) out.push('tags');
  return out;
}
