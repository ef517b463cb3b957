/**
 * An open bestiary's creature as a Library row in the GM's language (issue 31). The data carries
 * both: French name, attack names, tags, speed and note from the open French text, the PRD's own
 * English words beside them (shared/bestiary/open). In French the row is as the starter bestiary's:
 * French name first, English name beside it, French words. In English every word the GM sees is the
 * English one — name, attacks, tags, saves, speed, note, damage defences (written back in English by
 * the rules' own reader and writer) — and the French name and tags are kept as hidden search words,
 * so « gobelin » finds the Goblin in either language.
 */
import type { OpenCreature } from '../../../shared/bestiary/open';
import type { BestiaryCreature } from '../../../shared/bestiary/types';
import { foldText } from '../../../shared/library';
import { formatDamageDefences, parseDamageDefences, type SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import type { Language } from '../../i18n/messages';
import { creatureRow } from './creature-row';

/** Ids of the open bestiaries' rows: `open:<system>:<slug>` in French, `open:<system>:<slug>:en` in English. */
export const OPEN_PREFIX = 'open:';

/** A creature's row id in a language. */
export function openRowId(system: SystemId, slug: string, language: Language): string {
  return `${OPEN_PREFIX}${system}:${slug}${language === 'en' ? ':en' : ''}`;
}

/** A defences text in English, when the rules read it (they always do for a file the script wrote). */
function defencesEn(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const read = parseDamageDefences(text);
  return 'error' in read ? text : formatDamageDefences(read.defences, 'en');
}

/** The creature with its English words where the French ones were (its figures unchanged). */
function inEnglish(c: OpenCreature): BestiaryCreature {
  const nameEn = (name: string) => c.attacksEn[c.attacks.findIndex((a) => a[0] === name)] ?? name;
  const damageDefences = defencesEn(c.damageDefences);
  return {
    ...c,
    attacks: c.attacks.map(([name, ...rest], i) => [c.attacksEn[i] ?? name, ...rest]),
    ...(c.specialAttacks
      ? { specialAttacks: c.specialAttacks.map((s) => ({ ...s, attack: nameEn(s.attack) })) }
      : {}),
    ...(damageDefences ? { damageDefences } : {}),
    tags: c.tagsEn,
    speed: c.speedEn,
    note: c.noteEn,
  };
}

/** One open creature as a Library row of `system` in `language`. */
export function openRow(system: SystemId, c: OpenCreature, language: Language): LibraryRow {
  const en = language === 'en';
  const row = creatureRow(system, en ? inEnglish(c) : c, {
    id: openRowId(system, c.slug, language),
    now: 0,
    // What the list does not show but the search finds: the other language's type words and family,
    // and in English the French name.
    keywords: en ? [c.fr, ...c.tags].join(' ') : c.tagsEn.join(' '),
    language,
  });
  const source = !en && c.sourceFr ? `${c.source} ; ${c.sourceFr}` : c.source;
  return { ...row, stats: { ...row.stats, source } };
}

/**
 * Every creature of a bestiary as rows in `language`, sorted as the Library lists them: by name in
 * that language, accents and case aside (the file comes sorted by French name).
 */
export function openRowsOf(
  system: SystemId,
  creatures: readonly OpenCreature[],
  language: Language,
): LibraryRow[] {
  return sortedByName(
    creatures.map((c) => openRow(system, c, language)),
    language,
  );
}

/** Rows of an open bestiary, made in the file's order (by French name), sorted by name in `language`. */
export function sortedByName(rows: LibraryRow[], language: Language): LibraryRow[] {
  if (language === 'fr') return rows;
  // Folded as the script sorts the French names: punctuation counts as a blank.
  const keys = new Map(
    rows.map((r) => [
      r,
      foldText(r.name)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    ]),
  );
  const key = (r: LibraryRow) => keys.get(r) ?? '';
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
