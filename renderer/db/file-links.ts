/**
 * Fights that come from files (issue 9): Ouvrir, Importer or a restore adds the incoming fight as a
 * NEW stored encounter, so the one on screen stays in IndexedDB and can be made current again.
 */
import { createValueStore, useValue } from '../store';
import type { Encounter } from '../../shared/combat';
import { getDatabase, type EncounterFileLink, type ParaventDatabase } from './database';
import { createEncounterRecord } from './fights';
import { readStoredFight } from './encounter-list';
import { canonicalJson } from '../../shared/files/canonical-json';

/** The file link of a stored fight, or null. */
export async function readFileLink(
  encounterId: string,
  db: ParaventDatabase = getDatabase(),
): Promise<EncounterFileLink | null> {
  return (await db.encounters.get(encounterId))?.file ?? null;
}

/** Records (or clears, with null) the file of a stored fight. */
export async function writeFileLink(
  encounterId: string,
  link: EncounterFileLink | null,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.encounters.update(encounterId, { file: link ?? undefined });
}

/** A time after every stored fight's, so that the one touched now is the current one. */
async function latest(now: number, db: ParaventDatabase): Promise<number> {
  const last = await db.encounters.orderBy('updatedAt').last();
  return Math.max(now, (last?.updatedAt ?? 0) + 1);
}

/**
 * Whether two states are the same fight as a file holds it: what a file does not keep (reminders,
 * turn patches, the health the rules derive) is left out.
 */
function sameFight(a: Encounter, b: Encounter): boolean {
  const kept = (e: Encounter) =>
    canonicalJson({
      ...e,
      reminders: [],
      turnPatches: [],
      combatants: e.combatants.map(({ health: _health, ...c }) => c),
    });
  return kept(a) === kept(b);
}

function freshId(base: string, taken: (id: string) => boolean): string {
  for (let n = 2; ; n += 1) {
    const id = `${base.slice(0, 80)}-${n}`;
    if (!taken(id)) return id;
  }
}

/**
 * Stores an incoming fight as a new encounter, which becomes the current one. When its id is
 * already stored and the stored fight is the very same (a fight saved and opened again, issue 26),
 * the stored one is made current — with its history, its summary and its write-back record — and
 * nothing is added. When the stored one differs (an older save, a backup of the fight on screen) the
 * incoming one gets a new id: the stored fight is never overwritten. Returns the fight as stored.
 */
export async function adoptEncounter(
  incoming: Encounter,
  link: EncounterFileLink | null,
  now: number = Date.now(),
  db: ParaventDatabase = getDatabase(),
): Promise<Encounter> {
  const same = await readStoredFight(incoming.id, db);
  if (same && sameFight(same.state, incoming)) {
    await makeEncounterCurrent(incoming.id, now, db);
    if (link) await writeFileLink(incoming.id, link, db);
    announceOpened(incoming.id);
    return same.state;
  }
  const stored = await db.transaction('rw', db.encounters, db.checkpoints, async () => {
    const at = await latest(now, db);
    const ids = new Set(await db.encounters.toCollection().primaryKeys());
    const id = ids.has(incoming.id) ? freshId(incoming.id, (x) => ids.has(x)) : incoming.id;
    const encounter = id === incoming.id ? incoming : { ...incoming, id };
    await createEncounterRecord(encounter, at, db, link ?? undefined);
    return encounter;
  });
  announceOpened(stored.id);
  return stored;
}

/** The last fight opened from a file on this page (its id and a count), for the end-of-fight summary. */
const opened = createValueStore<{ id: string; count: number } | null>(null);

function announceOpened(id: string): void {
  opened.set({ id, count: (opened.get()?.count ?? 0) + 1 });
}

/**
 * The last fight opened from a file (Ctrl+O, a drop, a backup), or null: an ended fight opened shows
 * its summary (issue 26), even when it is the very fight already on screen.
 */
export function useOpenedFight(): { id: string; count: number } | null {
  return useValue(opened);
}

/** Makes a stored fight the current one again (the one the tracker loads); false when it is gone. */
export async function makeEncounterCurrent(
  encounterId: string,
  now: number = Date.now(),
  db: ParaventDatabase = getDatabase(),
): Promise<boolean> {
  return db.transaction(
    'rw',
    db.encounters,
    async () => (await db.encounters.update(encounterId, { updatedAt: await latest(now, db) })) > 0,
  );
}

/** Records that the party was written back from this fight (`at`), or clears it (null: undone). */
export async function markPartyWrittenBack(
  encounterId: string,
  at: number | null,
  db: ParaventDatabase = getDatabase(),
): Promise<void> {
  await db.encounters.update(encounterId, { partyWrittenBack: at ?? undefined });
}

/** When the party was written back from this fight, or null when it was not. */
export async function readPartyWrittenBack(
  encounterId: string,
  db: ParaventDatabase = getDatabase(),
): Promise<number | null> {
  return (await db.encounters.get(encounterId))?.partyWrittenBack ?? null;
}
