/**
 * One writer per fight across windows and tabs: the Web Locks API gives the lock
 * `paravent-fight:<id>` to one window; the others follow through a BroadcastChannel and are
 * read-only. Where the browser has neither (tests, very old browsers) every window writes, as before.
 */

/** Messages between the windows of one origin, about one fight. */
export type FightMessage =
  | { type: 'written'; id: string; from: string; writes: unknown[] }
  | { type: 'current'; id: string; from: string }
  | { type: 'handover'; id: string; from: string }
  | { type: 'released'; id: string; from: string }
  | { type: 'bye'; id: string; from: string };

/** The channel between windows (null: none). */
export interface FightChannel {
  post(message: FightMessage): void;
  listen(listener: (message: FightMessage) => void): () => void;
}

/** A BroadcastChannel, or null where there is none. */
export function openFightChannel(name = 'paravent-fight'): FightChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(name);
  const listeners = new Set<(m: FightMessage) => void>();
  channel.onmessage = (e: MessageEvent<FightMessage>) => listeners.forEach((l) => l(e.data));
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A held lock: release it, or learn that another window took it. */
export interface HeldLock {
  release(): void;
  /** Resolves if the lock is taken away (another window stole it). */
  lost: Promise<void>;
}

/** The Web Locks of this page (null: not available). */
export interface FightLocks {
  /** The lock of `id`: now if free (or `steal`), else null. */
  acquire(id: string, steal: boolean): Promise<HeldLock | null>;
}

/** navigator.locks, or null. */
export function browserLocks(): FightLocks | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  return {
    acquire(id, steal) {
      return new Promise<HeldLock | null>((resolve) => {
        let release = () => {};
        let markLost = () => {};
        const lost = new Promise<void>((r) => (markLost = r));
        const held = new Promise<void>((r) => (release = r));
        const options: LockOptions = steal ? { steal: true } : { ifAvailable: true };
        locks
          .request(`paravent-fight:${id}`, options, (lock) => {
            if (!lock) {
              resolve(null);
              return undefined;
            }
            resolve({ release, lost });
            return held;
          })
          .catch(() => markLost());
      });
    },
  };
}
