/**
 * Values coming from another tool's file, brought within what Paravent keeps (issue 29, and the
 * limits of issue 24): a number outside its range is clamped and a text too long is cut, each time
 * with a line in the import's summary — never silently.
 */
import { getSystem, type Size, type SystemId } from '../rules';
import { SIZE_IDS } from './enums';
import { IMPORT_MESSAGES } from './import-messages';
import type { ReportBuilder } from './import-report';
import { TEXT_LIMITS } from '../limits';

type Range = { readonly min: number; readonly max: number };

/** Clamps and cuts on behalf of one creature, reporting each change. */
export interface ValueKeeper {
  int(value: number | undefined, range: Range, field: string): number | undefined;
  text(value: string | undefined, max: number, field: string): string | undefined;
}

/** A keeper for the creature `name`, reporting into `report`. */
export function valueKeeper(name: string, report: ReportBuilder): ValueKeeper {
  return {
    int(value, range, field) {
      if (value === undefined || !Number.isFinite(value)) return undefined;
      const n = Math.round(value);
      const kept = Math.min(range.max, Math.max(range.min, n));
      if (kept !== n) report.left(IMPORT_MESSAGES.clamped(name, field, String(n), String(kept)));
      return kept;
    },
    text(value, max, field) {
      if (value === undefined) return undefined;
      if (value.length <= max) return value;
      report.left(IMPORT_MESSAGES.cut(name, field, max));
      return value.slice(0, max);
    },
  };
}

/** A creature's name within the limit (the summary names it by its first 60 characters). */
export function importedName(raw: string | undefined, fallback: string): string {
  const name = (raw ?? '').replace(/\s+/g, ' ').trim();
  return (name === '' ? fallback : name).slice(0, TEXT_LIMITS.combatantName);
}

const SIZE_WORDS: Readonly<Record<string, Size>> = {
  fine: 'fine',
  diminutive: 'diminutive',
  tiny: 'tiny',
  small: 'small',
  medium: 'medium',
  large: 'large',
  huge: 'huge',
  gargantuan: 'gargantuan',
  colossal: 'colossal',
  // Foundry's short keys (pf1, D35E, sfrpg): fine, dim, tiny, sm, med, lg, huge, grg, col.
  dim: 'diminutive',
  sm: 'small',
  med: 'medium',
  lg: 'large',
  grg: 'gargantuan',
  col: 'colossal',
};

/** A size word of another tool (« Large », « lg ») as Paravent's size, if it is one. */
export function sizeOf(word: string | undefined): Size | undefined {
  const size = word === undefined ? undefined : SIZE_WORDS[word.trim().toLowerCase()];
  return size !== undefined && SIZE_IDS.includes(size) ? size : undefined;
}

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Other tools' names of a condition whose Paravent id is not the name in kebab case. */
const CONDITION_ALIASES: Readonly<Record<string, string>> = {
  'flat footed': 'flat-footed',
  'energy drain': 'energy-drained',
  'energy drained': 'energy-drained',
  'negative levels': 'energy-drained',
  fatigue: 'fatigued',
  exhaustion: 'exhausted',
  frighten: 'frightened',
  sicken: 'sickened',
  stagger: 'staggered',
  stun: 'stunned',
  daze: 'dazed',
  blind: 'blinded',
  deaf: 'deafened',
  grapple: 'grappled',
  pin: 'pinned',
  entangle: 'entangled',
  paralyze: 'paralyzed',
  paralysed: 'paralyzed',
  nauseate: 'nauseated',
  'knocked down': 'knocked-down',
};

/**
 * The id in `system`'s catalogue of a condition another tool names (« Flat-Footed », « Energy
 * Drained », « À terre »): by id, by its English or French name, or by a known alias; null when the
 * catalogue has no such condition (a spell, a poison, a custom condition).
 */
export function catalogueConditionId(system: SystemId, name: string): string | null {
  const key = folded(name);
  const wanted = CONDITION_ALIASES[key] ?? key.replaceAll(' ', '-');
  const found = getSystem(system).conditions.find(
    (c) => c.id === wanted || folded(c.name.en) === key || folded(c.name.fr) === key,
  );
  return found?.id ?? null;
}
