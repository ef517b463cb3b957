/**
 * Défenses contre les dégâts: a creature's damage reduction, energy resistances, immunities and
 * vulnerabilities as typed or printed (« RD 10/argent et bien ; feu 10, froid 5 ; immunité acide ;
 * vulnérabilité feu », EN « DR 5/magic; fire 10; immunity cold »), read into data, and the damage
 * they let through (`reduceDamage`).
 *
 * Arithmetic, in this order:
 * 1. Untyped damage is applied as typed: Paravent cannot tell what it was.
 * 2. Immunity to one of the damage's types: no damage (DRS/PRD/SF › Immunité).
 * 3. Vulnerability to one of its types: +50 %, rounded down (DRS › Vulnérabilité aux énergies;
 *    PRD › Universal Monster Rules › Vulnerabilities; SF CRB › Vulnerability).
 * 4. Energy damage: the resistance to that energy is subtracted (DRS › Résistance aux énergies;
 *    PRD › Energy Resistance; SF CRB › Energy Resistance). DR does not apply to energy, except
 *    where the system says so (`DamageRules.reductionOnEnergy`: CO's RD).
 * 5. Other damage: the highest DR not bypassed is subtracted (DRS › Réduction des dégâts: several
 *    DR do not stack, the best applies; « 10/argent et bien » needs both, « 5/magie ou argent »
 *    either, « 5/— » nothing bypasses it).
 * Damage never goes below 0.
 */
import { damageType, foldWords, readDamageTypes } from './damage-types';

/** One damage reduction: how much, and what bypasses it (empty: nothing, « /— »). */
export interface DamageReduction {
  amount: number;
  bypass: string[];
  /** « et » / « and »: every type of `bypass` is needed; otherwise any one is enough. */
  all: boolean;
}

/** A creature's defences against damage, read from its text. */
export interface DamageDefences {
  reductions: DamageReduction[];
  resistances: { type: string; amount: number }[];
  immunities: string[];
  vulnerabilities: string[];
}

/** What a system's rules say about damage types (SystemProcedures.damage). */
export interface DamageRules {
  /** Whether damage reduction also applies to energy damage (CO's RD); false in the d20 games. */
  reductionOnEnergy: boolean;
  /** Vulnerability's extra damage, in percent (50: +50 %). */
  vulnerabilityPercent: number;
  source: string;
}

/** Why a defences text could not be read: the clause and what is wrong with it. */
export interface DefencesTextError {
  clause: string;
  reason: 'unknown-type' | 'number-missing' | 'number-too-big' | 'type-missing' | 'energy-only';
  word?: string;
}

/** The highest amount a reduction or resistance may hold (the table of limits' hit-point amounts). */
export const DEFENCE_AMOUNT_MAX = 1_000_000;

const NONE = ['—', '–', '-', '--', 'aucun', 'rien', 'none'];
const DR_WORD = /^(?:rd|dr|red\.?|reduction des degats|damage reduction)\s*(\d+)\s*(?:\/\s*(.*))?$/;
const IMMUNE_WORD =
  /^(?:immunite|immunites|immunise|immunisee|immune|immunity|immunities|imm\.?)\s*(?:(?:contre|au|a la|aux|a|to)\s+)?(.*)$/;
const VULNERABLE_WORD =
  /^(?:vulnerabilite|vulnerabilites|vulnerable|vulnerability|vulnerabilities|vuln\.?)\s*(?:(?:au|a la|aux|a|to)\s+)?(.*)$/;
const RESIST_WORD = /^(?:resistances?|resist|re|er|energy resistance)\s+(?:(?:au|a la|aux|a|to)\s+)?/;

function emptyDefences(): DamageDefences {
  return { reductions: [], resistances: [], immunities: [], vulnerabilities: [] };
}

function amountOf(raw: string, clause: string): number | DefencesTextError {
  const n = Number(raw);
  return n > DEFENCE_AMOUNT_MAX ? { clause, reason: 'number-too-big' } : n;
}

function typesOf(text: string, clause: string): string[] | DefencesTextError {
  const read = readDamageTypes(text.replace(/\b(?:ou|or)\b/g, ' '));
  if ('unknown' in read) return { clause, reason: 'unknown-type', word: read.unknown };
  if (read.ids.length === 0) return { clause, reason: 'type-missing' };
  return read.ids;
}

function reductionOf(m: RegExpExecArray, clause: string): DamageReduction | DefencesTextError {
  const amount = amountOf(m[1], clause);
  if (typeof amount !== 'number') return amount;
  const after = (m[2] ?? '').trim();
  if (after === '' || NONE.includes(after)) return { amount, bypass: [], all: false };
  const bypass = typesOf(after, clause);
  if (!Array.isArray(bypass)) return bypass;
  return { amount, bypass, all: /\b(?:et|and)\b/.test(after) };
}

function resistanceOf(folded: string, clause: string): DamageDefences['resistances'] | DefencesTextError {
  const rest = folded.replace(RESIST_WORD, '').replace(/\b(?:resistance|resist)\b/g, ' ');
  const number = /(\d+)/.exec(rest);
  if (!number) return { clause, reason: 'number-missing' };
  const amount = amountOf(number[1], clause);
  if (typeof amount !== 'number') return amount;
  const types = typesOf(rest.replace(number[1], ' '), clause);
  if (!Array.isArray(types)) return types;
  if (types.some((t) => damageType(t)?.kind !== 'energy')) return { clause, reason: 'energy-only' };
  return types.map((type) => ({ type, amount }));
}

