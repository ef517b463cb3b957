/**
 * Fichier › Récents: the last opened or saved files, kept in userData/recent-files.json. That file
 * is read back as untrusted input (a list of absolute paths, at most 10; anything else is dropped)
 * and written atomically.
 */
import { isAbsolute } from 'node:path';
import { writeFileAtomic } from './atomic-write';
import type { FileSystem } from './atomic-write';

/** How many recent files are kept. */
const MAX_RECENT = 10;

/** The recent list of one user. */
export interface RecentFiles {
  /** Reads the list from disk (an unreadable or malformed file gives an empty list). */
  load(): Promise<void>;
  /** The paths, most recent first. */
  list(): readonly string[];
  /** Puts a path first and saves the list. */
  add(path: string): Promise<void>;
  /** Removes a path (a file that could not be opened any more) and saves the list. */
  remove(path: string): Promise<void>;
}

/** Keeps only absolute paths of reasonable length, without duplicates, at most MAX_RECENT. */
export function validRecentList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const paths = value.filter(
    (p): p is string => typeof p === 'string' && p.length < 4096 && isAbsolute(p) && !p.includes('\0'),
  );
  return [...new Set(paths)].slice(0, MAX_RECENT);
}

/** The recent list stored in `file`. */
export function createRecentFiles(file: string, fs: FileSystem): RecentFiles {
  let paths: string[] = [];
  const save = () => writeFileAtomic(file, `${JSON.stringify(paths, null, 2)}\n`, { fs });
  return {
    async load() {
      try {
        paths = validRecentList(JSON.parse(await fs.readFile(file, 'utf8')));
      } catch {
        paths = [];
      }
    },
    list: () => paths,
    async add(path) {
      paths = [path, ...paths.filter((p) => p !== path)].slice(0, MAX_RECENT);
      await save();
    },
    async remove(path) {
      paths = paths.filter((p) => p !== path);
      await save();
    },
  };
}
