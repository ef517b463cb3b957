import { spawnSync } from 'node:child_process';
import {
  DOWNLOADING_MESSAGE,
  NO_ELECTRON_MESSAGE,
  downloadElectron,
  findElectronBinary,
} from './electron-binary.mjs';

/**
 * `npm start`: builds the app and runs it in Electron (`electron-vite build`, then `electron-vite
 * preview`). The Electron binary is downloaded here on first use; where it cannot be had, says so in
 * a few lines (no stack trace) and exits with 1.
 */
if (findElectronBinary() === null) {
  console.log(DOWNLOADING_MESSAGE);
  const reason = downloadElectron();
  if (reason !== '' || findElectronBinary() === null) {
    console.error(`\n${NO_ELECTRON_MESSAGE}\n\n(${reason || 'no binary after download'})`);
    process.exit(1);
  }
}

for (const command of ['build', 'preview']) {
  const result = spawnSync('npx', ['--no-install', 'electron-vite', command], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
