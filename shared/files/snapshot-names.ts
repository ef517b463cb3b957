/**
 * Names of snapshot files: `<UTC time>--<reason>--<encounter id>.paravent.json`, e.g.
 * `20250301T204512345Z--auto--enc-1.paravent.json`. The time and reason are read back from the
 * name, so listing the backups never needs to open them. The encounter id is reduced to safe
 * characters (it comes from a file).
 */
import { PARAVENT_OLD_SUFFIX } from './limits';
import { SNAPSHOT_REASONS } from './retention';
import type { SnapshotReason, SnapshotStamp } from './retention';

/** A snapshot as listed: its stamp and the encounter it holds. */
export interface SnapshotName extends SnapshotStamp {
  encounterId: string;
}

const NAME = /^(\d{8}T\d{9}Z)--([a-z]+)--([A-Za-z0-9_-]{1,64})(?:--(\d{1,6}))?\.paravent\.json$/;

/** An encounter id reduced to [A-Za-z0-9_-], 1..64 characters. */
function safeIdPart(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return safe === '' ? '_' : safe;
}

function stamp(at: number): string {
  return new Date(at).toISOString().replace(/[-:.]/g, '');
}

/** The file name of a snapshot (`n` > 0 tells apart two snapshots of the same millisecond). */
export function snapshotFileName(at: number, reason: SnapshotReason, encounterId: string, n = 0): string {
  return `${stamp(at)}--${reason}--${safeIdPart(encounterId)}${n > 0 ? `--${n}` : ''}${PARAVENT_OLD_SUFFIX}`;
}

/** Reads a snapshot file name back; null for any other name. */
export function parseSnapshotFileName(name: string): SnapshotName | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const reason = SNAPSHOT_REASONS.find((r) => r === m[2]);
  const t = m[1];
  const iso = `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(9, 11)}:${t.slice(11, 13)}:${t.slice(13, 15)}.${t.slice(15, 18)}Z`;
  const at = Date.parse(iso);
  if (reason === undefined || Number.isNaN(at)) return null;
  return { id: name, at, reason, encounterId: m[3] };
}
