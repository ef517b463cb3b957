import type { RecentFiles } from '../files/recent-files';

/**
 * The recent list, with each file opened or saved also handed to the operating system's recent
 * documents (`app.addRecentDocument`: the Dock menu on macOS, the Jump List on Windows). What the
 * system does with it never stops the app's own list.
 */
export function withOsRecentDocuments(
  recent: RecentFiles,
  addRecentDocument: (path: string) => void,
): RecentFiles {
  return {
    ...recent,
    load: () => recent.load(),
    list: () => recent.list(),
    remove: (path) => recent.remove(path),
    add: async (path) => {
      try {
        addRecentDocument(path);
      } catch {
        // The system's list is a convenience; the app's own list below is the one that counts.
      }
      await recent.add(path);
    },
  };
}
