/**
 * What the Fichier commands do with the current fight (issue 9), without React: the component
 * (FilesController.tsx) supplies the questions and the notices, tests supply fakes.
 *
 * - Ouvrir, Importer, a dropped file, a file handed over by the system and a restore all end in
 *   `replaceWith`: the incoming fight is stored as a NEW encounter (renderer/db adoptEncounter),
 *   the one on screen stays in IndexedDB, and the notice offers « Revenir au combat précédent ».
 * - Before a fight with unsaved changes is replaced, the GM is asked (Enregistrer / Ne pas
 *   enregistrer / Annuler) — after the file was read, so a cancelled dialog or a bad file asks nothing.
 * - "Unsaved": the fight differs from its file (same object as when saved or opened, or, after a
 *   reload, the same text hash), or it has no file and has combatants.
 */
import type { Encounter } from '../../../shared/combat';
import type { FilesApi } from '../../../shared/ipc';
import type { SystemId } from '../../../shared/rules';
import { FILE_MESSAGES } from '../../../shared/files';
import type { FileAction } from '../../commands/registry';
import type { BrowserFile } from '../../host';
import type { EncounterFileLink, LibraryRow } from '../../db';
import type { TrackerFight } from './current-fight';
import type { FileStatus } from './file-bridge';
import {
  checkRecovery,
  exportEncounterFile,
  exportImprovedInitiativeFile,
  exportLibraryFile,
  importFile,
  openEncounterFile,
  openRecentFile,
  readDroppedFiles,
  restoreBackup,
  saveEncounter,
  saveEncounterAs,
  serializeEncounter,
} from './encounter-files';
import type { ReadSession } from './encounter-files';
import type { Autosave } from './autosave';
import { libraryOfRows, rowsOfLibrary } from '../../db';
import { FILES_TEXT } from './messages';
import type { ImportTarget, IncomingResult } from './read-any';
import { textHash } from './text-hash';

/** The answer to « Modifications non enregistrées ». */
export type UnsavedAnswer = 'save' | 'discard' | 'cancel';

/** A message for the GM; `back` offers « Revenir au combat précédent ». */
export interface FileNotice {
  tone: 'ok' | 'error';
  message: string;
  details?: string[];
  back?: () => void;
  /** An import from another tool: what was read and what was left (stays until closed). */
  summary?: { read: string[]; left: string[] };
}

/** The questions the controller asks (modals in the app, fakes in tests). Null: cancelled. */
export interface FileQuestions {
  unsaved(name: string, closing: boolean): Promise<UnsavedAnswer>;
  importSystem(suggested: SystemId): Promise<SystemId | null>;
  exportWhat(libraryCount: number): Promise<'encounter' | 'library' | 'improved-initiative' | null>;
  recovery(offer: { at: number; encounter: Encounter }): Promise<boolean>;
  /** The browser wants a click before it shows its file chooser: true once the GM clicked. */
  clickToChoose(): Promise<boolean>;
}

/** Where fights and the library are stored (renderer/db in the app). */
export interface FightStore {
  loadCurrent(): Promise<Encounter | null>;
  adopt(incoming: Encounter): Promise<Encounter>;
  makeCurrent(id: string): Promise<boolean>;
  readLink(id: string): Promise<EncounterFileLink | null>;
  writeLink(id: string, link: EncounterFileLink | null): Promise<void>;
  libraryRows(): Promise<LibraryRow[]>;
  saveLibraryRows(rows: LibraryRow[]): Promise<void>;
}

/** What the controller needs. */
export interface FileControllerDeps {
  api: FilesApi;
  /** The throttled autosave (createAutosave). */
  autosave: Pick<Autosave, 'changed'>;
  store: FightStore;
  ask: FileQuestions;
  notify(notice: FileNotice): void;
  /**
   * Starts the progress a GM sees while a chosen file is read (a bar and « Annuler » past 200 ms);
   * without it, files are read in one go (tests).
   */
  reading?: () => ReadSession;
  /** A line for the log file (refused and repaired files). */
  log?: (line: string) => void;
  /** The tracker's fight when it is on screen. */
  fight(): TrackerFight | null;
  /** Shows the Combat screen (where an opened fight appears). */
  showCombat(): void;
  /** Opens the list of automatic backups. */
  showBackups(): void;
  /** The system for imports when there is no fight (the reference's system). */
  defaultSystem(): Promise<SystemId>;
  setStatus(status: FileStatus): void;
  /** Closes the window (desktop: the answer to main's close request). */
  closeWindow(): Promise<void>;
  now(): number;
  seed(): number;
}

