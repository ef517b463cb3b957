import { describe, expect, it } from 'vitest';
import { snapshotsToDelete, snapshotsToKeep } from './retention';
import type { SnapshotReason, SnapshotStamp } from './retention';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** A fixed "now" (2025-03-01 12:00 UTC): the fake clock of every case. */
const NOW = Date.UTC(2025, 2, 1, 12, 0, 0);

function snap(agoMs: number, reason: SnapshotReason = 'auto'): SnapshotStamp {
  return { id: `${reason}-${agoMs}`, at: NOW - agoMs, reason };
}

/** One snapshot a minute for `minutes` minutes back from now. */
function everyMinute(minutes: number): SnapshotStamp[] {
  return Array.from({ length: minutes }, (_, i) => snap(i * MIN));
}

describe('snapshot retention (issue 9: 10 last, hourly for 24 h, daily for 14 days, named ones)', () => {
  it.each([
    ['nothing to prune with fewer than 10', everyMinute(7), 7],
    ['exactly the last 10 of the same quarter hour', everyMinute(10), 10],
    // 12:00 and 11:01..11:59: the newest of each clock hour (12:00, 11:59) are among the last 10.
    ['an hour of autosaves keeps the last 10 only', everyMinute(60), 10],
    // 48 hourly snapshots at hh:59:59.999 back from 11:59 on 1 March: the 24 of the last 24 hours
    // (1 March 00:59 … 28 February 12:59), plus the newest of 27 February (its daily one).
    [
      'two days hourly → 24 hourly + 1 daily',
      Array.from({ length: 48 }, (_, i) => snap(i * HOUR + 1)),
      24 + 1,
    ],
    // 30 days, one per day at the same hour: 10 last (days 0..9) + daily to 14 days.
    ['a month, daily → 14', Array.from({ length: 30 }, (_, i) => snap(i * DAY + 1)), 14],
  ])('%s', (_what, snapshots, kept) => {
    expect(snapshotsToKeep(snapshots, NOW).size).toBe(kept);
    expect(snapshotsToDelete(snapshots, NOW).length).toBe(snapshots.length - kept);
  });

  it('always keeps the newest 10 routine snapshots, however old', () => {
    const old = Array.from({ length: 12 }, (_, i) => snap(100 * DAY + i * MIN));
    const keep = snapshotsToKeep(old, NOW);
    expect(keep.size).toBe(10);
    expect(keep.has(old[0].id)).toBe(true);
    expect(keep.has(old[11].id)).toBe(false);
  });

  it('keeps every named snapshot of the last 14 days, and the 10 newest beyond', () => {
    const named = [
      ...Array.from({ length: 20 }, (_, i) => snap(i * HOUR, 'import')),
      ...Array.from({ length: 15 }, (_, i) => snap(20 * DAY + i * HOUR, 'restore')),
    ];
    const routine = everyMinute(30);
    const keep = snapshotsToKeep([...named, ...routine], NOW);
    expect(named.slice(0, 20).every((s) => keep.has(s.id))).toBe(true);
    expect(named.slice(20).filter((s) => keep.has(s.id))).toHaveLength(0);
    expect([...keep].filter((id) => id.startsWith('auto')).length).toBe(10 + 0);
  });

  it('named snapshots do not push routine ones out of the last 10', () => {
    const list = [
      ...everyMinute(10),
      ...Array.from({ length: 10 }, (_, i) => snap(i * MIN + 30_000, 'migration')),
    ];
    expect(snapshotsToKeep(list, NOW).size).toBe(20);
  });

  it('is stable: pruning twice at the same time deletes nothing more', () => {
    const list = Array.from({ length: 500 }, (_, i) => snap(i * 7 * MIN + 13));
    const kept = list.filter((s) => snapshotsToKeep(list, NOW).has(s.id));
    expect(snapshotsToDelete(kept, NOW)).toEqual([]);
  });
});
