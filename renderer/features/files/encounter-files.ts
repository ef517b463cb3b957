/**
 * The files functions the tracker calls (Fichier menu, drop, association, backups). Each takes the
 * host API (`getHostApi()` by default) so it runs the same on desktop and web and in tests.
 */
import type { Encounter } from '../../../shared/combat';
import {
  encounterToFileText,
  libraryToFileText,
  checkedEncounterText,
  fitHistory,
  snapshotEncounterText,
} from '../../../shared/files';
import type { Library } from '../../../shared/files';
import { encounterToImprovedInitiative } from '../../../shared/files/improved-initiative-export';
import type { BackupInfo, ExternalFile, FilesApi, OpenFileResult, SaveFileResult } from '../../../shared/ipc';
import { getHostApi, readBrowserFiles, type BrowserFile } from '../../host';
import { FILES_TEXT } from './messages';
import { readIncoming, readIncomingAsync, refused } from './read-any';
import { mergeImports, type BatchRead } from './import-merge';
import type { ImportTarget, IncomingResult, ReadProgress } from './read-any';

/** A reading the GM sees (progress bar, « Annuler »), begun once the file's text is in hand. */
export type ReadSession = ReadProgress & { end(): void };

/** Reads `text`, through a session when one is given (`end` always called). */
async function readWith(
  text: string,
  name: string,
  handle: string | null,
  target: ImportTarget | undefined,
  startReading: (() => ReadSession) | undefined,
): Promise<IncomingResult> {
  if (!startReading) return readIncoming(text, name, handle, target);
  const session = startReading();
  try {
    return await readIncomingAsync(text, name, handle, target, session);
  } finally {
    session.end();
  }
}

/** The file text of an encounter (canonical: same fight, same bytes; its history fitted to a file's limits). */
export function serializeEncounter(encounter: Encounter): string {
  return encounterToFileText(fitHistory(encounter).encounter);
}

function fileNameOf(encounter: Encounter): string {
  return encounter.name.trim() === '' ? 'rencontre' : encounter.name;
}

/**
 * A save's result, with what of an older fight's history was fitted to the file's limits on the way
 * (write-check.ts) — to tell the GM.
 */
export type SaveResult = SaveFileResult & { fitted?: string[] };

async function written(
  checked: ReturnType<typeof checkedEncounterText>,
  save: (text: string) => Promise<SaveFileResult>,
): Promise<SaveResult> {
  if (!checked.ok) return { status: 'error', message: checked.message };
  const result = await save(checked.text);
  return checked.fitted.length > 0 ? { ...result, fitted: checked.fitted } : result;
}

/** Enregistrer: to the file the fight came from (`handle`), else through a dialog / a download. */
export function saveEncounter(
  encounter: Encounter,
  handle: string | null,
  api: FilesApi = getHostApi(),
): Promise<SaveResult> {
  return written(checkedEncounterText(encounter), (text) =>
    api.saveFile({ handle, text, suggestedName: fileNameOf(encounter) }),
  );
}

/** Enregistrer sous. */
export function saveEncounterAs(encounter: Encounter, api: FilesApi = getHostApi()): Promise<SaveResult> {
  return written(checkedEncounterText(encounter), (text) =>
    api.saveFileAs({ text, suggestedName: fileNameOf(encounter), kind: 'encounter' }),
  );
}

/** Exporter an encounter to share: the same file as Enregistrer sous (one format, symmetric). */
export function exportEncounterFile(encounter: Encounter, api: FilesApi = getHostApi()): Promise<SaveResult> {
  return saveEncounterAs(encounter, api);
}

/**
 * Exporter › « pour Improved Initiative » (issue 29): the fight as one of its saved encounters, in
 * the interface's language (its tags are the conditions' names), as a `.json` to import there.
 */
export function exportImprovedInitiativeFile(
  encounter: Encounter,
  api: FilesApi = getHostApi(),
): Promise<SaveFileResult> {
  const language = typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'fr';
  return api.saveFileAs({
    text: encounterToImprovedInitiative(encounter, language),
    suggestedName: fileNameOf(encounter),
    kind: 'improved-initiative',
  });
}

/** Exporter la bibliothèque. */
export function exportLibraryFile(library: Library, api: FilesApi = getHostApi()): Promise<SaveFileResult> {
  return api.saveFileAs({
    text: libraryToFileText(library),
    suggestedName: library.name || 'bibliotheque',
    kind: 'library',
  });
}

async function afterOpen(
  result: OpenFileResult,
  api: FilesApi,
  importTarget?: ImportTarget,
  startReading?: () => ReadSession,
): Promise<IncomingResult> {
  if (result.status === 'cancelled')
    return { ok: false, cancelled: true, message: FILES_TEXT.cancelled, details: [] };
  if (result.status === 'error') return refused(result.message);
  const { text, name, handle } = result.file;
  const incoming = await readWith(text, name, handle, importTarget, startReading);
  // Migration: the file as it was is kept among the named snapshots before anything uses it.
  if (incoming.ok && incoming.kind === 'encounter' && incoming.migratedFrom !== null) {
    await api
      .snapshot({ encounterId: incoming.encounter.id, text: result.file.text, reason: 'migration' })
      .catch(() => null);
  }
  return incoming;
}

