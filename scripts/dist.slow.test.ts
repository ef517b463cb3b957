import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run dist -- --linux AppImage deb --dir` where Electron's zip cannot be had (issue 30): the
 * icons and out/ are built, then electron-builder stops, and the GM reads in a few lines what it
 * needed and where it looks — not a stack trace. Whatever the machine: an empty cache and a mirror
 * nobody answers at.
 */
const root = resolve(import.meta.dirname, '..');
const cache = mkdtempSync(join(tmpdir(), 'paravent-dist-cache-'));

afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe('npm run dist without Electron’s files', () => {
  it('builds the icons and out/, then says what it needs in a few lines, without a stack trace', () => {
    const run = spawnSync(process.execPath, ['scripts/dist.mjs', '--linux', 'AppImage', 'deb', '--dir'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        ELECTRON_MIRROR: 'http://127.0.0.1:9/',
        ELECTRON_BUILDER_BINARIES_MIRROR: 'http://127.0.0.1:9/',
        electron_config_cache: cache,
        XDG_CACHE_HOME: cache,
        ELECTRON_BUILDER_CACHE: cache,
      },
      timeout: 15 * 60_000,
    });
    expect(run.status).toBe(1);
    const said = run.stderr;
    expect(said).toMatch(/les fichiers d'Electron n'ont pas pu être obtenus/);
    expect(said).toMatch(/Electron's files could not be had/);
    expect(said).toMatch(/electron-v\d+\.\d+\.\d+-linux-x64\.zip/);
    expect(said).toContain(cache);
    expect(said).toMatch(/ELECTRON_MIRROR/);
    expect(said).toMatch(/npm run web/);
    expect(`${run.stdout}\n${said}`).not.toMatch(/^\s+at /m);
    // Our message is a few lines (what the build tools print before it may vary with the machine:
    // a busy one added 7 lines once; the whole output is in the assertion's message).
    const message = said.slice(said.indexOf('Paravent :'));
    expect(message.trim().split('\n').length, said).toBeLessThanOrEqual(14);
    // What could be built here was built: the icon sets and the app.
    for (const file of [
      'build/icons/icon.ico',
      'build/icons/icon.icns',
      'build/icons/png/1024x1024.png',
      'out/main/index.js',
    ])
      expect(existsSync(join(root, file)), file).toBe(true);
    expect(existsSync(join(root, 'release/electron-builder.log'))).toBe(true);
  });
});