interface LinkState {
  link: EncounterFileLink | null;
  /** The fight object that matches the file (null: not known to match). */
  savedRef: Encounter | null;
  /** Its log's length: a fight with as many log lines may be the saved one again (checked by hash). */
  savedLog: number;
}

/** The controller. */
export interface FileController {
  /** A Fichier command: an action, or opening an entry of the recent list. */
  run(command: FileAction | { recent: string }): Promise<void>;
  /** The tracker published a fight (or a fresh load of it): autosave, unsaved mark. */
  fightChanged(fight: TrackerFight | null): Promise<void>;
  /** Files dropped together (one, usually): an encounter alone, or libraries imported as one. */
  dropped(files: readonly BrowserFile[]): Promise<void>;
  /** A file handed over by the system (association, recent menu). */
  incoming(result: IncomingResult): Promise<void>;
  /** Restores an automatic backup (the fight on screen is kept, see `replaceWith`). */
  restore(id: string, at: number): Promise<void>;
  /** At start: after an unclean exit, offers back the fight of the last backup if it is not on screen. */
  offerRecovery(): Promise<void>;
  /** Main asks to close the window: closes it, after asking when there are unsaved changes. */
  closeRequested(): Promise<void>;
  /** Changes only Paravent has (for the browser's « quitter la page ? »): a linked fight changed. */
  fileIsBehind(): boolean;
  /** Before another fight replaces this one (« Nouvelle rencontre »): asks about unsaved changes. */
  mayReplace(): Promise<boolean>;
}

function newEncounterId(now: number): string {
  return `rencontre-${now.toString(36)}`;
}

