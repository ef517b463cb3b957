/**
 * Effective values as the GM reads them: "CA 15", and the breakdown "CA 13 = 17 − 2 étourdi − 2 Dex
 * perdue ; secoué remplacé par effrayé". French first, English second.
 */
import { BONUS_TYPE_NAMES, type Localized, type SystemId } from '../rules';
import { conditionCatalogue } from './condition-set';
import type { EffectiveKey, EffectiveValue, EffectiveValues, ValuePart } from './effective-values';

type Lang = keyof Localized;

/** Short labels of the values, as on a character sheet. */
const EFFECTIVE_LABELS: Record<EffectiveKey, Localized> = {
  ac: { fr: 'CA', en: 'AC' },
  touchAc: { fr: 'contact', en: 'touch' },
  flatFootedAc: { fr: 'dépourvu', en: 'flat-footed' },
  cmd: { fr: 'DMD', en: 'CMD' },
  kac: { fr: 'CAC', en: 'KAC' },
  eac: { fr: 'CAE', en: 'EAC' },
  def: { fr: 'DEF', en: 'DEF' },
  descendingAc: { fr: 'CA', en: 'AC' },
  thac0: { fr: 'TAC0', en: 'THAC0' },
  morale: { fr: 'moral', en: 'morale' },
  attack: { fr: 'att.', en: 'atk.' },
  'melee-attack': { fr: 'att. CàC', en: 'melee atk.' },
  'ranged-attack': { fr: 'att. dist.', en: 'ranged atk.' },
  saves: { fr: 'JS', en: 'saves' },
};

const WORDS = {
  dexLost: { fr: 'Dex perdue', en: 'Dex lost' },
  notStacking: { fr: 'non cumulé', en: 'not stacking' },
  lostWithDex: { fr: 'perdu avec la Dex', en: 'lost with Dex' },
  melee: { fr: 'au corps à corps', en: 'vs melee' },
  ranged: { fr: 'à distance', en: 'vs ranged' },
  replacedBy: { fr: 'remplacé par', en: 'replaced by' },
} satisfies Record<string, Localized>;

const MINUS = '\u2212';

/** "+2", "−2", "+0" with the true minus sign. */
function signed(n: number): string {
  return n < 0 ? `${MINUS}${Math.abs(n)}` : `+${n}`;
}

/** What the row shows: "CA 15", "att. −2", with the melee/ranged variants "CA 15 (CàC 11, dist. 19)". */
export function valueText(v: EffectiveValue, lang: Lang = 'fr'): string {
  const label = EFFECTIVE_LABELS[v.key][lang];
  return v.base === null ? `${label} ${signed(v.value)}` : `${label} ${v.value}`;
}

function term(p: ValuePart, sign: number, lang: Lang, joined: boolean): string {
  const n = sign * p.modifier.value;
  const type = p.modifier.type && p.modifier.type !== 'untyped' ? BONUS_TYPE_NAMES[p.modifier.type] : null;
  const name = p.label[lang].toLocaleLowerCase(lang);
  const amount = joined ? `${n < 0 ? MINUS : '+'} ${Math.abs(n)}` : signed(n);
  return `${amount} ${name}${type ? ` (${type[lang]})` : ''}`;
}

/**
 * The breakdown: "CA 15 = 17 − 2 étourdi ; Dex perdue", "att. −4 = −2 secoué − 2 fiévreux",
 * with what does not stack, what is lost with the Dex bonus, the melee/ranged variants, and the
 * conditions a track or an exclusion replaced.
 */
export function breakdownText(
  system: SystemId,
  v: EffectiveValue,
  replaced: EffectiveValues['replaced'],
  lang: Lang = 'fr',
): string {
  const sign = v.key === 'descendingAc' ? -1 : 1;
  const counted = v.parts.filter((p) => p.counted === true);
  const terms = counted.map((p, i) => term(p, sign, lang, v.base !== null || i > 0));
  if (typeof v.dexLost === 'number' && v.dexLost > 0) {
    terms.push(`${sign < 0 ? '+' : MINUS} ${v.dexLost} ${WORDS.dexLost[lang]}`);
  }
  const start = v.base === null ? '' : `${v.base}`;
  const equation = `${valueText(v, lang)} = ${[start, ...terms].filter(Boolean).join(' ') || '0'}`;
  const notes: string[] = [];
  if (v.dexLost === 'unknown') notes.push(WORDS.dexLost[lang]);
  const list = (parts: ValuePart[]) => parts.map((p) => term(p, sign, lang, false)).join(', ');
  const notStacking = v.parts.filter((p) => p.counted === false);
  if (notStacking.length > 0) notes.push(`${WORDS.notStacking[lang]} : ${list(notStacking)}`);
  const lost = v.parts.filter((p) => p.counted === 'lost');
  if (lost.length > 0) notes.push(`${WORDS.lostWithDex[lang]} : ${list(lost)}`);
  const situational = v.situational ?? [];
  const only = (target: string) => situational.filter((p) => p.modifier.target === target);
  if (v.vsMelee !== undefined) notes.push(`${WORDS.melee[lang]} ${v.vsMelee} (${list(only('ac-vs-melee'))})`);
  if (v.vsRanged !== undefined)
    notes.push(`${WORDS.ranged[lang]} ${v.vsRanged} (${list(only('ac-vs-ranged'))})`);
  const names = conditionCatalogue(system);
  const nameOf = (id: string) => (names.get(id)?.name[lang] ?? id).toLocaleLowerCase(lang);
  for (const r of replaced) notes.push(`${nameOf(r.id)} ${WORDS.replacedBy[lang]} ${nameOf(r.by)}`);
  return [equation, ...notes].join(lang === 'fr' ? ' ; ' : '; ');
}
