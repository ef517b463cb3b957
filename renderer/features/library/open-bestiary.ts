/**
 * The open bestiaries in the Library (issue 31): every creature of a system's open content as a
 * read-only row, kept in memory once loaded — never written into IndexedDB as a whole (1,500 rows on
 * every start for data that only changes with the app). A row is stored on demand when the GM adds
 * it to a fight: the fight's attack helper and its end-of-fight XP find their creature by name among
 * the stored rows. The GM's own edited copy gets an id of its own (`<system>:bestiary:<uuid>`): a new
 * version of the data never touches it.
 *
 * Rows are made in the GM's language (open-row.ts): in English the creature's English name, the PRD's
 * attack names, English tags, speed, note and defences. A row keeps the language it was made in —
 * stored for a fight, copied to be edited — so its ids differ by language (`open:pf1:ogre`,
 * `open:pf1:ogre:en`): a French fight's « Abeille géante » still finds its stat block after an
 * English one was stored.
 */
import { useEffect, useMemo, useState } from 'react';
import { loadOpenBestiary, openBestiarySystems } from '../../../shared/bestiary/open';
import { searchTextOf } from '../../../shared/library';
import type { SystemId } from '../../../shared/rules';
import { saveLibraryEntry, type LibraryRow } from '../../db';
import { useLanguage } from '../../i18n/language';
import type { Language } from '../../i18n/messages';
import { OPEN_PREFIX, openRow, sortedByName } from './open-row';

/** Whether a row is an open bestiary's (read-only: it is copied to be edited, never deleted). */
export function isOpenRow(row: Pick<LibraryRow, 'id'>): boolean {
  return row.id.startsWith(OPEN_PREFIX);
}

/**
 * Before a row enters a fight: an open bestiary's row is stored (replacing the one stored before, if
 * any), so that the fight finds its stat block by name; any other row is stored already.
 */
export function storeForFight(row: LibraryRow): Promise<void> {
  return isOpenRow(row) ? saveLibraryEntry({ ...row, savedAt: Date.now() }) : Promise.resolve();
}

const ready = new Map<string, readonly LibraryRow[]>();
const pending = new Map<string, Promise<readonly LibraryRow[]>>();
const keyOf = (system: SystemId, language: Language) => `${system}|${language}`;

/** Rows made between two turns given to the browser (about 2 ms of work on a slow machine). */
const ROWS_PER_TURN = 100;

/**
 * Gives the browser its turn — a keystroke, a paint — before the next slice of work: the open
 * bestiary's 1,500 creatures are read and made into rows a hundred at a time, never in one long task.
 */
function browserTurn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function rowsOf(system: SystemId, language: Language): Promise<LibraryRow[]> {
  // The list is drawn first (the GM's own entries, « Chargement… »), then the open bestiary is read.
  await browserTurn();
  const creatures = (await loadOpenBestiary(system, browserTurn))?.creatures ?? [];
  const rows: LibraryRow[] = [];
  for (let from = 0; from < creatures.length; from += ROWS_PER_TURN) {
    if (from > 0) await browserTurn();
    for (const c of creatures.slice(from, from + ROWS_PER_TURN)) {
      const row = openRow(system, c, language);
      // Folded for the search now, so that neither the list's first search nor its idle time does it.
      searchTextOf(row);
      rows.push(row);
    }
  }
  return sortedByName(rows, language);
}

/**
 * A system's open bestiary as rows in `language`, sorted by their name in it (empty when the system
 * has none); the file is loaded once, the rows of each language made once, in slices.
 */
export function openRows(system: SystemId, language: Language = 'fr'): Promise<readonly LibraryRow[]> {
  const key = keyOf(system, language);
  const done = ready.get(key);
  if (done) return Promise.resolve(done);
  let p = pending.get(key);
  if (!p) {
    p = rowsOf(system, language).then(
      (rows) => {
        ready.set(key, rows);
        pending.delete(key);
        return rows;
      },
      (err: unknown) => {
        pending.delete(key);
        throw err;
      },
    );
    pending.set(key, p);
  }
  return p;
}

/** What the Bestiaire shows of the open bestiaries: their rows, and whether they are there yet. */
export interface OpenBestiaryState {
  rows: readonly LibraryRow[];
  status: 'none' | 'loading' | 'ready' | 'failed';
  /** The systems whose open bestiary is in `rows` (their rows stored for a fight are shown from it). */
  systems: ReadonlySet<SystemId>;
}

const NONE: readonly LibraryRow[] = [];
const NO_SYSTEM: ReadonlySet<SystemId> = new Set();
/** The rows of several systems together, made once per set of systems and language (a list's index is kept). */
const together = new Map<string, readonly LibraryRow[]>();

function systemsFor(system: SystemId | null): SystemId[] {
  const all = openBestiarySystems();
  return system === null ? all : all.filter((s) => s === system);
}

/** The rows of `systems` in `language` once all are made, else null; the same array each time. */
function readyRows(systems: readonly SystemId[], language: Language): readonly LibraryRow[] | null {
  if (systems.length === 0) return NONE;
  const lists = systems.map((s) => ready.get(keyOf(s, language)));
  if (lists.some((l) => l === undefined)) return null;
  if (lists.length === 1) return lists[0] ?? NONE;
  const key = `${systems.join(',')}|${language}`;
  let rows = together.get(key);
  if (!rows) {
    rows = lists.flatMap((l) => l ?? []);
    together.set(key, rows);
  }
  return rows;
}

/**
 * The open bestiary of `system` (every system's with null) in the GM's language, loaded when the
 * component using it first mounts — the Bestiaire tab, the fight's library drawer — and shown at once
 * afterwards.
 */
export function useOpenBestiary(system: SystemId | null): OpenBestiaryState {
  const language = useLanguage();
  const [, setLoaded] = useState(0);
  const [failedFor, setFailedFor] = useState<SystemId | null | undefined>(undefined);
  useEffect(() => {
    const wanted = systemsFor(system);
    if (readyRows(wanted, language)) return;
    let live = true;
    Promise.all(wanted.map((s) => openRows(s, language))).then(
      () => live && setLoaded((n) => n + 1),
      () => live && setFailedFor(system),
    );
    return () => {
      live = false;
    };
  }, [system, language]);
  const systems = useMemo(() => new Set(systemsFor(system)), [system]);
  const rows = readyRows([...systems], language);
  if (rows) return { rows, status: rows === NONE ? 'none' : 'ready', systems };
  return { rows: NONE, status: failedFor === system ? 'failed' : 'loading', systems: NO_SYSTEM };
}
