/**
 * The open bestiaries in the Library (issue 31): every creature of a system's open content as a
 * read-only row, kept in memory once loaded — never written into IndexedDB as a whole (1,500 rows on
 * every start for data that only changes with the app). A row is stored on demand, under its id
 * `open:<system>:<slug>`, when the GM adds it to a fight: the fight's attack helper and its
 * end-of-fight XP find their creature by name among the stored rows. The GM's own edited copy gets an
 * id of its own (`<system>:bestiary:<uuid>`): a new version of the data never touches it.
 */
import { useEffect, useState } from 'react';
import { loadOpenBestiary, openBestiarySystems, type OpenCreature } from '../../../shared/bestiary/open';
import type { SystemId } from '../../../shared/rules';
import { saveLibraryEntry, type LibraryRow } from '../../db';
import { creatureRow } from './creature-row';

const PREFIX = 'open:';

/** Whether a row is an open bestiary's (read-only: it is copied to be edited, never deleted). */
export function isOpenRow(row: Pick<LibraryRow, 'id'>): boolean {
  return row.id.startsWith(PREFIX);
}

/**
 * Before a row enters a fight: an open bestiary's row is stored (replacing the one stored before, if
 * any), so that the fight finds its stat block by name; any other row is stored already.
 */
export function storeForFight(row: LibraryRow): Promise<void> {
  return isOpenRow(row) ? saveLibraryEntry({ ...row, savedAt: Date.now() }) : Promise.resolve();
}

/** An open bestiary's creature as a Library row of its system. */
function openRow(system: SystemId, c: OpenCreature): LibraryRow {
  const row = creatureRow(system, c, {
    id: `${PREFIX}${system}:${c.slug}`,
    now: 0,
    keywords: c.tagsEn.join(' '),
  });
  const source = c.sourceFr ? `${c.source} ; ${c.sourceFr}` : c.source;
  return { ...row, stats: { ...row.stats, source } };
}

const ready = new Map<SystemId, readonly LibraryRow[]>();
const pending = new Map<SystemId, Promise<readonly LibraryRow[]>>();

/** A system's open bestiary as rows, by French name (empty when it has none); loaded once. */
export function openRows(system: SystemId): Promise<readonly LibraryRow[]> {
  const done = ready.get(system);
  if (done) return Promise.resolve(done);
  let p = pending.get(system);
  if (!p) {
    p = loadOpenBestiary(system).then(
      (bestiary) => {
        // In the file's order: by French name, accents and case aside (scripts/bestiary).
        const rows = (bestiary?.creatures ?? []).map((c) => openRow(system, c));
        ready.set(system, rows);
        pending.delete(system);
        return rows;
      },
      (err: unknown) => {
        pending.delete(system);
        throw err;
      },
    );
    pending.set(system, p);
  }
  return p;
}

/** What the Bestiaire shows of the open bestiaries: their rows, and whether they are there yet. */
export interface OpenBestiaryState {
  rows: readonly LibraryRow[];
  status: 'none' | 'loading' | 'ready' | 'failed';
}

const NONE: readonly LibraryRow[] = [];
/** The rows of several systems together, made once per set of systems (a list's index is kept). */
const together = new Map<string, readonly LibraryRow[]>();

function systemsFor(system: SystemId | null): SystemId[] {
  const all = openBestiarySystems();
  return system === null ? all : all.filter((s) => s === system);
}

/** The rows of `systems` once all are loaded, else null; the same array each time. */
function readyRows(systems: readonly SystemId[]): readonly LibraryRow[] | null {
  if (systems.length === 0) return NONE;
  const lists = systems.map((s) => ready.get(s));
  if (lists.some((l) => l === undefined)) return null;
  if (lists.length === 1) return lists[0] ?? NONE;
  const key = systems.join(',');
  let rows = together.get(key);
  if (!rows) {
    rows = lists.flatMap((l) => l ?? []);
    together.set(key, rows);
  }
  return rows;
}

/**
 * The open bestiary of `system` (every system's with null), loaded when the component using it first
 * mounts — the Bestiaire tab, the fight's library drawer — and shown at once afterwards.
 */
export function useOpenBestiary(system: SystemId | null): OpenBestiaryState {
  const [, setLoaded] = useState(0);
  const [failedFor, setFailedFor] = useState<SystemId | null | undefined>(undefined);
  useEffect(() => {
    const wanted = systemsFor(system);
    if (readyRows(wanted)) return;
    let live = true;
    Promise.all(wanted.map(openRows)).then(
      () => live && setLoaded((n) => n + 1),
      () => live && setFailedFor(system),
    );
    return () => {
      live = false;
    };
  }, [system]);
  const rows = readyRows(systemsFor(system));
  if (rows) return { rows, status: rows === NONE ? 'none' : 'ready' };
  return { rows: NONE, status: failedFor === system ? 'failed' : 'loading' };
}
