/**
 * Recherche dans la bibliothèque: accent- and case-insensitive (« gobelin » finds « Gobelin »,
 * « eveille » finds « Éveillé »), over the French name, the English name, the tags and the hidden
 * keywords (an open bestiary entry's English type and family); every word
 * typed must match. The folded text is computed once per entry (on the first search), so a
 * keystroke over 2,000 entries is one pass of `includes`.
 */
import { SEARCH_WORDS, searchText } from '../limits';
import type { SystemId } from '../rules';

/** Lower case, accents removed, œ/æ spelt out. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** Tags sorted as French sorts them (one collator: `localeCompare(…, 'fr')` made one per comparison). */
const FRENCH = new Intl.Collator('fr');

/**
 * What the search reads of each entry, folded once per entry (entries are not changed in place: a
 * change is a new entry): a list made again over the same entries — the open bestiary's 1,500, kept
 * in memory — does not fold them again.
 */
const foldedTexts = new WeakMap<SearchableEntry, string>();

/** The folded text an entry is searched in: its names, tags and hidden keywords. */
export function searchTextOf(e: SearchableEntry): string {
  let text = foldedTexts.get(e);
  if (text === undefined) {
    text = foldText([e.name, e.stats?.nameEn ?? '', ...(e.stats?.tags ?? []), e.keywords ?? ''].join(' '));
    foldedTexts.set(e, text);
  }
  return text;
}

/** What the search reads of an entry. */
export interface SearchableEntry {
  name: string;
  system: SystemId;
  stats?: { nameEn?: string; tags?: string[] };
  /** Words found too, not shown (an open bestiary entry's English type and family). */
  keywords?: string;
}

/** A filter: words typed, a system, a tag (all optional). */
export interface LibraryFilter {
  query?: string;
  system?: SystemId | null;
  tag?: string | null;
}

/**
 * The entries, folded once, ready to be filtered at each keystroke. The folding is done on the
 * first search that needs it (or `warm()`), not when the index is made: opening a list of 2,000
 * entries shows them without it.
 */
export class LibraryIndex<T extends SearchableEntry> {
  private folded: string[] | null = null;
  private tagSets: Set<string>[] | null = null;

  constructor(readonly entries: readonly T[]) {}

  /** Folds every entry's names and tags now (at idle time, before the GM types). */
  warm(): void {
    this.foldedTexts();
    this.foldedTags();
  }

  private foldedTexts(): string[] {
    this.folded ??= this.entries.map(searchTextOf);
    return this.folded;
  }

  private foldedTags(): Set<string>[] {
    this.tagSets ??= this.entries.map((e) => new Set((e.stats?.tags ?? []).map(foldText)));
    return this.tagSets;
  }

  /** The entries that match, in their order. */
  filter({ query = '', system = null, tag = null }: LibraryFilter): T[] {
    const words = foldText(searchText(query))
      .split(/\s+/)
      .filter((w) => w !== '')
      .slice(0, SEARCH_WORDS);
    const wantedTag = tag ? foldText(tag) : null;
    const texts = words.length > 0 ? this.foldedTexts() : null;
    const tagSets = wantedTag ? this.foldedTags() : null;
    const out: T[] = [];
    for (let i = 0; i < this.entries.length; i += 1) {
      const e = this.entries[i];
      if (system && e.system !== system) continue;
      if (wantedTag && !tagSets?.[i].has(wantedTag)) continue;
      if (texts && !words.every((w) => texts[i].includes(w))) continue;
      out.push(e);
    }
    return out;
  }

  /** Every tag used, sorted (the tag filter's choices). */
  tags(): string[] {
    const all = new Set<string>();
    for (const e of this.entries) for (const t of e.stats?.tags ?? []) all.add(t);
    return [...all].sort(FRENCH.compare);
  }
}
