// npm run dist [-- electron-builder arguments]: the desktop packages (docs/packaging.md). Makes the
// icon sets from build/icon.svg, builds out/ (electron-vite), then runs electron-builder, which
// takes Electron's zip for each target from its cache or downloads it. Where that cannot be had,
// says so in a few lines (no stack trace; the whole output goes to release/electron-builder.log)
// and exits with 1. `npm run dist -- --linux AppImage deb --dir` builds only the unpacked app.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateDesktopIcons } from '../build/icons.mjs';
import { distFailureMessage, failureReason, targetPlatforms } from './lib/dist-failure.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const shell = process.platform === 'win32';

await generateDesktopIcons();
const built = spawnSync('npx', ['--no-install', 'electron-vite', 'build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  shell,
});
if (built.status !== 0) process.exit(built.status ?? 1);

mkdirSync(join(root, 'release'), { recursive: true });
const logPath = join('release', 'electron-builder.log');
const log = createWriteStream(join(root, logPath));
let output = '';
let pending = '';
/** The last full line, printed once the next one shows it is not the error's first line. */
let held = null;
let failing = false;
const builder = spawn('npx', ['--no-install', 'electron-builder', ...args], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  shell,
});
/** electron-builder's lines pass through until its error; the error and its stack only go to the log. */
const relay = (chunk) => {
  const text = chunk.toString();
  output += text;
  log.write(text);
  const lines = (pending + text).split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    if (failing) continue;
    // Piped, the error is « reason {» then « failedTask: … » and the stack: the held line was the reason.
    if (/^\s*failedTask[:=]/.test(line)) {
      failing = true;
      held = null;
      continue;
    }
    if (held !== null && held.trim() !== '') console.log(held);
    held = null;
    // In a terminal, the error is one line « ⨯ reason failedTask=… stackTrace=… ».
    if (line.includes('⨯')) failing = true;
    else held = line;
  }
};
builder.stdout.on('data', relay);
builder.stderr.on('data', relay);
const status = await new Promise((done) => builder.on('close', (code) => done(code ?? 1)));
relay('\n');
if (!failing && held !== null && held.trim() !== '') console.log(held);
log.end();
if (status === 0) process.exit(0);

const require = createRequire(import.meta.url);
const electronVersion = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
const cacheDir =
  process.env.electron_config_cache ??
  (process.platform === 'darwin'
    ? join(homedir(), 'Library', 'Caches', 'electron')
    : process.platform === 'win32'
      ? join(process.env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'), 'electron', 'Cache')
      : join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'electron'));
console.error(
  `\n${distFailureMessage({
    reason: failureReason(output),
    platforms: targetPlatforms(args),
    electronVersion,
    cacheDir,
    log: logPath,
  })}`,
);
process.exit(1);
