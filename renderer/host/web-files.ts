/**
 * Files for the web host: Ouvrir and Importer upload through an `<input type=file>`, Enregistrer
 * and Exporter download through a Blob and a link (a browser cannot write back to a file, so
 * there are no handles and no recent list). The size is checked before a file is read.
 */
import { translate } from '../i18n/load';
import { fileText } from './decode-text';
import {
  FILE_MESSAGES,
  formatMegabytes,
  MAX_FILE_BYTES,
  readImportBatch,
  suffixFor,
  withoutParaventSuffix,
} from '../../shared/files';
import type { FilesApi, OpenFileResult, SaveAsRequest, SaveFileResult } from '../../shared/ipc';
import type { WebBackups } from './web-backups';

/** What the web files need from the page; tests pass a fake. */
export interface FilePage {
  /**
   * Lets the GM pick one file; null when cancelled. Rejects (NotAllowedError) when the browser
   * refuses to show its chooser without a fresh click or key press.
   */
  pickFile(accept: string): Promise<(Blob & { name: string }) | null>;
  /** The same, several files at once (Importer); null or [] when cancelled. */
  pickFiles(accept: string): Promise<(Blob & { name: string })[] | null>;
  /** Offers `text` as a download named `name`. */
  download(name: string, text: string): void;
}

/** A download name from the renderer's suggestion, with the suffix of its kind. */
function downloadName(suggested: string, kind: SaveAsRequest['kind'] = 'encounter'): string {
  const base = [...withoutParaventSuffix(suggested)]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .trim()
    .slice(0, 120);
  return `${base === '' ? 'rencontre' : base}${suffixFor(kind)}`;
}

/** What Ouvrir accepts; Importer also takes Combat Manager's files (issue 29). */
const OPEN_ACCEPT = '.paravent,.json,application/json';
const IMPORT_ACCEPT = `${OPEN_ACCEPT},.cmpt,.cmcs,.cmx`;

async function upload(page: FilePage, accept = OPEN_ACCEPT): Promise<OpenFileResult> {
  let file: (Blob & { name: string }) | null;
  try {
    file = await page.pickFile(accept);
  } catch {
    return { status: 'error', message: FILE_MESSAGES.pickerNeedsClick };
  }
  return readPicked(file);
}

/** Importer: one file or several (a folder of Foundry VTT actors), read within the batch's limits. */
async function uploadMany(page: FilePage): Promise<OpenFileResult> {
  let files: (Blob & { name: string })[] | null;
  try {
    files = await page.pickFiles(IMPORT_ACCEPT);
  } catch {
    return { status: 'error', message: FILE_MESSAGES.pickerNeedsClick };
  }
  return readBrowserFiles(files ?? []);
}

/** A file the browser hands over (chosen or dropped on the window); a File, or what tests pass. */
export interface BrowserFile {
  name: string;
  size: number;
  text(): Promise<string>;
  arrayBuffer?: () => Promise<ArrayBuffer>;
}

/**
 * Files the browser handed over at once (chosen in Importer, or dropped together), each checked for
 * size before it is read, within the batch's limits (shared/files/import-batch.ts).
 */
export function readBrowserFiles(files: readonly BrowserFile[]): Promise<OpenFileResult> {
  return readImportBatch(files, (file) => file.name, readPicked, {
    tooMany: (count, max) => translate('files.notice.batchTooMany', { count, max }),
    tooBig: (name, bytes) => translate('files.notice.batchTooBig', { name, max: formatMegabytes(bytes) }),
  });
}

async function readPicked(file: BrowserFile | null): Promise<OpenFileResult> {
  if (file === null) return { status: 'cancelled' };
  if (file.size > MAX_FILE_BYTES)
    return { status: 'error', message: FILE_MESSAGES.tooBig(formatMegabytes(file.size)) };
  try {
    return { status: 'opened', file: { handle: null, name: file.name, text: await fileText(file) } };
  } catch {
    return { status: 'error', message: translate('files.notice.unreadable', { name: file.name }) };
  }
}

function save(
  page: FilePage,
  suggestedName: string,
  text: string,
  kind: SaveAsRequest['kind'] = 'encounter',
): Promise<SaveFileResult> {
  const name = downloadName(suggestedName, kind);
  page.download(name, text);
  return Promise.resolve({ status: 'saved', handle: null, name });
}

/** The FilesApi of the web host. */
export function createWebFiles(page: FilePage, backups: WebBackups): FilesApi {
  return {
    openFile: () => upload(page),
    importFile: () => uploadMany(page),
    saveFile: (r) => save(page, r.suggestedName, r.text),
    saveFileAs: (r) => save(page, r.suggestedName, r.text, r.kind),
    listRecentFiles: () => Promise.resolve([]),
    openRecentFile: () =>
      Promise.resolve({ status: 'error', message: translate('files.notice.noRecentInBrowser') }),
    autosave: (update) => Promise.resolve(backups.update(update)),
    snapshot: (request) => backups.snapshot(request),
    listBackups: () => backups.list(),
    readBackup: (id) => backups.read(id),
    getRecovery: () => backups.recovery(),
    onExternalFile: () => () => undefined,
  };
}

/** Marks the hidden file input of a pending Ouvrir / Importer (end-to-end tests fill it). */
const PICKER_ATTRIBUTE = 'data-paravent-picker';

/** Shows the browser's file chooser (several files when `multiple`); null when cancelled. */
function pick(doc: Document, accept: string, multiple: boolean): Promise<File[] | null> {
  // One picker at a time: one left by a chooser that never answered goes.
  doc.querySelectorAll(`input[${PICKER_ATTRIBUTE}]`).forEach((old) => old.remove());
  const input = doc.createElement('input');
  input.type = 'file';
  input.accept = accept;
  input.multiple = multiple;
  input.hidden = true;
  return new Promise((resolve) => {
    const done = (files: File[] | null) => {
      input.remove();
      resolve(files);
    };
    input.addEventListener('change', () => done(input.files ? [...input.files] : null), { once: true });
    input.addEventListener('cancel', () => done(null), { once: true });
    doc.body.append(input);
    // showPicker throws when the browser will not open the chooser (no recent user gesture):
    // click() would silently do nothing and leave this promise pending for ever.
    try {
      input.showPicker();
    } catch (error) {
      input.remove();
      throw error;
    }
    // Marked only once the chooser is open, so that what waits for it never sees a refused one.
    input.setAttribute(PICKER_ATTRIBUTE, '');
  });
}

/** The real page: a hidden file input and a download link. */
export function browserFilePage(doc: Document): FilePage {
  return {
    pickFile(accept) {
      return pick(doc, accept, false).then((files) => files?.[0] ?? null);
    },
    pickFiles(accept) {
      return pick(doc, accept, true);
    },
    download(name, text) {
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const link = doc.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  };
}
