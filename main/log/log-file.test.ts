import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogFile } from './log-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'paravent-log-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('log file', () => {
  it('writes one line per event, in order, with time and source', async () => {
    const log = createLogFile({ folder: join(dir, 'logs'), now: () => Date.UTC(2026, 0, 2, 3, 4, 5) });
    void log.write('main', 'Fichier refusé : Abordage.paravent.json — seq');
    await log.write('renderer', 'Erreur\nd’affichage');
    expect(await readFile(join(dir, 'logs', 'paravent.log'), 'utf8')).toBe(
      '2026-01-02T03:04:05.000Z [main] Fichier refusé : Abordage.paravent.json — seq\n' +
        '2026-01-02T03:04:05.000Z [renderer] Erreur d’affichage\n',
    );
  });

  it('rotates, so the folder never holds more than (keep + 1) files of at most maxBytes', async () => {
    const log = createLogFile({ folder: dir, maxBytes: 200, keep: 2 });
    for (let i = 0; i < 40; i += 1) await log.write('main', `ligne ${i} ${'x'.repeat(40)}`);
    const names = (await readdir(dir)).sort();
    expect(names).toEqual(['paravent.1.log', 'paravent.2.log', 'paravent.log']);
    expect(await readFile(join(dir, 'paravent.log'), 'utf8')).toMatch(/ligne 39/);
  });
});
