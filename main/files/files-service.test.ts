import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import * as nodeFs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFilesService, safeFileName } from './files-service';
import type { FileDialogs } from './files-service';
import { createRecentFiles, validRecentList } from './recent-files';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'paravent-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function setUp(
  answers: { open?: (string | null)[]; save?: (string | null)[]; many?: (string[] | null)[] } = {},
) {
  const dialogs = {
    showOpen: vi.fn(async () => answers.open?.shift() ?? null),
    showOpenMany: vi.fn(async () => answers.many?.shift() ?? null),
    showSave: vi.fn(async () => answers.save?.shift() ?? null),
  } satisfies FileDialogs;
  const recent = createRecentFiles(join(dir, 'recent-files.json'), nodeFs);
  const files = createFilesService({ fs: nodeFs, dialogs, recent, defaultFolder: dir });
  return { files, dialogs, recent };
}

describe('files service', () => {
  it('Enregistrer sous, then Enregistrer writes to the same file through its handle, keeping a .bak', async () => {
    const target = join(dir, 'Embuscade.paravent');
    const { files, dialogs } = setUp({ save: [target] });
    const first = await files.save({ handle: null, text: 'v1', suggestedName: 'Embuscade' });
    expect(first).toMatchObject({ status: 'saved', name: 'Embuscade.paravent' });
    expect(dialogs.showSave).toHaveBeenCalledWith(expect.objectContaining({ defaultPath: target }));
    const handle = first.status === 'saved' ? first.handle : null;
    await files.save({ handle, text: 'v2', suggestedName: 'ignored' });
    expect(dialogs.showSave).toHaveBeenCalledOnce();
    expect(await readFile(target, 'utf8')).toBe('v2');
    expect(await readFile(`${target}.bak`, 'utf8')).toBe('v1');
  });

  it('an unknown handle (forged or from another run) goes through the dialog, never to a path', async () => {
    const { files, dialogs } = setUp({ save: [null] });
    expect(
      await files.save({ handle: '00000000-0000-4000-8000-000000000000', text: 'x', suggestedName: 'a' }),
    ).toEqual({ status: 'cancelled' });
    expect(dialogs.showSave).toHaveBeenCalledOnce();
  });

  it('Ouvrir reads the chosen file, remembers it in the recent list, and refuses files over 5 MB before reading', async () => {
    const small = join(dir, 'a.paravent.json');
    const big = join(dir, 'big.paravent.json');
    await writeFile(small, '{"format":"paravent/encounter"}');
    await writeFile(big, Buffer.alloc(5 * 1024 * 1024 + 1, 32));
    const { files } = setUp({ open: [small, big, null] });
    expect(await files.open()).toMatchObject({
      status: 'opened',
      file: { name: 'a.paravent.json', text: '{"format":"paravent/encounter"}' },
    });
    expect(await files.open()).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/trop volumineux/),
    });
    expect(await files.open()).toEqual({ status: 'cancelled' });
    expect(files.listRecent().map((r) => r.name)).toEqual(['a.paravent.json']);
  });

  it('speaks the interface’s language: a refusal and the dialog in English when the GM chose English', async () => {
    const big = join(dir, 'big.paravent');
    await writeFile(big, Buffer.alloc(5 * 1024 * 1024 + 1, 32));
    let language: 'fr' | 'en' = 'en';
    const dialogs = {
      showOpen: vi.fn(async () => big),
      showOpenMany: vi.fn(async () => [big]),
      showSave: vi.fn(async () => null),
    } satisfies FileDialogs;
    const recent = createRecentFiles(join(dir, 'recent-files.json'), nodeFs);
    const files = createFilesService({
      fs: nodeFs,
      dialogs,
      recent,
      defaultFolder: dir,
      language: () => language,
    });
    expect(await files.open()).toEqual({
      status: 'error',
      message: 'File too large (5.0 MB): Paravent reads files of 5.0 MB at most.',
    });
    expect(dialogs.showOpen).toHaveBeenCalledWith(expect.objectContaining({ title: 'Open an encounter' }));
    expect(await files.openPath(dir)).toEqual({
      status: 'error',
      message: `“${dir.split('/').pop()}” is not a file.`,
    });
    language = 'fr';
    expect(await files.openPath(join(dir, 'gone.paravent'))).toEqual({
      status: 'error',
      message: 'Impossible de lire « gone.paravent » (ENOENT).',
    });
  });

  it('Importer takes several files at once: each read in order, the unreadable ones said, too many refused whole', async () => {
    const names = ['a.json', 'b.json', 'c.json'];
    for (const name of names) await writeFile(join(dir, name), `{"name":"${name}"}`);
    const big = join(dir, 'big.json');
    await writeFile(big, Buffer.alloc(5 * 1024 * 1024 + 1, 32));
    const tooMany = Array.from({ length: 101 }, (_, i) => join(dir, `${i}.json`));
    const { files, dialogs } = setUp({
      many: [[...names.map((n) => join(dir, n)), big], [join(dir, 'a.json')], tooMany, null],
    });
    const batch = await files.importFile();
    expect(dialogs.showOpenMany).toHaveBeenCalledWith(
      expect.objectContaining({ title: expect.stringMatching(/^Importer/) }),
    );
    if (batch.status !== 'opened') throw new Error(JSON.stringify(batch));
    expect([batch.file, ...(batch.more ?? [])].map((f) => [f.name, f.handle, f.text])).toEqual(
      names.map((n) => [n, null, `{"name":"${n}"}`]),
    );
    expect(batch.failed).toEqual([
      { name: 'big.json', message: expect.stringMatching(/^Fichier trop volumineux/) },
    ]);
    const one = await files.importFile();
    expect(one.status === 'opened' && one.more === undefined && one.failed === undefined).toBe(true);
    expect(await files.importFile()).toEqual({
      status: 'error',
      message: 'Trop de fichiers à la fois : 101 choisis, 100 au plus.',
    });
    expect(await files.importFile()).toEqual({ status: 'cancelled' });
  });

  it('opens a recent file only through a handle of the recent list', async () => {
    const path = join(dir, 'r.paravent.json');
    await writeFile(path, '{}');
    const { files } = setUp({ open: [path] });
    await files.open();
    const [entry] = files.listRecent();
    expect(await files.openRecent(entry.handle)).toMatchObject({ status: 'opened' });
    expect(await files.openRecent('deadbeef-0000')).toMatchObject({ status: 'error' });
  });

  it('Exporter writes without a handle and leaves the recent list alone', async () => {
    const target = join(dir, 'lib.paravent.json');
    const { files } = setUp({ save: [target] });
    expect(await files.saveAs({ text: 'lib', suggestedName: 'Bestiaire', kind: 'library' })).toMatchObject({
      status: 'saved',
      handle: null,
    });
    expect(files.listRecent()).toEqual([]);
  });
});

describe('names and the recent list are untrusted', () => {
  it.each([
    ['Embuscade au gué', 'Embuscade au gué.paravent'],
    ['../../etc/passwd', '.._.._etc_passwd.paravent'],
    ['a.paravent.json', 'a.paravent'],
    ['b.paravent', 'b.paravent'],
    ['..', 'rencontre.paravent'],
  ])('safeFileName(%j) = %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('keeps absolute paths only, without duplicates, at most 10', () => {
    const abs = join(dir, 'x.json');
    expect(validRecentList([abs, abs, 'relative.json', 42, { p: 1 }])).toEqual([abs]);
    expect(validRecentList('nope')).toEqual([]);
    expect(validRecentList(Array.from({ length: 20 }, (_, i) => join(dir, `${i}.json`)))).toHaveLength(10);
  });
});
