/**
 * Several files imported at once (Importer with several chosen, a folder of Foundry VTT actors): the
 * hosts read them one after the other, within the limits of the table — at most
 * `COUNT_LIMITS.importFiles` files, `MAX_IMPORT_BATCH_BYTES` in all, each within `MAX_FILE_BYTES` as
 * any file — and answer one `OpenFileResult`: the first file read, the others, and those left with why.
 */
import { MAX_LOG_LINE, type OpenFileResult, type OpenedFile } from '../ipc';
import { COUNT_LIMITS, exactUtf8Length, MAX_IMPORT_BATCH_BYTES } from '../limits';

/** What the host says when a batch is refused or cut (in the GM's language). */
export interface BatchWords {
  tooMany(count: number, max: number): string;
  /** The file from which on the batch went over its total, and the total. */
  tooBig(name: string, maxBytes: number): string;
}

/** A file left, with why. */
export interface LeftFile {
  name: string;
  message: string;
}

/**
 * Reads `items` with `read`, in order, and gathers the answer. One item: `read`'s own answer. None:
 * cancelled. Too many: refused whole, nothing read.
 */
export async function readImportBatch<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  read: (item: T) => Promise<OpenFileResult>,
  words: BatchWords,
): Promise<OpenFileResult> {
  if (items.length === 0) return { status: 'cancelled' };
  if (items.length === 1) return read(items[0]);
  const max = COUNT_LIMITS.importFiles;
  if (items.length > max) return { status: 'error', message: words.tooMany(items.length, max) };
  const opened: OpenedFile[] = [];
  const failed: LeftFile[] = [];
  let bytes = 0;
  for (const [index, item] of items.entries()) {
    const result = await read(item);
    if (result.status === 'cancelled') continue;
    if (result.status === 'error') {
      failed.push({ name: nameOf(item), message: result.message });
      continue;
    }
    bytes += exactUtf8Length(result.file.text);
    if (bytes > MAX_IMPORT_BATCH_BYTES) {
      const message = words.tooBig(nameOf(item), MAX_IMPORT_BATCH_BYTES);
      for (const rest of items.slice(index)) failed.push({ name: nameOf(rest), message });
      break;
    }
    opened.push(result.file);
  }
  const [first, ...more] = opened;
  if (!first) {
    const message = failed.map((f) => `${f.name} : ${f.message}`).join(' · ');
    return {
      status: 'error',
      message: message.length > MAX_LOG_LINE ? `${message.slice(0, MAX_LOG_LINE - 1)}…` : message,
    };
  }
  return {
    status: 'opened',
    file: first,
    ...(more.length > 0 ? { more } : {}),
    ...(failed.length > 0 ? { failed } : {}),
  };
}
