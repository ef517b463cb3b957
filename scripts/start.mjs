import { spawnSync } from 'node:child_process';
import { NO_ELECTRON_MESSAGE, findElectronBinary } from './electron-binary.mjs';

/**
 * `npm start`: builds the app and runs it in Electron (`electron-vite build`, then `electron-vite
 * preview`). Where the Electron binary cannot be had, says so in a few lines and exits with 1.
 */
if (findElectronBinary() === null) {
  console.error(NO_ELECTRON_MESSAGE);
  process.exit(1);
}

for (const command of ['build', 'preview']) {
  const result = spawnSync('npx', ['--no-install', 'electron-vite', command], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
