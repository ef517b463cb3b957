import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The README's commands on a fresh machine: `npm ci` in a fresh copy of the project, with no
 * environment variable of ours (no ELECTRON_SKIP_BINARY_DOWNLOAD), must succeed; `npm start` where
 * Electron cannot be downloaded must say how to get it and that `npm run web` works, without a stack
 * trace. The packages come from npm's local cache when it has them (--prefer-offline), so this
 * stays a matter of a minute or two.
 */
const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'paravent-fresh-'));
const cache = mkdtempSync(join(tmpdir(), 'paravent-electron-cache-'));

/** The environment of a new terminal: no npm_*, no ELECTRON_*, no variable set by a test runner. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|electron_|vitest|node_options$|test$)/i.test(key)) continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
}, 3 * 60_000);

describe('a fresh clone', () => {
  it(
    'installs with `npm ci` and no variable, and `npm start` without Electron says what to do',
    () => {
      for (const file of ['package.json', 'package-lock.json', '.npmrc', '.nvmrc', 'scripts']) {
        cpSync(join(root, file), join(dir, file), { recursive: true });
      }
      const install = spawnSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
        cwd: dir,
        env: cleanEnv(),
        encoding: 'utf8',
        timeout: 9 * 60_000,
      });
      expect(install.status, install.stderr).toBe(0);
      expect(install.stderr).not.toMatch(/ERR!/);

      // No internet in this test, whatever the machine: an unreachable mirror and an empty cache.
      const start = spawnSync('npm', ['start', '--silent'], {
        cwd: dir,
        env: cleanEnv({ ELECTRON_MIRROR: 'http://127.0.0.1:9/', electron_config_cache: cache }),
        encoding: 'utf8',
        timeout: 2 * 60_000,
      });
      const said = `${start.stdout}\n${start.stderr}`;
      expect(start.status).toBe(1);
      expect(said).toMatch(/téléchargement d'Electron/);
      expect(said).toMatch(/Electron binary is not available/);
      expect(said).toMatch(/npm run web/);
      expect(said).not.toMatch(/^\s+at /m);
      expect(said.trim().split('\n').length).toBeLessThanOrEqual(14);
    },
    12 * 60_000,
  );
});
