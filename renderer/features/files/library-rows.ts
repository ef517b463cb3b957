/**
 * The stored library (renderer/db LibraryRow: party and bestiary per system) ⇄ a `paravent/library`
 * file (shared/files Library). Improved Initiative tags have no place in a template: they go to
 * the notes.
 */
import type { Library, LibraryEntry } from '../../../shared/files';
import type { SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';

/** The whole stored library as a file. */
export function libraryOfRows(rows: readonly LibraryRow[], name: string): Library {
  return {
    name,
    entries: rows.map((r): LibraryEntry => {
      const c = r.combatant;
      return {
        id: r.id,
        kind: r.kind === 'party' ? 'pc' : 'creature',
        name: r.name,
        system: r.system,
        side: c.side ?? (r.kind === 'party' ? 'pc' : 'enemy'),
        hpMax: c.hpMax,
        initiativeModifier: c.initiativeModifier,
        initiativeScore: c.initiativeScore,
        defences: c.defences ?? {},
        fighter: c.fighter ?? {},
        group: c.group,
        notes: c.notes ?? '',
        tags: [],
      };
    }),
  };
}

/** The entries of a library file as stored rows; an entry with no system takes `system`. */
export function rowsOfLibrary(library: Library, system: SystemId, now: number): LibraryRow[] {
  return library.entries.map((e) => {
    const entrySystem = e.system ?? system;
    const kind = e.kind === 'pc' ? 'party' : 'bestiary';
    const notes = [e.notes, ...e.tags].filter((part) => part !== '').join(' · ');
    return {
      id: `${entrySystem}:${kind}:${e.name}`,
      kind,
      name: e.name,
      system: entrySystem,
      savedAt: now,
      combatant: {
        name: e.name,
        side: e.side,
        hpMax: e.hpMax,
        initiativeModifier: e.initiativeModifier,
        initiativeScore: e.initiativeScore,
        defences: e.defences,
        fighter: e.fighter,
        group: e.group,
        notes: notes === '' ? undefined : notes,
      },
    };
  });
}