/** Ouvrir: an encounter (or a library, which the caller may route to the library). */
export async function openEncounterFile(
  api: FilesApi = getHostApi(),
  startReading?: () => ReadSession,
): Promise<IncomingResult> {
  return afterOpen(await api.openFile(), api, undefined, startReading);
}

/** Fichier › Récents. */
export async function openRecentFile(handle: string, api: FilesApi = getHostApi()): Promise<IncomingResult> {
  return afterOpen(await api.openRecentFile(handle), api);
}

/**
 * Importer: a Paravent library or encounter, or an Improved Initiative export into `target.system`.
 * When it succeeds and a fight is in progress, a named snapshot of that fight is taken first.
 * `startReading`: the progress the GM sees once the file is chosen (cancelled: nothing changed).
 */
export async function importFile(
  target: ImportTarget,
  current: Encounter | null,
  api: FilesApi = getHostApi(),
  startReading?: () => ReadSession,
): Promise<IncomingResult> {
  const chosen = await api.importFile();
  const incoming =
    chosen.status === 'opened' && (chosen.more || chosen.failed)
      ? await readBatch(chosen, target, startReading)
      : await afterOpen(chosen, api, target, startReading);
  if (incoming.ok && current) await snapshotEncounter(current, 'import', api);
  return incoming;
}

/** The files given at once: each read in turn, the libraries imported as one (import-merge.ts). */
async function readBatch(
  chosen: Extract<OpenFileResult, { status: 'opened' }>,
  target: ImportTarget | undefined,
  startReading?: () => ReadSession,
): Promise<IncomingResult> {
  const reads: BatchRead[] = [];
  for (const file of [chosen.file, ...(chosen.more ?? [])]) {
    const result = await readWith(file.text, file.name, null, target, startReading);
    if (!result.ok && result.cancelled) return result;
    reads.push({ name: file.name, result });
  }
  return mergeImports(reads, chosen.failed);
}

/**
 * Files dropped on the window (one, usually), read as Importer reads the files it is given: each
 * checked for size, within the batch's limits; an encounter alone replaces the fight as Ouvrir does,
 * libraries together are imported as one.
 */
export async function readDroppedFiles(
  files: readonly BrowserFile[],
  target?: ImportTarget,
  startReading?: () => ReadSession,
): Promise<IncomingResult> {
  const chosen = await readBrowserFiles(files);
  if (chosen.status === 'cancelled')
    return { ok: false, cancelled: true, message: FILES_TEXT.cancelled, details: [] };
  if (chosen.status === 'error') return refused(chosen.message);
  return readBatch(chosen, target, startReading);
}

/** A file handed over by the system (double click on a .paravent.json): subscribe once at start. */
export function onExternalFile(
  listener: (result: IncomingResult) => void,
  api: FilesApi = getHostApi(),
): () => void {
  return api.onExternalFile((external: ExternalFile) =>
    listener(
      external.ok
        ? readIncoming(external.file.text, external.file.name, external.file.handle)
        : refused(external.message),
    ),
  );
}

/** A named snapshot of a fight (before an import, a migration, a restore). */
function snapshotEncounter(
  encounter: Encounter,
  reason: 'import' | 'migration' | 'restore',
  api: FilesApi = getHostApi(),
): Promise<BackupInfo | null> {
  const text = snapshotEncounterText(encounter);
  if (text === null) return Promise.resolve(null);
  return api.snapshot({ encounterId: encounter.id, text, reason }).catch(() => null);
}

/**
 * Restores a snapshot. The fight in progress is first kept as a named 'restore' snapshot, so a
 * restore can itself be undone by restoring that one.
 */
export async function restoreBackup(
  id: string,
  current: Encounter | null,
  api: FilesApi = getHostApi(),
): Promise<IncomingResult> {
  const backup = await api.readBackup(id);
  if (backup === null) return refused(FILES_TEXT.backupGone);
  const incoming = readIncoming(backup.text, backup.id, null);
  if (incoming.ok && current) await snapshotEncounter(current, 'restore', api);
  return incoming;
}

/** At start: after an unclean exit, the fight to offer back (already validated), else null. */
export async function checkRecovery(
  api: FilesApi = getHostApi(),
): Promise<{ backup: BackupInfo; encounter: Encounter } | null> {
  const backup = await api.getRecovery().catch(() => null);
  if (backup === null) return null;
  const incoming = readIncoming(backup.text, backup.id, null);
  if (!incoming.ok || incoming.kind !== 'encounter') return null;
  const { text: _text, ...info } = backup;
  return { backup: info, encounter: incoming.encounter };
}
