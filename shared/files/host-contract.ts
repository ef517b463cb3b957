/**
 * The files and backups part of the host contract (shared/ipc.ts re-exports it): the messages the
 * renderer and its host exchange, and their parsers. The renderer never sends a path: it sends
 * text and opaque handles that the host gave it (a dialog's answer, an entry of the recent list).
 */
import { MAX_FILE_BYTES, utf8Length } from './limits';
import { SNAPSHOT_REASONS } from './retention';
import type { SnapshotReason } from './retention';
import { parseSnapshotFileName } from './snapshot-names';

/** A file the host read for the renderer. `handle` lets "Enregistrer" write it back (null: never). */
export interface OpenedFile {
  handle: string | null;
  /** The file name, for the title and messages (never a path to write to). */
  name: string;
  text: string;
}

/** Answer to Ouvrir / Importer / a recent file. */
export type OpenFileResult =
  { status: 'opened'; file: OpenedFile } | { status: 'cancelled' } | { status: 'error'; message: string };

/** Answer to Enregistrer / Enregistrer sous / Exporter. */
export type SaveFileResult =
  | { status: 'saved'; handle: string | null; name: string }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

/** Enregistrer: to the file behind `handle`, or through a dialog when it is null or unknown. */
export interface SaveRequest {
  handle: string | null;
  text: string;
  suggestedName: string;
}

/** Enregistrer sous / Exporter (`improved-initiative`: the fight for Improved Initiative, issue 29). */
export interface SaveAsRequest {
  text: string;
  suggestedName: string;
  kind: 'encounter' | 'library' | 'improved-initiative';
}

/** An entry of the recent files list. */
export interface RecentFile {
  handle: string;
  name: string;
  /** Shown in the menu as a hint; never sent back. */
  path: string;
}

/** The current state of a fight, sent (throttled) for the autosave snapshots. */
export interface AutosaveUpdate {
  encounterId: string;
  text: string;
}

/** A snapshot asked for now: before an import, a migration or a restore. */
export interface SnapshotRequest extends AutosaveUpdate {
  reason: SnapshotReason;
}

/** A snapshot as listed. */
export interface BackupInfo {
  id: string;
  at: number;
  reason: SnapshotReason;
  encounterId: string;
}

/** A snapshot with its text. */
export interface BackupSnapshot extends BackupInfo {
  text: string;
}

/** Pushed to the GM window: a file opened from outside (association, drop on the icon…). */
export type ExternalFile = { ok: true; file: OpenedFile } | { ok: false; name: string; message: string };

/** A parser's answer. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const HANDLE = /^[a-f0-9-]{8,64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fileText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_FILE_BYTES &&
    utf8Length(value, MAX_FILE_BYTES) <= MAX_FILE_BYTES
  );
}

function shortString(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

/** A handle given by the host. */
function isHandle(value: unknown): value is string {
  return typeof value === 'string' && HANDLE.test(value);
}

/** Parses a SaveRequest. */
export function parseSaveRequest(p: unknown): Parsed<SaveRequest> {
  if (!isRecord(p)) return { ok: false, error: 'objet attendu' };
  if (p.handle !== null && !isHandle(p.handle)) return { ok: false, error: 'poignée de fichier invalide' };
  if (!fileText(p.text)) return { ok: false, error: 'texte de 5 Mo au plus attendu' };
  if (!shortString(p.suggestedName, 200)) return { ok: false, error: 'nom de fichier attendu' };
  return { ok: true, value: { handle: p.handle, text: p.text, suggestedName: p.suggestedName } };
}

/** Parses a SaveAsRequest. */
export function parseSaveAsRequest(p: unknown): Parsed<SaveAsRequest> {
  if (!isRecord(p)) return { ok: false, error: 'objet attendu' };
  if (!fileText(p.text)) return { ok: false, error: 'texte de 5 Mo au plus attendu' };
  if (!shortString(p.suggestedName, 200)) return { ok: false, error: 'nom de fichier attendu' };
  if (p.kind !== 'encounter' && p.kind !== 'library' && p.kind !== 'improved-initiative')
    return { ok: false, error: 'sorte de fichier attendue' };
  return { ok: true, value: { text: p.text, suggestedName: p.suggestedName, kind: p.kind } };
}

/** Parses a handle payload. */
export function parseHandle(p: unknown): Parsed<string> {
  return isHandle(p) ? { ok: true, value: p } : { ok: false, error: 'poignée de fichier invalide' };
}

/** Parses an AutosaveUpdate. */
export function parseAutosaveUpdate(p: unknown): Parsed<AutosaveUpdate> {
  if (!isRecord(p)) return { ok: false, error: 'objet attendu' };
  if (!shortString(p.encounterId, 100)) return { ok: false, error: 'identifiant de rencontre attendu' };
  if (!fileText(p.text)) return { ok: false, error: 'texte de 5 Mo au plus attendu' };
  return { ok: true, value: { encounterId: p.encounterId, text: p.text } };
}

/** Parses a SnapshotRequest. */
export function parseSnapshotRequest(p: unknown): Parsed<SnapshotRequest> {
  const base = parseAutosaveUpdate(p);
  if (!base.ok) return base;
  const reason = isRecord(p) ? SNAPSHOT_REASONS.find((r) => r === p.reason) : undefined;
  if (reason === undefined) return { ok: false, error: 'raison de la sauvegarde attendue' };
  return { ok: true, value: { ...base.value, reason } };
}

/** Parses a backup id (a snapshot file name: no path can slip through). */
export function parseBackupId(p: unknown): Parsed<string> {
  return typeof p === 'string' && p.length <= 200 && parseSnapshotFileName(p) !== null
    ? { ok: true, value: p }
    : { ok: false, error: 'identifiant de sauvegarde invalide' };
}

/** Parses the ExternalFile push (the preload checks what main sends). */
export function parseExternalFile(p: unknown): Parsed<ExternalFile> {
  if (!isRecord(p)) return { ok: false, error: 'objet attendu' };
  if (p.ok === false && shortString(p.name, 300) && shortString(p.message, 2000)) {
    return { ok: true, value: { ok: false, name: p.name, message: p.message } };
  }
  const f = p.file;
  if (p.ok !== true || !isRecord(f)) return { ok: false, error: 'fichier attendu' };
  if ((f.handle !== null && !isHandle(f.handle)) || !shortString(f.name, 300) || !fileText(f.text)) {
    return { ok: false, error: 'fichier invalide' };
  }
  return { ok: true, value: { ok: true, file: { handle: f.handle, name: f.name, text: f.text } } };
}
