/**
 * The stored fights other than through gestures (issue 25): the Rencontres list's rename,
 * duplicate, delete and « Annuler », a file linked to a fight, a fight made current, a fight
 * adopted from a file, the retention sweep. Each write of a fight's rows happens under that fight's
 * writer lock (the Web Lock `paravent-fight:<id>`, writer-lock.ts): taken for the write when no
 * window holds it, this window's own when it writes that fight; when another window leads it, the
 * write is refused — the GM is told (« Ce combat est mené dans une autre fenêtre ») and nothing
 * changes. Nothing else writes the fights tables (renderer/db/fights.ts says so).
 */
import type { Encounter } from '../../shared/combat';
import {
  adoptEncounter,
  deleteEncounter,
  deleteFight,
  duplicateEncounter,
  fightsToPrune,
  makeEncounterCurrent,
  renameEncounter,
  restoreEncounter,
  writeFileLink,
  type DeletedFight,
  type EncounterFileLink,
  type ParaventDatabase,
} from '../db';
import type { FightProblem } from './fight-types';
import type { FightLocks } from './writer-lock';

/** What the stored fights need of the store. */
export interface StoredFightsDeps {
  db: ParaventDatabase;
  locks: FightLocks | null;
  /** The fight this window writes (its lock is this window's), or null. */
  written(): string | null;
  /** The fight open here (written or followed), or null. */
  open(): string | null;
  /** Applies a gesture to the open fight (a rename of it is one). */
  dispatch(steps: [{ type: 'encounter-renamed'; name: string }]): boolean;
  /** Every gesture made so far committed. */
  flush(): Promise<void>;
  /** Opens the current fight (the latest) again. */
  reload(): Promise<void>;
  /** The next `reload` opens this fight (one another window leads: followed, not touched). */
  prefer(id: string): void;
  report(problem: FightProblem): void;
}

/** Gestures on stored fights, each under the fight's writer lock. */
export interface StoredFights {
  /** Renames a fight (the open one by a gesture, undoable); false when another window leads it. */
  rename(id: string, name: string): Promise<boolean>;
  /** A copy under a new id and name, with its whole history (not made current). */
  duplicate(id: string, newId: string, name: string): Promise<void>;
  /**
   * Deletes a fight and returns it whole, for « Annuler » (null: gone, or led by another window).
   * The fight open here is closed first, and the latest other one opened.
   */
  remove(id: string): Promise<DeletedFight | null>;
  /** Puts a deleted fight back as it was. */
  restore(fight: DeletedFight): Promise<void>;
  /** Records (null: clears) the file of a fight; false when another window leads it. */
  linkFile(id: string, link: EncounterFileLink | null): Promise<boolean>;
  /**
   * Makes a fight the current one (the next `reload` opens it); false when it is gone. One another
   * window leads is not written: the next `reload` opens it all the same, following it.
   */
  makeCurrent(id: string): Promise<boolean>;
  /** Stores an incoming fight as a new one (a new id when its id is taken), made current. */
  adopt(incoming: Encounter, link?: EncounterFileLink | null): Promise<Encounter>;
  /** The retention rule: the fights beyond `keep` deleted, but none a window has open. */
  prune(keep: number): Promise<number>;
}

/** Refused: another window leads that fight. */
class FightBusy extends Error {}

/** The stored fights of a store. */
export function createStoredFights(deps: StoredFightsDeps): StoredFights {
  const { db } = deps;

  /**
   * Runs `write` holding the fight's lock: this window's when it writes the fight, else taken now if
   * free (and let go after). Throws FightBusy when another window holds it.
   */
  async function underLock<T>(id: string, write: () => Promise<T>): Promise<T> {
    if (!deps.locks || deps.written() === id) return write();
    if (deps.open() === id) throw new FightBusy(); // this window follows it: another one leads
    const lock = await deps.locks.acquire(id, false);
    if (!lock) throw new FightBusy();
    try {
      return await write();
    } finally {
      lock.release();
    }
  }

  /** Runs a refusable write: false (and the GM told) when another window leads the fight. */
  async function orBusy<T>(id: string, write: () => Promise<T>, busy: T): Promise<T> {
    try {
      return await underLock(id, write);
    } catch (e) {
      if (!(e instanceof FightBusy)) throw e;
      deps.report({ kind: 'busy' });
      return busy;
    }
  }

  return {
    async rename(id, name) {
      if (deps.written() === id) {
        deps.dispatch([{ type: 'encounter-renamed', name }]);
        await deps.flush();
        return true;
      }
      return orBusy(id, () => renameEncounter(id, name, db).then(() => true), false);
    },
    duplicate: (id, newId, name) => underLock(newId, () => duplicateEncounter(id, newId, name, db)),
    async remove(id) {
      const here = deps.written() === id;
      if (here) await deps.flush();
      const fight = await orBusy(id, () => deleteEncounter(id, db), null);
      if (fight && here) await deps.reload();
      return fight;
    },
    restore: (fight) => underLock(fight.row.id, () => restoreEncounter(fight, db)),
    linkFile: (id, link) => orBusy(id, () => writeFileLink(id, link, db).then(() => true), false),
    async makeCurrent(id) {
      try {
        return await underLock(id, () => makeEncounterCurrent(id, Date.now(), db));
      } catch (e) {
        if (!(e instanceof FightBusy)) throw e;
        deps.prefer(id);
        return true;
      }
    },
    adopt: (incoming, link = null) => adoptEncounter(incoming, link, Date.now(), db),
    async prune(keep) {
      let dropped = 0;
      for (const id of await fightsToPrune(keep, deps.open(), db)) {
        // A fight another window has open (an older one it went back to) is kept this time.
        const gone = await underLock(id, () => deleteFight(id, db).then(() => 1)).catch((e: unknown) => {
          if (e instanceof FightBusy) return 0;
          throw e;
        });
        dropped += gone;
      }
      return dropped;
    },
  };
}
