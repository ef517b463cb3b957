/** Reading a file for the renderer: the size is checked before anything is read (5 MB at most). */
import { basename } from 'node:path';
import { FILE_MESSAGES, formatMegabytes, MAX_FILE_BYTES } from '../../shared/files';
import type { FileSystem } from './atomic-write';

/** The text of a file, or a French message. */
export type CheckedRead =
  { ok: true; name: string; text: string } | { ok: false; name: string; message: string };

/** Reads `path` as UTF-8 after checking that it is a file of at most MAX_FILE_BYTES. */
export async function readFileChecked(fs: FileSystem, path: string): Promise<CheckedRead> {
  const name = basename(path);
  try {
    const info = await fs.stat(path);
    if (!info.isFile()) return { ok: false, name, message: `« ${name} » n’est pas un fichier.` };
    if (info.size > MAX_FILE_BYTES)
      return { ok: false, name, message: FILE_MESSAGES.tooBig(formatMegabytes(info.size)) };
    return { ok: true, name, text: await fs.readFile(path, 'utf8') };
  } catch (error) {
    const why = error instanceof Error && 'code' in error ? String(error.code) : 'erreur inconnue';
    return { ok: false, name, message: `Impossible de lire « ${name} » (${why}).` };
  }
}
