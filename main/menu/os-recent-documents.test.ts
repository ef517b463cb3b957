import { describe, expect, it, vi } from 'vitest';
import type { RecentFiles } from '../files/recent-files';
import { withOsRecentDocuments } from './os-recent-documents';

function memoryRecent(): RecentFiles {
  let paths: string[] = [];
  return {
    load: () => Promise.resolve(),
    list: () => paths,
    add: (p) => {
      paths = [p, ...paths.filter((q) => q !== p)];
      return Promise.resolve();
    },
    remove: (p) => {
      paths = paths.filter((q) => q !== p);
      return Promise.resolve();
    },
  };
}

describe('withOsRecentDocuments', () => {
  it('hands each opened or saved file to the system, and keeps the app’s own list', async () => {
    const addRecentDocument = vi.fn();
    const recent = withOsRecentDocuments(memoryRecent(), addRecentDocument);
    await recent.add('/home/mj/Embuscade.paravent');
    expect(addRecentDocument).toHaveBeenCalledExactlyOnceWith('/home/mj/Embuscade.paravent');
    expect(recent.list()).toEqual(['/home/mj/Embuscade.paravent']);
  });

  it('keeps the app’s list when the system refuses', async () => {
    const recent = withOsRecentDocuments(memoryRecent(), () => {
      throw new Error('no recent documents here');
    });
    await recent.add('/a.paravent.json');
    expect(recent.list()).toEqual(['/a.paravent.json']);
  });
});
