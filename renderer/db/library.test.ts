/**
 * The Library screen's entries (library.ts): read live, and drawn at once when the screen opens again
 * — or opens the first time after the app read them when idle — the live query's following.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { ParaventDatabase, type LibraryRow } from './database';
import { prefetchAllLibrary, saveLibraryEntry, useAllLibrary } from './library';

let n = 0;
const dbs: ParaventDatabase[] = [];
function freshDb(): ParaventDatabase {
  const db = new ParaventDatabase(`library-test-${n++}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

const entry = (name: string): LibraryRow => ({
  id: `pf1:bestiary:${name}`,
  kind: 'bestiary',
  name,
  system: 'pf1',
  combatant: { name, hpMax: 6 },
  savedAt: 1,
});

describe('useAllLibrary', () => {
  it('is undefined while the first reading is under way, then the entries', async () => {
    const db = freshDb();
    await saveLibraryEntry(entry('Gobelin'), db);
    const { result } = renderHook(() => useAllLibrary(db));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.map((r) => r.name)).toEqual(['Gobelin']));
  });

  it('draws the entries read before (prefetched when idle, or by the screen’s last opening) at once, then the live ones', async () => {
    const db = freshDb();
    await saveLibraryEntry(entry('Gobelin'), db);
    await prefetchAllLibrary(db);
    await saveLibraryEntry(entry('Orque'), db);
    const first = renderHook(() => useAllLibrary(db));
    // The first render has the entries already read: no empty list drawn before them.
    expect(first.result.current?.map((r) => r.name)).toEqual(['Gobelin']);
    await waitFor(() => expect(first.result.current?.map((r) => r.name)).toEqual(['Gobelin', 'Orque']));
    first.unmount();
    const again = renderHook(() => useAllLibrary(db));
    expect(again.result.current?.map((r) => r.name)).toEqual(['Gobelin', 'Orque']);
  });
});
