/**
 * Who writes the fight, across the windows and tabs of one browser (or the desktop app): the
 * window holding the fight's Web Lock writes; the others follow it live through the channel and
 * are read-only until the GM asks « Prendre la main ». Then the writing window finishes its writes,
 * lets the lock go and follows; if it does not answer (frozen, closing), the lock is stolen, and
 * its late writes are refused by IndexedDB's writer check (renderer/db/fights.ts), so the stored
 * history is never written by two windows.
 */
import type { FightProblem } from './fight-store';
import { followWrite, type Timeline } from './timeline';
import type { FightChannel, FightLocks, FightMessage, HeldLock } from './writer-lock';

/** How long « Prendre la main » waits for the writing window to let go before taking the lock. */
const HANDOVER_WAIT_MS = 1500;

/**
 * A closing window's « bye » may arrive before the browser has let its lock go: the follower tries
 * again after these pauses (1.5 s in all) before it stays read-only.
 */
const BYE_RETRY_MS = [50, 100, 200, 400, 750];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the store needs from the sync. */
export interface WindowSync {
  mode(): 'writer' | 'follower';
  /**
   * Tries to hold `fightId` for writing (and lets go of any other fight). Resolves to the stamp of
   * the fight's row as the claim found it in IndexedDB (rowStamp), null when there was no claim there.
   */
  claim(fightId: string | null): Promise<string | null>;
  /** Tells the followers what was committed. */
  written(fightId: string, writes: readonly unknown[]): void;
  /** Tells the other windows that this one switched to `fightId`. */
  announce(fightId: string): void;
  /** IndexedDB said another window writes: this one follows now. */
  lost(): void;
  takeOver(): Promise<void>;
  dispose(): void;
}

/** The store's side. */
export interface SyncDeps {
  token: string;
  locks: FightLocks | null;
  channel: FightChannel | null;
  /** Writes this window's token in the fight's row; the row's stamp as found (null: none). */
  claimInDb(fightId: string): Promise<string | null>;
  current(): string | null;
  timeline(): Timeline | null;
  follow(next: Timeline): void;
  reopen(fightId: string, claim: boolean): Promise<void>;
  flush(): Promise<void>;
  changed(): void;
  report(problem: FightProblem): void;
}

type Write = Parameters<typeof followWrite>[1];

/** Connects the store to the other windows. */
export function connectWindows(deps: SyncDeps): WindowSync {
  const { locks, channel, token } = deps;
  let mode: 'writer' | 'follower' = 'writer';
  let held: HeldLock | null = null;
  let heldId: string | null = null;
  let released: (() => void) | null = null;
  const post = (m: FightMessage) => channel?.post(m);
  const currentMode = () => mode;

  const letGo = () => {
    held?.release();
    held = null;
    heldId = null;
  };

  const hold = async (fightId: string, lock: HeldLock): Promise<string | null> => {
    held = lock;
    heldId = fightId;
    mode = 'writer';
    void lock.lost.then(() => {
      if (held !== lock) return;
      held = null;
      heldId = null;
      mode = 'follower';
      deps.report({ kind: 'writer-lost' });
      deps.changed();
    });
    return deps.claimInDb(fightId);
  };

  const onMessage = async (m: FightMessage) => {
    if (m.from === token) return;
    const here = deps.current();
    if (m.type === 'written' && m.id === here && mode === 'follower') {
      let t = deps.timeline();
      for (const w of m.writes as Write[]) t = t && followWrite(t, w);
      if (t) deps.follow(t);
      else await deps.reopen(m.id, false);
    } else if (m.type === 'current' && (mode === 'follower' || here === null)) {
      await deps.reopen(m.id, true);
    } else if (m.type === 'handover' && m.id === heldId && mode === 'writer') {
      await deps.flush();
      letGo();
      mode = 'follower';
      deps.changed();
      post({ type: 'released', id: m.id, from: token });
    } else if ((m.type === 'released' || m.type === 'bye') && m.id === here && mode === 'follower') {
      if (released) released();
      else if (m.type === 'bye') {
        await deps.reopen(m.id, true);
        for (const ms of BYE_RETRY_MS) {
          if (currentMode() === 'writer' || !locks || deps.current() !== m.id) break;
          await pause(ms);
          if (currentMode() === 'writer' || deps.current() !== m.id) break;
          const lock = await locks.acquire(m.id, false);
          if (!lock) continue;
          await hold(m.id, lock);
          await deps.reopen(m.id, false);
        }
        if (currentMode() === 'writer') deps.report({ kind: 'took-over' });
      }
    }
  };
  const unlisten = channel?.listen((m) => void onMessage(m).catch((e: unknown) => console.error(e)));
  const bye = () => {
    if (heldId && mode === 'writer') {
      const id = heldId;
      letGo();
      post({ type: 'bye', id, from: token });
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', bye);

  return {
    mode: () => mode,
    async claim(fightId) {
      if (!locks) {
        mode = 'writer';
        return null;
      }
      if (fightId !== null && held && heldId === fightId) return null;
      letGo();
      if (fightId === null) {
        mode = 'writer';
        return null;
      }
      const lock = await locks.acquire(fightId, false);
      if (lock) return hold(fightId, lock);
      mode = 'follower';
      return null;
    },
    written(fightId, writes) {
      post({ type: 'written', id: fightId, from: token, writes: [...writes] });
    },
    announce(fightId) {
      post({ type: 'current', id: fightId, from: token });
    },
    lost() {
      letGo();
      mode = locks ? 'follower' : 'writer';
    },
    async takeOver() {
      const fightId = deps.current();
      if (!fightId || !locks || mode === 'writer') return;
      const answered = new Promise<void>((resolve) => {
        released = resolve;
        setTimeout(resolve, HANDOVER_WAIT_MS);
      });
      post({ type: 'handover', id: fightId, from: token });
      await answered;
      released = null;
      const lock = (await locks.acquire(fightId, false)) ?? (await locks.acquire(fightId, true));
      if (!lock) return;
      await hold(fightId, lock);
      await deps.reopen(fightId, false);
      deps.report({ kind: 'took-over' });
    },
    dispose() {
      unlisten?.();
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', bye);
      letGo();
    },
  };
}
