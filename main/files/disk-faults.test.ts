/**
 * Disk faults (issue 17): a full disk, a read-only file, permissions, symbolic links, temporary
 * files left behind, files from Windows editors. Faults are injected into node:fs (a wrapped
 * FileSystem), so the tests run anywhere; the same cases were also run by hand on a 64 kB tmpfs
 * (docs/files.md).
 */
import {
  chmod,
  lstat,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import * as nodeFs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackupService } from '../backups/backup-service';
import { TEMP_SUFFIX, writeFileAtomic } from './atomic-write';
import type { FileSystem } from './atomic-write';
import { createFilesService } from './files-service';
import { createRecentFiles } from './recent-files';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'paravent-faults-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const enospc = () => Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });

/** node:fs whose writes fail with ENOSPC while `full.on` is true (opening a file to write it). */
function fullDisk(full: { on: boolean }): FileSystem {
  return {
    ...nodeFs,
    open: ((path: string, flags?: string, mode?: number) =>
      full.on && flags !== 'r'
        ? Promise.reject(enospc())
        : nodeFs.open(path, flags, mode)) as FileSystem['open'],
  };
}

function filesService(fs: FileSystem = nodeFs, save: (string | null)[] = []) {
  const recent = createRecentFiles(join(dir, 'recent-files.json'), nodeFs);
  const dialogs = {
    showOpen: async () => null,
    showOpenMany: async () => null,
    showSave: async () => save.shift() ?? null,
  };
  return createFilesService({ fs, dialogs, recent, defaultFolder: dir });
}

describe('backups on a full disk', () => {
  it('keeps a failed snapshot and writes it when space returns; the GM is told once', async () => {
    const full = { on: false };
    const onFailure = vi.fn();
    const onRecovered = vi.fn();
    const folder = join(dir, 'backups');
    const b = createBackupService({
      folder,
      marker: join(dir, 'lock'),
      fs: fullDisk(full),
      now: () => Date.UTC(2026, 0, 1),
      onFailure,
      onRecovered,
    });
    await b.start();
    full.on = true;
    b.update({ encounterId: 'enc', text: '{"n":1}\n' });
    expect(await b.tick()).toBeNull();
    expect(await b.tick()).toBeNull();
    b.update({ encounterId: 'enc', text: '{"n":2}\n' });
    expect(await b.tick()).toBeNull();
    expect(onFailure).toHaveBeenCalledOnce();
    expect(await readdir(folder)).toEqual([]);
    full.on = false;
    const info = await b.tick();
    expect(info).not.toBeNull();
    expect((await b.read(info?.id ?? ''))?.text).toBe('{"n":2}\n');
    expect(onRecovered).toHaveBeenCalledOnce();
    expect(await b.tick()).toBeNull();
  });
});

