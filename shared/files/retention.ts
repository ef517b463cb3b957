/**
 * Which autosave snapshots to keep (pure; the desktop host applies it to userData/backups, the web
 * host to its IndexedDB table). Routine snapshots (timer, quit, suspend): the last 10, plus the
 * newest of each clock hour of the last 24 hours and of each day (UTC) of the last 14 days. Named
 * snapshots (before an import, a migration, a restore): all of the last 14 days, and always the 10
 * newest.
 */

/** Why a snapshot was written. */
export type SnapshotReason = 'auto' | 'quit' | 'suspend' | 'import' | 'migration' | 'restore';

/** Every reason, for validation. */
export const SNAPSHOT_REASONS: readonly SnapshotReason[] = [
  'auto',
  'quit',
  'suspend',
  'import',
  'migration',
  'restore',
];

/** Named snapshots: taken before something that replaces the fight. */
const NAMED_REASONS: readonly SnapshotReason[] = ['import', 'migration', 'restore'];

/** What retention needs to know of a snapshot. */
export interface SnapshotStamp {
  id: string;
  /** Milliseconds since the epoch. */
  at: number;
  reason: SnapshotReason;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The retention policy (numbers of the issue: 10 last, 24 hours, 14 days). */
const RETENTION = {
  last: 10,
  hourlyForMs: 24 * HOUR,
  dailyForMs: 14 * DAY,
  namedForMs: 14 * DAY,
  namedLast: 10,
} as const;

function newestFirst(a: SnapshotStamp, b: SnapshotStamp): number {
  return b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

function newestPerBucket(
  list: readonly SnapshotStamp[],
  size: number,
  since: number,
  keep: Set<string>,
): void {
  const seen = new Set<number>();
  for (const s of list) {
    if (s.at <= since) continue;
    const bucket = Math.floor(s.at / size);
    if (seen.has(bucket)) continue;
    seen.add(bucket);
    keep.add(s.id);
  }
}

/** The ids to keep at time `now`. */
export function snapshotsToKeep(snapshots: readonly SnapshotStamp[], now: number): Set<string> {
  const keep = new Set<string>();
  const sorted = [...snapshots].sort(newestFirst);
  const named = sorted.filter((s) => NAMED_REASONS.includes(s.reason));
  const routine = sorted.filter((s) => !NAMED_REASONS.includes(s.reason));
  routine.slice(0, RETENTION.last).forEach((s) => keep.add(s.id));
  newestPerBucket(routine, HOUR, now - RETENTION.hourlyForMs, keep);
  newestPerBucket(routine, DAY, now - RETENTION.dailyForMs, keep);
  named.slice(0, RETENTION.namedLast).forEach((s) => keep.add(s.id));
  named.filter((s) => s.at > now - RETENTION.namedForMs).forEach((s) => keep.add(s.id));
  return keep;
}

/** The ids to delete at time `now` (the complement of `snapshotsToKeep`). */
export function snapshotsToDelete(snapshots: readonly SnapshotStamp[], now: number): string[] {
  const keep = snapshotsToKeep(snapshots, now);
  return snapshots.filter((s) => !keep.has(s.id)).map((s) => s.id);
}
