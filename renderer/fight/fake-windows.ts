/** For tests: Web Locks and a channel shared by the stores of one test (several "windows"). */
import type { FightChannel, FightLocks, FightMessage, HeldLock } from './writer-lock';

/** Web Locks and a channel shared by stores of one test (two "windows"). */
export function fakeWindows(): { locks: FightLocks; channel: () => FightChannel } {
  const holders = new Map<string, { lose: () => void }>();
  const listeners = new Set<(m: FightMessage) => void>();
  const locks: FightLocks = {
    acquire(id, steal) {
      const taken = holders.get(id);
      if (taken && !steal) return Promise.resolve(null);
      taken?.lose();
      let lose = () => {};
      const lost = new Promise<void>((r) => (lose = r));
      const lock: HeldLock = { release: () => holders.get(id) === entry && holders.delete(id), lost };
      const entry = { lose };
      holders.set(id, entry);
      return Promise.resolve(lock);
    },
  };
  const channel = (): FightChannel => {
    const mine = new Set<(m: FightMessage) => void>();
    return {
      post: (m) => listeners.forEach((l) => !mine.has(l) && setTimeout(() => l(structuredClone(m)), 0)),
      listen(l) {
        mine.add(l);
        listeners.add(l);
        return () => void listeners.delete(l);
      },
    };
  };
  return { locks, channel };
}
