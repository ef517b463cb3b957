import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The path of the Electron binary, or null when it cannot be had on this machine. The `electron`
 * package resolves to that path once its post-install download succeeded; without it, requiring the
 * package throws ("Electron failed to install correctly").
 */
export function findElectronBinary(load = createRequire(import.meta.url), exists = existsSync) {
  try {
    const path = load('electron');
    return typeof path === 'string' && exists(path) ? path : null;
  } catch {
    return null;
  }
}

/** What `npm start` says when there is no Electron binary (French first, then English). */
export const NO_ELECTRON_MESSAGE = [
  "Paravent : le programme Electron n'est pas disponible sur cette machine.",
  'Il est téléchargé à la première utilisation et il faut pour cela un accès à Internet.',
  'Pour utiliser Paravent dans un navigateur : npm run web',
  '',
  'Paravent: the Electron binary is not available on this machine.',
  'It is downloaded on first use, which needs internet access.',
  'To use Paravent in a browser: npm run web',
].join('\n');