/**
 * Reads a defences text. Clauses are separated by « ; » or « , »; a clause of types alone after an
 * immunity or a vulnerability adds to it (« immunité feu, froid »). An empty text has no defences.
 */
export function parseDamageDefences(
  text: string,
): { defences: DamageDefences } | { error: DefencesTextError } {
  const defences = emptyDefences();
  let last: 'immunities' | 'vulnerabilities' | null = null;
  for (const clause of text
    .split(/[;,\n]/)
    .map((c) => c.trim())
    .filter((c) => c !== '')) {
    const folded = foldWords(clause);
    const dr = DR_WORD.exec(folded);
    const immune = IMMUNE_WORD.exec(folded);
    const vulnerable = VULNERABLE_WORD.exec(folded);
    if (dr) {
      const reduction = reductionOf(dr, clause);
      if ('reason' in reduction) return { error: reduction };
      defences.reductions.push(reduction);
      last = null;
    } else if (immune || vulnerable || (last !== null && !/\d/.test(folded))) {
      const key: 'immunities' | 'vulnerabilities' = immune
        ? 'immunities'
        : vulnerable
          ? 'vulnerabilities'
          : (last ?? 'immunities');
      const types = typesOf((immune ?? vulnerable)?.[1] ?? folded, clause);
      if (!Array.isArray(types)) return { error: types };
      for (const t of types) if (!defences[key].includes(t)) defences[key].push(t);
      last = key;
    } else {
      const resistances = resistanceOf(folded, clause);
      if (!Array.isArray(resistances)) return { error: resistances };
      for (const r of resistances) {
        defences.resistances = defences.resistances.filter((x) => x.type !== r.type).concat(r);
      }
      last = null;
    }
  }
  return { defences };
}

/** One step of a damage's reduction, as the log shows it (« résistance 10 »). */
export type DamageStep =
  | { kind: 'immunity'; type: string }
  | { kind: 'vulnerability'; type: string; added: number }
  | { kind: 'resistance'; type: string; amount: number }
  | { kind: 'reduction'; amount: number; bypass: string[]; all: boolean };

/** What damage does after a creature's defences: the amount left and how it was found. */
export interface ReducedDamage {
  raw: number;
  applied: number;
  steps: DamageStep[];
}

function bypassed(r: DamageReduction, types: readonly string[]): boolean {
  if (r.bypass.length === 0) return false;
  return r.all ? r.bypass.every((b) => types.includes(b)) : r.bypass.some((b) => types.includes(b));
}

/** The damage `raw` of `types` lets through `defences` (see the module's arithmetic). */
export function reduceDamage(
  raw: number,
  types: readonly string[],
  defences: DamageDefences,
  rules: DamageRules,
): ReducedDamage {
  if (types.length === 0) return { raw, applied: raw, steps: [] };
  const immune = types.find((t) => defences.immunities.includes(t));
  if (immune) return { raw, applied: 0, steps: [{ kind: 'immunity', type: immune }] };
  const steps: DamageStep[] = [];
  let amount = raw;
  const vulnerable = types.find((t) => defences.vulnerabilities.includes(t));
  if (vulnerable) {
    const added = Math.floor((amount * rules.vulnerabilityPercent) / 100);
    amount += added;
    steps.push({ kind: 'vulnerability', type: vulnerable, added });
  }
  const energy = types.find((t) => damageType(t)?.kind === 'energy');
  const resistance = energy ? defences.resistances.find((r) => r.type === energy) : undefined;
  if (resistance) {
    steps.push({ kind: 'resistance', type: resistance.type, amount: resistance.amount });
    amount = Math.max(0, amount - resistance.amount);
  }
  if (!energy || rules.reductionOnEnergy) {
    const best = defences.reductions
      .filter((r) => !bypassed(r, types))
      .reduce<DamageReduction | undefined>((a, r) => (a && a.amount >= r.amount ? a : r), undefined);
    if (best && amount > 0) {
      steps.push({ kind: 'reduction', amount: best.amount, bypass: best.bypass, all: best.all });
      amount = Math.max(0, amount - best.amount);
    }
  }
  return { raw, applied: amount, steps };
}

/** Whether typed damage mixes two energies, or an energy and a weapon (one part per entry). */
export function mixedDamageTypes(types: readonly string[]): boolean {
  const energies = types.filter((t) => damageType(t)?.kind === 'energy');
  return energies.length > 1 || (energies.length === 1 && energies.length < types.length);
}

/** A defences text written back in a language (« RD 10/argent et bien ; feu 10 »). */
export function formatDamageDefences(d: DamageDefences, language: 'fr' | 'en'): string {
  const name = (id: string) => damageType(id)?.name[language] ?? id;
  const fr = language === 'fr';
  const parts = d.reductions.map((r) => {
    const joiner = r.all ? (fr ? ' et ' : ' and ') : fr ? ' ou ' : ' or ';
    return `${fr ? 'RD' : 'DR'} ${r.amount}/${r.bypass.length === 0 ? '—' : r.bypass.map(name).join(joiner)}`;
  });
  parts.push(...d.resistances.map((r) => `${name(r.type)} ${r.amount}`));
  if (d.immunities.length > 0)
    parts.push(`${fr ? 'immunité' : 'immunity'} ${d.immunities.map(name).join(', ')}`);
  if (d.vulnerabilities.length > 0)
    parts.push(`${fr ? 'vulnérabilité' : 'vulnerability'} ${d.vulnerabilities.map(name).join(', ')}`);
  return parts.join(fr ? ' ; ' : '; ');
}
