import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as nodeFs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepTempFiles, TEMP_SUFFIX, writeFileAtomic } from './atomic-write';
import type { FileSystem } from './atomic-write';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'paravent-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('writes the file and keeps the previous version as .bak', async () => {
    const target = join(dir, 'combat.paravent.json');
    await writeFileAtomic(target, 'v1', { keepBackup: true });
    await writeFileAtomic(target, 'v2', { keepBackup: true });
    expect(await readFile(target, 'utf8')).toBe('v2');
    expect(await readFile(`${target}.bak`, 'utf8')).toBe('v1');
    expect((await readdir(dir)).sort()).toEqual(['combat.paravent.json', 'combat.paravent.json.bak']);
  });

  it('leaves the old file whole and no temporary file when the rename fails', async () => {
    const target = join(dir, 'combat.paravent.json');
    await writeFile(target, 'old');
    const failing: FileSystem = {
      ...nodeFs,
      rename: () => Promise.reject(Object.assign(new Error('disk full'), { code: 'ENOSPC' })),
    };
    await expect(writeFileAtomic(target, 'new', { fs: failing })).rejects.toThrow('disk full');
    expect(await readFile(target, 'utf8')).toBe('old');
    expect(await readdir(dir)).toEqual(['combat.paravent.json']);
  });

  it('sweeps only temporary files', async () => {
    await writeFile(join(dir, `.a.json.1234abcd${TEMP_SUFFIX}`), 'half');
    await writeFile(join(dir, 'keep.paravent.json'), '{}');
    expect(await sweepTempFiles(dir)).toHaveLength(1);
    expect(await readdir(dir)).toEqual(['keep.paravent.json']);
  });
});
