import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import * as nodeFs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepTempFiles, TEMP_SUFFIX } from './atomic-write';

// A slow check (npm test's « slow » step, with its own bound): 200 child processes on a busy machine.
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'paravent-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * The kill test (issue 9 › Tests): a child node process writes snapshots through the real writer
 * and is killed with SIGKILL at a random moment, 200 times. After each kill, the snapshot is whole
 * (valid JSON, a complete body) — never half-written; after the sweep, no temporary file remains.
 */
describe('kill test', () => {
  it('200 kills leave no corrupt file and, after the sweep, no temporary file', async () => {
    const bundle = join(dir, 'writer.mjs');
    await build({
      entryPoints: [join(import.meta.dirname, 'atomic-write.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      logLevel: 'silent',
    });
    const folder = join(dir, 'out');
    await nodeFs.mkdir(folder);
    let seed = 12345;
    const nextDelay = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return 5 + (seed % 60);
    };
    let tempsSeen = 0;
    for (let i = 0; i < 200; i += 1) {
      const child = spawn(process.execPath, [join(import.meta.dirname, 'kill-writer.mjs'), bundle, folder], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((ready) => child.stdout.once('data', () => ready()));
      await new Promise((wait) => setTimeout(wait, nextDelay()));
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
      for (const name of ['snapshot.json', 'snapshot.json.bak']) {
        const text = await readFile(join(folder, name), 'utf8').catch(() => null);
        if (text === null) continue;
        const body: unknown = JSON.parse(text);
        expect(body).toMatchObject({ n: expect.any(Number) });
      }
      tempsSeen += (await sweepTempFiles(folder)).length;
      expect((await readdir(folder)).filter((n) => n.endsWith(TEMP_SUFFIX))).toEqual([]);
    }
    expect(await readFile(join(folder, 'snapshot.json'), 'utf8')).toContain('"n"');
    // Informative: how often a kill landed mid-write (the sweep had something to remove).
    expect(tempsSeen).toBeGreaterThanOrEqual(0);
  });
});
