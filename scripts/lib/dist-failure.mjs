/**
 * What `npm run dist` says when electron-builder stops (scripts/dist.mjs): the one line of its error
 * without the stack trace and, when something could not be downloaded, what it needed and where it
 * looks — in a few lines, French first, like `npm start` (scripts/electron-binary.mjs).
 */

/** Errors that mean « could not download »: no network, no DNS, a refused or absent mirror. */
const NETWORK =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|getaddrinfo|socket hang up|status code 40[34]|HTTPError|RequestError/;

/** electron-builder's platforms as Electron's zips name them. */
const ELECTRON_PLATFORM = { linux: 'linux', win: 'win32', mac: 'darwin' };

/** The platforms `npm run dist -- …` builds for: those named (--linux, --win, --mac), else this one. */
export function targetPlatforms(args, platform = process.platform) {
  const named = [
    ['linux', /^--?(l|linux)$/],
    ['win', /^--?(w|win|windows)$/],
    ['mac', /^--?(m|mac|macos|o)$/],
  ]
    .filter(([, flag]) => args.some((arg) => flag.test(arg)))
    .map(([name]) => name);
  if (named.length > 0) return named;
  return [platform === 'win32' ? 'win' : platform === 'darwin' ? 'mac' : 'linux'];
}

/**
 * The error's own line from electron-builder's output, or '' when none. In a terminal it reads
 * `⨯ getaddrinfo ENOTFOUND github.com  failedTask=build stackTrace=…`; piped (CI, a test) it is
 * `getaddrinfo ENOTFOUND github.com {` followed by `  failedTask: 'build',` and the stack.
 */
export function failureReason(output) {
  const lines = output.split('\n');
  const cross = lines.find((text) => text.includes('⨯'));
  if (cross !== undefined)
    return cross
      .replace(/^.*⨯\s*/, '')
      .replace(/\s+(failedTask|stackTrace|error)=.*$/, '')
      .trim();
  const task = lines.findIndex((text) => /^\s*failedTask:/.test(text));
  return task > 0 ? lines[task - 1].replace(/\s*\{\s*$/, '').trim() : '';
}

/** Whether electron-builder stopped because a download failed. */
export function isDownloadFailure(reason) {
  return NETWORK.test(reason);
}

/**
 * The few lines `npm run dist` prints when electron-builder fails. `electronVersion` names the zip
 * it needed; `cacheDir` is where it looks before downloading; `log` the file with the whole output.
 */
export function distFailureMessage({ reason, platforms, electronVersion, arch = 'x64', cacheDir, log }) {
  if (!isDownloadFailure(reason)) {
    return [
      `Paravent : electron-builder s'est arrêté : ${reason || 'erreur sans message'}.`,
      `Paravent: electron-builder stopped: ${reason || 'no message'}.`,
      `Journal complet / full log: ${log}`,
    ].join('\n');
  }
  const zips = platforms
    .map(
      (p) => `electron-v${electronVersion}-${ELECTRON_PLATFORM[p]}-${p === 'mac' ? 'arm64|x64' : arch}.zip`,
    )
    .join(', ');
  return [
    `Paravent : les fichiers d'Electron n'ont pas pu être obtenus (${reason}).`,
    `Il faut, pour chaque système visé, le zip d'Electron ${electronVersion} (${zips}) : pris dans le`,
    `cache (${cacheDir}) ou téléchargé depuis GitHub, ce qui demande un accès à Internet ou un miroir`,
    `(ELECTRON_MIRROR) ; les paquets AppImage, deb, NSIS et dmg demandent aussi les outils`,
    `d'electron-builder (GitHub, ou ELECTRON_BUILDER_BINARIES_MIRROR). out/ est construit.`,
    'Quoi construire où : docs/packaging.md. Paravent marche dès maintenant dans un navigateur : npm run web',
    '',
    `Paravent: Electron's files could not be had (${reason}).`,
    `Each target needs the Electron ${electronVersion} zip (${zips}), from the cache above or`,
    `downloaded from GitHub (internet access, or a mirror: ELECTRON_MIRROR); AppImage, deb, NSIS and dmg`,
    `also need electron-builder's tools (GitHub, or ELECTRON_BUILDER_BINARIES_MIRROR). out/ is built.`,
    'What builds where: docs/packaging.md. Paravent runs now in a browser: npm run web',
    `Journal complet / full log: ${log}`,
  ].join('\n');
}
