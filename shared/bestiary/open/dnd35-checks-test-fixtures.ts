/**
 * What the open 3.5 bestiary's tests hold each entry to, besides the SRD's pages themselves
 * (dnd35.test.ts builds the entries again from the copy kept in sources/srd35): the figures the
 * rules compute from other printed figures, where the SRD's print may disagree with its own
 * arithmetic (listed in dnd35.disagreements.json, never hidden):
 * - HP: the average of the hit dice, rounded down (SRD › Monsters › Introduction, Hit Dice);
 * - touch AC = 10 + Dex + size + deflection + dodge; flat-footed = AC − positive Dex − dodge
 *   (SRD › Combat › Armor Class);
 * - grapple = BAB + Str + special size modifier, +4 with Improved Grapple (SRD › Combat › Grapple),
 *   as grappleModifier computes it; a creature with no Strength prints none.
 * And what must hold of every entry whatever the SRD printed: it reads where Paravent reads it.
 */
import { hpFormulaAverage, parseHpFormula } from '../../combat';
import { abilityModifier, grappleModifier, parseDamageDefences, parseDice } from '../../rules';
import { SIZE_MODIFIER as AC_SIZE } from '../../rules/dnd35/fighter';
import type { OpenCreature } from './types';

/** The printed figures of a 3.5 creature that disagree with what the rules compute from its other figures. */
export function grappleFormulaDisagreements(c: OpenCreature): string[] {
  const out: string[] = [];
  if (c.hd !== '') {
    const average = hpFormulaAverage(parseHpFormula(c.hd));
    if (average !== c.hp) out.push(`hp ${c.hp} ≠ ${c.hd} (${average})`);
  }
  const dex = c.dex === undefined ? 0 : abilityModifier(c.dex);
  if (c.ac) {
    const [ac, touch, flat] = c.ac;
    const dodge = c.dodge ?? 0;
    const touchWanted = 10 + dex + AC_SIZE[c.size] + (c.deflection ?? 0) + dodge;
    if (touch !== touchWanted) out.push(`touch ${touch} ≠ ${touchWanted}`);
    const flatWanted = ac - Math.max(0, dex) - dodge;
    if (flat !== flatWanted) out.push(`flat-footed ${flat} ≠ ${flatWanted}`);
  }
  if (c.bab !== undefined && c.grapple !== undefined && c.str !== undefined) {
    const wanted = grappleModifier({ bab: c.bab, str: c.str, size: c.size, feats: [...(c.feats ?? [])] });
    if (c.grapple !== wanted) out.push(`grapple ${c.grapple} ≠ ${wanted}`);
  }
  return out;
}

/**
 * What must hold of every entry: a name in each language, a source in the SRD's files, hit dice,
 * damage and defences Paravent reads, a CR, tags in both languages.
 */
export function srdEntryProblems(c: OpenCreature): string[] {
  const out: string[] = [];
  if (c.fr.trim() === '' || c.en.trim() === '') out.push('name');
  if (!/^SRD 3\.5 › [A-Za-z()-]+ › .+ \((monsters|psionics|epic)\/[a-z-]+\.html#[\w-]+\)$/.test(c.source))
    out.push(`source ${c.source}`);
  if (c.hd !== '') {
    try {
      parseHpFormula(c.hd);
    } catch {
      out.push(`hd ${c.hd}`);
    }
  }
  if (c.hp <= 0) out.push(`hp ${c.hp}`);
  for (const [name, , damage] of c.attacks) {
    if (damage === '') continue;
    try {
      parseDice(damage);
    } catch {
      out.push(`damage ${name} ${damage}`);
    }
  }
  if (c.damageDefences && 'error' in parseDamageDefences(c.damageDefences))
    out.push(`defences ${c.damageDefences}`);
  if (!/^(\d+|1\/(2|3|4|6|8|10))$/.test(c.cr ?? '')) out.push(`CR ${c.cr ?? ''}`);
  if (c.xp !== undefined) out.push('xp (3.5 prints none)');
  if (c.tags.length === 0 || c.tags.length !== c.tagsEn.length) out.push('tags');
  return out;
}