describe('saving', () => {
  it('refuses a read-only file with a message and leaves no temporary file, attempt after attempt', async () => {
    const target = join(dir, 'Abordage.paravent.json');
    await writeFile(target, 'old');
    await chmod(target, 0o444);
    const files = filesService(nodeFs, [target]);
    const first = await files.saveAs({ text: 'new', suggestedName: 'Abordage', kind: 'encounter' });
    expect(first).toMatchObject({ status: 'error' });
    if (first.status === 'error') expect(first.message).toMatch(/lecture seule/);
    for (let i = 0; i < 3; i += 1)
      await writeFileAtomic(target, 'new', { keepBackup: true }).catch(() => undefined);
    expect(await readFile(target, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['Abordage.paravent.json']);
  });

  it('leaves no temporary file when the disk is full, and the old file whole', async () => {
    const target = join(dir, 'Abordage.paravent.json');
    await writeFile(target, 'old');
    const fs: FileSystem = {
      ...nodeFs,
      open: (async (path: string, flags?: string, mode?: number) => {
        const handle = await nodeFs.open(path, flags, mode);
        if (flags === 'wx') handle.writeFile = () => Promise.reject(enospc());
        return handle;
      }) as FileSystem['open'],
    };
    await expect(writeFileAtomic(target, 'new', { fs, keepBackup: true })).rejects.toThrow(/no space/);
    expect(await readFile(target, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['Abordage.paravent.json']);
  });

  it('keeps the file’s permissions: a 0600 file stays 0600', async () => {
    const target = join(dir, 'secret.paravent.json');
    await writeFile(target, 'v1');
    await chmod(target, 0o600);
    await writeFileAtomic(target, 'v2', { keepBackup: true });
    expect((await stat(target)).mode & 0o777).toBe(0o600);
    expect(await readFile(target, 'utf8')).toBe('v2');
  });

  it('writes through a symbolic link to its target; the link stays a link', async () => {
    const real = join(dir, 'real.paravent.json');
    const link = join(dir, 'link.paravent.json');
    await writeFile(real, 'v1');
    await symlink(real, link);
    await writeFileAtomic(link, 'v2', { keepBackup: true });
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readFile(real, 'utf8')).toBe('v2');
    expect(await readFile(`${real}.bak`, 'utf8')).toBe('v1');
  });

  it('writes through a dangling symbolic link to where it points: the link stays a link (issue 24)', async () => {
    const real = join(dir, 'sous-dossier-absent.paravent');
    const link = join(dir, 'lien.paravent');
    await symlink('sous-dossier-absent.paravent', link);
    await writeFileAtomic(link, 'v1', { keepBackup: true });
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readFile(real, 'utf8')).toBe('v1');
    expect(await readFile(link, 'utf8')).toBe('v1');
  });

  it('says the truth when the folder cannot be synced after the rename: saved, the new file in place', async () => {
    const target = join(dir, 'Abordage.paravent');
    await writeFile(target, 'ancien');
    const eio = () => Object.assign(new Error('i/o error'), { code: 'EIO' });
    // Opening the folder itself (to flush it) fails; every file opens as usual.
    const fs: FileSystem = {
      ...nodeFs,
      open: ((path: string, flags?: string, mode?: number) =>
        path === dir ? Promise.reject(eio()) : nodeFs.open(path, flags, mode)) as FileSystem['open'],
    };
    const files = filesService(fs, [target]);
    const r = await files.saveAs({ text: 'nouveau', suggestedName: 'Abordage', kind: 'encounter' });
    expect(r).toMatchObject({ status: 'saved', name: 'Abordage.paravent' });
    expect(r.status === 'saved' && r.warning).toMatch(/le nouveau fichier est en place.*\(EIO\)/);
    expect(await readFile(target, 'utf8')).toBe('nouveau');
  });

  it('sweeps stale temporary files next to a user’s file when it is opened or saved (not fresh ones)', async () => {
    const target = join(dir, 'Abordage.paravent.json');
    await writeFile(target, '{}');
    const stale = join(dir, `.Abordage.paravent.json.1234abcd${TEMP_SUFFIX}`);
    const fresh = join(dir, `.Abordage.paravent.json.5678abcd${TEMP_SUFFIX}`);
    const other = join(dir, `.autre.json.1234abcd${TEMP_SUFFIX}`);
    for (const p of [stale, fresh, other]) await writeFile(p, 'half');
    const old = new Date(Date.now() - 3_600_000);
    await utimes(stale, old, old);
    await utimes(other, old, old);
    const files = filesService();
    await files.openPath(target);
    expect((await readdir(dir)).filter((n) => n !== 'recent-files.json').sort()).toEqual(
      [
        `.Abordage.paravent.json.5678abcd${TEMP_SUFFIX}`,
        `.autre.json.1234abcd${TEMP_SUFFIX}`,
        'Abordage.paravent.json',
      ].sort(),
    );
  });
});

describe('reading files from other editors', () => {
  it('reads a UTF-8 file with a byte-order mark (Notepad) and a UTF-16 file as their text', async () => {
    const bom = join(dir, 'bom.json');
    const utf16 = join(dir, 'utf16.json');
    await writeFile(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"é":1}')]));
    await writeFile(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"é":1}', 'utf16le')]));
    const files = filesService();
    for (const path of [bom, utf16]) {
      const r = await files.openPath(path);
      expect(r.status === 'opened' && r.file.text).toBe('{"é":1}');
    }
  });
});
