import MiniSearch, { type Query } from 'minisearch';
import { getSystem, SYSTEM_IDS, type Localized, type SystemId } from '../../../shared/rules';
import { SEARCH_WORDS, searchText } from '../../../shared/limits';
import { lazyValue } from '../../store';
import { cellText, fold } from './text';

/** The longest word matched with a typo allowed (« Étourdissement » is 14). */
const FUZZY_LONGEST = 20;

/** What a search result points at. */
export type ReferenceKind = 'table' | 'condition' | 'summary';

/** One searchable thing: a table (or one of its rows), a condition, a rule summary. */
export interface ReferenceDoc {
  /** Unique: 'table:<id>', 'row:<id>:<index>', 'condition:<system>:<id>', 'summary:<system>:<id>'. */
  id: string;
  kind: ReferenceKind;
  system: SystemId;
  /** The table, condition or summary id. */
  targetId: string;
  /** For a row hit, its index in the table. */
  row?: number;
  title: Localized;
  /** Searchable body, both languages. */
  text: string;
  keywords: string;
}

/** A ranked result. `terms` are the folded words that matched, for highlighting. */
export interface ReferenceHit {
  doc: ReferenceDoc;
  score: number;
  terms: string[];
}

/**
 * Usual abbreviations of the GM's vocabulary, both ways (folded). A query word found here also
 * searches its equivalents: "DMD" finds CMD, "AdO" finds attacks of opportunity.
 */
export const ABBREVIATIONS: Record<string, readonly string[]> = {
  ca: ['ac', 'armure', 'armor'],
  ac: ['ca'],
  dmd: ['cmd', 'defensive'],
  cmd: ['dmd'],
  bmo: ['cmb', 'offensive'],
  cmb: ['bmo'],
  bba: ['bab', 'base'],
  bab: ['bba'],
  pv: ['hp', 'vie'],
  hp: ['pv'],
  ado: ['aoo', 'opportunite', 'opportunity'],
  aoo: ['ado', 'opportunite', 'opportunity'],
  def: ['defense'],
  cac: ['kac', 'cinetique'],
  kac: ['cac'],
  cae: ['eac', 'energie'],
  eac: ['cae'],
  dd: ['dc', 'difficulte'],
  dc: ['dd'],
  js: ['sauvegarde', 'save'],
  tenaille: ['flanking', 'flank'],
  flanking: ['tenaille'],
  abri: ['cover'],
  cover: ['abri'],
  camouflage: ['concealment'],
  concealment: ['camouflage'],
};

const STOP_WORDS = new Set(
  'le la les l de du des d en a au aux et un une the of an to in on at for ou or par with avec sur'.split(
    ' ',
  ),
);

function processTerm(term: string): string | null {
  const t = fold(term).trim();
  return t && !STOP_WORDS.has(t) ? t : null;
}

function tokenize(text: string): string[] {
  return fold(text).split(/\s+/).filter(Boolean);
}

/** Every searchable document of every system's rules data. */
export function referenceDocuments(): ReferenceDoc[] {
  const docs: ReferenceDoc[] = [];
  for (const system of SYSTEM_IDS) {
    const def = getSystem(system);
    for (const table of def.tables) {
      const cells = (row: readonly (typeof table.rows)[number][number][]) =>
        row.map((c) => `${cellText(c, 'fr')} ${cellText(c, 'en')}`).join(' ');
      const columns = table.columns.map((c) => `${c.fr} ${c.en}`).join(' ');
      const notes = (table.notes ?? []).map((n) => `${n.fr} ${n.en}`).join(' ');
      const keywords = (table.keywords ?? []).join(' ');
      docs.push({
        id: `table:${table.id}`,
        kind: 'table',
        system,
        targetId: table.id,
        title: table.title,
        text: `${columns} ${notes}`,
        keywords,
      });
      table.rows.forEach((row, i) => {
        docs.push({
          id: `row:${table.id}:${i}`,
          kind: 'table',
          system,
          targetId: table.id,
          row: i,
          title: table.title,
          text: cells(row),
          keywords: '',
        });
      });
    }
    for (const c of def.conditions) {
      docs.push({
        id: `condition:${system}:${c.id}`,
        kind: 'condition',
        system,
        targetId: c.id,
        title: c.name,
        text: `${c.summary.fr} ${c.summary.en}`,
        keywords: c.id.replace(/-/g, ' '),
      });
    }
    for (const s of def.summaries) {
      docs.push({
        id: `summary:${system}:${s.id}`,
        kind: 'summary',
        system,
        targetId: s.id,
        title: s.title,
        text: `${s.text.fr} ${s.text.en}`,
        keywords: (s.keywords ?? []).join(' '),
      });
    }
  }
  return docs;
}

