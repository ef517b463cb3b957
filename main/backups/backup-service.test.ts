import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import * as nodeFs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackupService } from './backup-service';

let dir: string;
let clock: number;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'paravent-backups-'));
  clock = Date.UTC(2025, 2, 1, 20, 0, 0);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function service() {
  return createBackupService({
    folder: join(dir, 'backups'),
    marker: join(dir, 'paravent-running.lock'),
    fs: nodeFs,
    now: () => clock,
  });
}
const update = (n: number) => ({ encounterId: 'enc-1', text: `{"n":${n}}\n` });

describe('backup service', () => {
  it('writes a snapshot at a tick only when something changed since the last one', async () => {
    const b = service();
    await b.start();
    expect(await b.tick()).toBeNull();
    b.update(update(1));
    b.update(update(2));
    const info = await b.tick();
    expect(info).toMatchObject({ reason: 'auto', encounterId: 'enc-1' });
    expect(await b.tick()).toBeNull();
    expect((await b.read(info?.id ?? ''))?.text).toBe('{"n":2}\n');
  });

  it('keeps the last 10 of a busy quarter hour, plus named snapshots', async () => {
    const b = service();
    await b.start();
    for (let i = 0; i < 25; i += 1) {
      clock += 60_000;
      b.update(update(i));
      await b.tick();
    }
    await b.snapshot({ ...update(99), reason: 'import' });
    const list = await b.list();
    expect(list.filter((s) => s.reason === 'auto')).toHaveLength(10);
    expect(list[0]).toMatchObject({ reason: 'import' });
  });

  it('tells apart two snapshots of the same millisecond', async () => {
    const b = service();
    await b.start();
    const one = await b.snapshot({ ...update(1), reason: 'restore' });
    const two = await b.snapshot({ ...update(2), reason: 'restore' });
    expect(one.id).not.toBe(two.id);
    expect(await b.list()).toHaveLength(2);
  });

  it('offers the latest snapshot after an unclean exit, and nothing after a clean one', async () => {
    const first = service();
    expect((await first.start()).unclean).toBe(false);
    first.update(update(7));
    await first.tick();
    // Crash: no cleanExit.
    const second = service();
    expect((await second.start()).unclean).toBe(true);
    expect((await second.recovery())?.text).toBe('{"n":7}\n');
    second.update(update(8));
    clock += 1000;
    await second.cleanExit();
    const third = service();
    expect((await third.start()).unclean).toBe(false);
    expect(await third.recovery()).toBeNull();
    expect((await third.list())[0]).toMatchObject({ reason: 'quit' });
  });

  it('sweeps temporary files left by a crash, and ignores foreign files', async () => {
    const b = service();
    await b.start();
    await writeFile(join(dir, 'backups', '.x.json.0badf00d.paravent-tmp'), 'half');
    await writeFile(join(dir, 'backups', 'notes.txt'), 'mine');
    expect((await service().start()).swept).toEqual(['.x.json.0badf00d.paravent-tmp']);
    expect(await readdir(join(dir, 'backups'))).toEqual(['notes.txt']);
    expect(await b.read('../paravent-running.lock')).toBeNull();
  });
});
