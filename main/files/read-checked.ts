/** Reading a file for the renderer: the size is checked before anything is read (5 MB at most). */
import { basename } from 'node:path';
import { MAX_FILE_BYTES } from '../../shared/files';
import { mainFileWords, type MainLanguage } from './main-messages';
import type { FileSystem } from './atomic-write';

/**
 * The text of a file's bytes: UTF-8 (its byte-order mark dropped, as Windows Notepad writes it),
 * or UTF-16 when a UTF-16 byte-order mark says so. The web reads the same way (File.text() drops
 * the UTF-8 mark; shared/files drops it again if it is still there).
 */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes);
}

/** The text of a file, or a message in the interface's language. */
export type CheckedRead =
  { ok: true; name: string; text: string } | { ok: false; name: string; message: string };

/** Reads `path` as UTF-8 after checking that it is a file of at most MAX_FILE_BYTES. */
export async function readFileChecked(
  fs: FileSystem,
  path: string,
  lang: MainLanguage = 'fr',
): Promise<CheckedRead> {
  const name = basename(path);
  const words = mainFileWords(lang);
  try {
    const info = await fs.stat(path);
    if (!info.isFile()) return { ok: false, name, message: words.notAFile(name) };
    if (info.size > MAX_FILE_BYTES) return { ok: false, name, message: words.tooBig(info.size) };
    return { ok: true, name, text: decodeText(await fs.readFile(path)) };
  } catch (error) {
    const why = error instanceof Error && 'code' in error ? String(error.code) : words.unknownError;
    return { ok: false, name, message: words.unreadable(name, why) };
  }
}
