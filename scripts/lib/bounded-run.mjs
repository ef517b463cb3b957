import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

/**
 * Runs a command in its own process group, its output shown as it comes, and stops the whole group
 * (the runner and its workers) when it outlasts `bound` ms: a step that hangs ends with a clear line
 * instead of eating CI's time. With `output` (a file), its output goes there instead, for a step
 * that runs beside another. Resolves to { status, timedOut }.
 */
export function runBounded(cmd, args, { cwd, bound, label, env = process.env, output = undefined }) {
  return new Promise((done) => {
    const fd = output === undefined ? undefined : openSync(output, 'w');
    const stdio = fd === undefined ? 'inherit' : ['ignore', fd, fd];
    const child = spawn(cmd, args, { cwd, env, stdio, detached: process.platform !== 'win32' });
    if (fd !== undefined) closeSync(fd);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(
        `\n${label} : arrêté après ${Math.round(bound / 60_000)} min (sa limite) / stopped at its bound`,
      );
      try {
        if (process.platform === 'win32') child.kill('SIGKILL');
        else process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, bound);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ status: timedOut ? 1 : (code ?? 1), timedOut });
    });
  });
}
