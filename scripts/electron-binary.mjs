import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The folder of the `electron` package, or null when the package itself is not installed. Since
 * Electron 44 the package holds no binary after `npm ci`: it is downloaded on first use into
 * `dist/`, and `path.txt` then names the executable inside it.
 */
export function electronPackageDir(require = createRequire(import.meta.url)) {
  try {
    return dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/**
 * The path of the Electron binary when it is already on this machine, or null. Never downloads and
 * never throws (requiring the `electron` package would start a download and print a stack trace).
 */
export function findElectronBinary({
  dir = electronPackageDir(),
  env = process.env,
  exists = existsSync,
  read = (path) => readFileSync(path, 'utf8'),
} = {}) {
  if (dir === null) return null;
  let name;
  try {
    name = read(join(dir, 'path.txt')).trim();
  } catch {
    name = '';
  }
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const path = join(override, name || 'electron');
    return exists(path) ? path : null;
  }
  if (name === '') return null;
  const path = join(dir, 'dist', name);
  return exists(path) ? path : null;
}

/** The first line of a failed download's output that is not a stack frame: the reason, in short. */
export function firstReason(output) {
  const line = output
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !text.startsWith('at ') && !text.startsWith('Downloading'));
  return line ?? '';
}

/**
 * Downloads the Electron binary with the package's own installer (`install.js`, which honours
 * ELECTRON_MIRROR and electron_config_cache), its output kept quiet. Returns '' on success, else
 * the reason in one line.
 */
export function downloadElectron(dir = electronPackageDir(), run = spawnSync) {
  if (dir === null) return 'electron package not installed (npm ci)';
  const result = run(process.execPath, [join(dir, 'install.js')], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 15 * 60_000,
  });
  if (result.status === 0) return '';
  return firstReason(`${result.stderr ?? ''}\n${result.stdout ?? ''}`) || 'download failed';
}

/** What `npm start` says while it downloads Electron the first time. */
export const DOWNLOADING_MESSAGE =
  "Paravent : premier lancement, téléchargement d'Electron… / first start: downloading Electron…";

/** What `npm start` says when there is no Electron binary (French first, then English). */
export const NO_ELECTRON_MESSAGE = [
  "Paravent : le programme Electron n'est pas disponible sur cette machine.",
  'Il est téléchargé au premier « npm start », ce qui demande un accès à Internet (ou un miroir : ELECTRON_MIRROR).',
  'Paravent marche dès maintenant dans un navigateur : npm run web',
  '',
  'Paravent: the Electron binary is not available on this machine.',
  'It is downloaded by the first "npm start", which needs internet access (or a mirror: ELECTRON_MIRROR).',
  'Paravent works now in a browser: npm run web',
].join('\n');