/** Creates the controller. */
export function createFileController(deps: FileControllerDeps): FileController {
  const { api, store, ask, notify } = deps;
  const links = new Map<string, LinkState>();
  let last: Encounter | null = null;
  let lastReload: TrackerFight['reload'] | null = null;
  let expectFresh = true;

  const stateOf = async (id: string): Promise<LinkState> => {
    let s = links.get(id);
    if (!s) {
      s = { link: await store.readLink(id).catch(() => null), savedRef: null, savedLog: -1 };
      links.set(id, s);
    }
    return s;
  };
  const isUnsaved = (enc: Encounter, s: LinkState | undefined): boolean =>
    s?.link ? s.savedRef !== enc : enc.combatants.length > 0;
  const publishStatus = () => {
    const s = last ? links.get(last.id) : undefined;
    deps.setStatus({ name: s?.link?.name ?? null, unsaved: last ? isUnsaved(last, s) : false });
  };
  const current = async (): Promise<Encounter | null> => {
    const shown = deps.fight();
    // The tracker's latest state: a gesture made just before Ctrl+S is in the file.
    if (shown) return shown.latest() ?? shown.encounter;
    return last ?? store.loadCurrent();
  };

  const linkSaved = async (enc: Encounter, handle: string | null, name: string) => {
    const link = { handle, name, savedHash: textHash(serializeEncounter(enc)) };
    links.set(enc.id, { link, savedRef: enc, savedLog: enc.log.length });
    await store.writeLink(enc.id, link).catch(() => undefined);
    publishStatus();
  };

  const save = async (as: boolean): Promise<boolean> => {
    const enc = await current();
    if (!enc) {
      notify({ tone: 'error', message: FILES_TEXT.noFight });
      return false;
    }
    const s = await stateOf(enc.id);
    const r = as ? await saveEncounterAs(enc, api) : await saveEncounter(enc, s.link?.handle ?? null, api);
    if (r.status === 'cancelled') return false;
    if (r.status === 'error') {
      notify({ tone: 'error', message: r.message });
      return false;
    }
    await linkSaved(enc, r.handle, r.name);
    if (r.warning) notify({ tone: 'error', message: r.warning });
    else
      notify({ tone: 'ok', message: FILES_TEXT.saved(r.name), ...(r.fitted ? { details: r.fitted } : {}) });
    return true;
  };

  /** Asks about unsaved changes; true when the caller may go on. */
  const mayReplace = async (closing: boolean): Promise<boolean> => {
    const enc = await current();
    if (!enc || !isUnsaved(enc, links.get(enc.id))) return true;
    const answer = await ask.unsaved(enc.name, closing);
    if (answer === 'cancel') return false;
    return answer === 'discard' || save(false);
  };

  const back = (previousId: string) => async () => {
    if (!(await store.makeCurrent(previousId))) return;
    expectFresh = true;
    await deps.fight()?.reload();
    deps.showCombat();
    notify({ tone: 'ok', message: FILES_TEXT.backDone });
  };

  /** Stores `incoming` as a new fight and shows it; `file`: the file it now belongs to. */
  const replaceWith = async (
    incoming: Encounter,
    file: { handle: string | null; name: string } | null,
    message: string,
  ) => {
    const before = await current();
    const stored = await store.adopt(incoming);
    links.set(stored.id, { link: null, savedRef: null, savedLog: -1 });
    // The hash is of the fight as stored (its id may be new): it matches its file until it changes.
    if (file) await linkSaved(stored, file.handle, file.name);
    expectFresh = true;
    await deps.fight()?.reload();
    deps.showCombat();
    // The same fight opened again (adopted under its own id): there is no other fight to go back to.
    const previous = before && before.id !== stored.id ? before : null;
    notify({ tone: 'ok', message, back: previous ? () => void back(previous.id)() : undefined });
  };

  /** The summary of an import from another tool (Combat Manager, Foundry VTT): nothing left silently. */
  const summarise = (result: Extract<IncomingResult, { ok: true }>) => {
    const report = result.report;
    if (!report) return;
    notify({
      tone: 'ok',
      message: FILES_TEXT.importSummary(report.source),
      summary: { read: report.read, left: report.left },
    });
    deps.log?.(`Import ${report.source} : ${report.read.length} lu(s), ${report.left.length} laissé(s)`);
  };

  const addLibrary = async (result: Extract<IncomingResult, { kind: 'library' }>, system: SystemId) => {
    await store.saveLibraryRows(rowsOfLibrary(result.library, system, deps.now()));
    notify({
      tone: 'ok',
      message: FILES_TEXT.importedLibrary(result.library.entries.length),
      ...(result.repairs.length > 0 ? { details: result.repairs } : {}),
    });
    summarise(result);
  };

  /** Any file that came in: shown as it is when refused, else the fight replaced (after asking). */
  const take = async (result: IncomingResult, system: SystemId, imported: boolean) => {
    if (!result.ok) {
      if (!result.cancelled) {
        notify({ tone: 'error', message: result.message, details: result.details });
        deps.log?.(`Fichier refusé : ${result.message}`);
      }
      return;
    }
    if (result.kind === 'library') return addLibrary(result, system);
    if (!(await mayReplace(false))) return;
    const enc = result.encounter;
    const file = result.handle !== null || !imported ? { handle: result.handle, name: result.name } : null;
    const message = imported ? FILES_TEXT.importedEncounter(enc.name) : FILES_TEXT.opened(result.name);
    await replaceWith(enc, file, message);
    summarise(result);
    if (result.migratedFrom !== null)
      notify({ tone: 'ok', message: FILES_TEXT.migrated(result.migratedFrom) });
    if (result.repairs.length > 0) {
      notify({ tone: 'ok', message: FILES_TEXT.repaired(result.repairs.length), details: result.repairs });
      deps.log?.(`Fichier réparé à l’ouverture : ${result.repairs.join(' ; ')}`);
    }
  };

  /** Reads a file through the host; asks for the click a browser may want, then tries again. */
  const pick = async (read: () => Promise<IncomingResult>): Promise<IncomingResult> => {
    const result = await read();
    if (result.ok || result.message !== FILE_MESSAGES.pickerNeedsClick) return result;
    return (await ask.clickToChoose()) ? read() : result;
  };

  const target = async (system?: SystemId): Promise<ImportTarget> => {
    const enc = await current();
    return {
      system: system ?? enc?.system ?? (await deps.defaultSystem()),
      encounterId: newEncounterId(deps.now()),
      seed: deps.seed(),
    };
  };

  const runImport = async () => {
    const enc = await current();
    const system = await ask.importSystem(enc?.system ?? (await deps.defaultSystem()));
    if (system === null) return;
    const into = await target(system);
    await take(await pick(() => importFile(into, enc, api, deps.reading)), system, true);
  };

  const runExport = async () => {
    const rows = await store.libraryRows();
    const what = await ask.exportWhat(rows.length);
    if (what === null) return;
    const enc = await current();
    if (what === 'encounter' && !enc) return notify({ tone: 'error', message: FILES_TEXT.noFight });
    if (what === 'improved-initiative' && !enc) return notify({ tone: 'error', message: FILES_TEXT.noFight });
    const r =
      what === 'encounter' && enc
        ? await exportEncounterFile(enc, api)
        : what === 'improved-initiative' && enc
          ? await exportImprovedInitiativeFile(enc, api)
          : await exportLibraryFile(libraryOfRows(rows, 'Bibliothèque Paravent'), api);
    if (r.status === 'error') notify({ tone: 'error', message: r.message });
    if (r.status === 'saved') notify({ tone: 'ok', message: FILES_TEXT.exported(r.name) });
  };

  const restore = async (id: string, at: number) => {
    const r = await restoreBackup(id, await current(), api);
    if (!r.ok) return notify({ tone: 'error', message: r.message, details: r.details });
    if (r.kind !== 'encounter') return notify({ tone: 'error', message: FILES_TEXT.notEncounter });
    await replaceWith(r.encounter, null, FILES_TEXT.restored(new Date(at)));
  };

  const actions: Record<FileAction, () => Promise<unknown>> = {
    open: async () =>
      take(await pick(() => openEncounterFile(api, deps.reading)), (await target()).system, false),
    save: () => save(false),
    'save-as': () => save(true),
    import: runImport,
    export: runExport,
    backups: async () => deps.showBackups(),
  };

  return {
    mayReplace: () => mayReplace(false),
    async run(command) {
      try {
        if (typeof command === 'string') await actions[command]();
        else
          await take(await pick(() => openRecentFile(command.recent, api)), (await target()).system, false);
      } catch (error) {
        notify({ tone: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    },
    async fightChanged(fight) {
      const enc = fight?.encounter ?? null;
      if (enc && fight) {
        const fresh = expectFresh || fight.reload !== lastReload || enc.id !== last?.id;
        expectFresh = false;
        lastReload = fight.reload;
        last = enc;
        deps.autosave.changed(enc);
        const s = await stateOf(enc.id);
        // A fight loaded from IndexedDB is a new object: it matches its file when its text does.
        const maybeSame = fresh || enc.log.length === s.savedLog;
        if (
          maybeSame &&
          s.link &&
          s.savedRef !== enc &&
          textHash(serializeEncounter(enc)) === s.link.savedHash
        )
          s.savedRef = enc;
      } else if (fight) {
        last = null;
      }
      publishStatus();
    },
    dropped: async (files) => {
      const t = await target();
      await take(await readDroppedFiles(files, t, deps.reading), t.system, true);
    },
    incoming: async (result) => take(result, (await target()).system, false),
    restore,
    async offerRecovery() {
      const offer = await checkRecovery(api);
      if (!offer) return;
      const stored = await store.loadCurrent();
      const shown =
        stored !== null &&
        stored.id === offer.encounter.id &&
        stored.log.length >= offer.encounter.log.length;
      if (shown || !(await ask.recovery({ at: offer.backup.at, encounter: offer.encounter }))) return;
      await restore(offer.backup.id, offer.backup.at);
    },
    async closeRequested() {
      if (await mayReplace(true)) await deps.closeWindow();
    },
    fileIsBehind() {
      const s = last ? links.get(last.id) : undefined;
      return last !== null && s?.link != null && s.savedRef !== last;
    },
  };
}