/** The search index over every table, row, condition and rule summary of every system. */
export class ReferenceIndex {
  private readonly mini: MiniSearch<ReferenceDoc>;
  readonly docs: ReadonlyMap<string, ReferenceDoc>;

  constructor(docs: ReferenceDoc[] = referenceDocuments()) {
    this.mini = new MiniSearch<ReferenceDoc>({
      fields: ['titleText', 'keywords', 'text'],
      storeFields: [],
      extractField: (doc, field) =>
        field === 'titleText'
          ? `${doc.title.fr} ${doc.title.en}`
          : String(doc[field as keyof ReferenceDoc] ?? ''),
      tokenize,
      processTerm,
      searchOptions: { boost: { titleText: 4, keywords: 3, text: 1 }, processTerm, tokenize },
    });
    this.mini.addAll(docs);
    this.docs = new Map(docs.map((d) => [d.id, d]));
  }

  /**
   * Ranked hits for what the GM typed: every word must match (the last one as a prefix, so results
   * come while typing); abbreviations are expanded; the preferred system ranks first. Row hits of
   * a table already found by its title are folded into the table's hit.
   */
  search(query: string, options: { system?: SystemId; limit?: number } = {}): ReferenceHit[] {
    // Bounded whatever was pasted (the table of limits): the first characters, the first words,
    // and no fuzzy match on a word longer than any the rules hold (its distance grows with it).
    const words = tokenize(searchText(query))
      .filter((w) => !STOP_WORDS.has(w))
      .slice(0, SEARCH_WORDS);
    if (words.length === 0) return [];
    const tree: Query = {
      combineWith: 'AND',
      queries: words.map((w, i) => ({
        combineWith: 'OR',
        queries: [w, ...(ABBREVIATIONS[w] ?? [])],
        prefix: i === words.length - 1,
        fuzzy: w.length >= 6 && w.length <= FUZZY_LONGEST ? 0.15 : false,
      })),
    };
    const raw = this.mini.search(tree, {
      boostDocument: (id) => {
        const doc = this.docs.get(String(id));
        const system = options.system && doc?.system === options.system ? 1.5 : 1;
        // A whole table is what a GM looks up most: it ranks just above a summary of the same name.
        const table = doc?.kind === 'table' && doc.row === undefined ? 1.15 : 1;
        return system * table;
      },
    });
    const seen = new Map<string, ReferenceHit>();
    for (const r of raw) {
      const doc = this.docs.get(String(r.id));
      if (!doc) continue;
      const key = doc.kind === 'table' ? `table:${doc.targetId}` : doc.id;
      const hit = seen.get(key);
      if (!hit) seen.set(key, { doc, score: r.score, terms: r.terms });
      else hit.terms = [...new Set([...hit.terms, ...r.terms])];
    }
    const preferred = options.system;
    const hits = [...seen.values()].sort(
      (a, b) => Number(b.doc.system === preferred) - Number(a.doc.system === preferred) || b.score - a.score,
    );
    return hits.slice(0, options.limit ?? 30);
  }
}

const shared = lazyValue(() => new ReferenceIndex());

/** The index of this page, built on first use (a few milliseconds). */
export function getReferenceIndex(): ReferenceIndex {
  return shared.get();
}
