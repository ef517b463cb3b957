/**
 * Checks of main's answers before the page sees them (the preload trusts main, but a shape it does
 * not expect must fail loudly rather than travel on).
 */
import { parseExternalFile } from '../shared/files/host-contract';
import { parseSnapshotFileName } from '../shared/files/snapshot-names';
import type { BackupInfo, BackupSnapshot, OpenFileResult, RecentFile, SaveFileResult } from '../shared/ipc';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unexpected(what: string): never {
  throw new Error(`Réponse inattendue du processus principal (${what})`);
}

function message(value: Record<string, unknown>): string {
  return typeof value.message === 'string' ? value.message : unexpected('message');
}

function backupInfo(value: unknown): BackupInfo {
  if (!isRecord(value) || typeof value.id !== 'string') return unexpected('sauvegarde');
  const info = parseSnapshotFileName(value.id);
  return info === null
    ? unexpected('sauvegarde')
    : { id: info.id, at: info.at, reason: info.reason, encounterId: info.encounterId };
}

/** The answer checkers, one per answer type. */
export const checkAnswer = {
  openResult(value: unknown): OpenFileResult {
    if (!isRecord(value)) return unexpected('ouverture');
    if (value.status === 'cancelled') return { status: 'cancelled' };
    if (value.status === 'error') return { status: 'error', message: message(value) };
    const file = parseExternalFile({ ok: true, file: value.file });
    return value.status === 'opened' && file.ok && file.value.ok
      ? { status: 'opened', file: file.value.file }
      : unexpected('ouverture');
  },
  saveResult(value: unknown): SaveFileResult {
    if (!isRecord(value)) return unexpected('enregistrement');
    if (value.status === 'cancelled') return { status: 'cancelled' };
    if (value.status === 'error') return { status: 'error', message: message(value) };
    const handle =
      value.handle === null || typeof value.handle === 'string' ? value.handle : unexpected('poignée');
    const name = typeof value.name === 'string' ? value.name : unexpected('nom');
    if (value.status !== 'saved') return unexpected('enregistrement');
    return typeof value.warning === 'string'
      ? { status: 'saved', handle, name, warning: value.warning }
      : { status: 'saved', handle, name };
  },
  recentList(value: unknown): RecentFile[] {
    if (!Array.isArray(value)) return unexpected('fichiers récents');
    return value.map((r: unknown) =>
      isRecord(r) && typeof r.handle === 'string' && typeof r.name === 'string' && typeof r.path === 'string'
        ? { handle: r.handle, name: r.name, path: r.path }
        : unexpected('fichier récent'),
    );
  },
  backupInfoOrNull: (value: unknown): BackupInfo | null => (value === null ? null : backupInfo(value)),
  backupList(value: unknown): BackupInfo[] {
    return Array.isArray(value) ? value.map(backupInfo) : unexpected('sauvegardes');
  },
  snapshotOrNull(value: unknown): BackupSnapshot | null {
    if (value === null) return null;
    if (!isRecord(value) || typeof value.text !== 'string') return unexpected('sauvegarde');
    return { ...backupInfo(value), text: value.text };
  },
};
