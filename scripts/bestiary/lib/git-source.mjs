// Reads a public repository's files from a local git copy (a clone, or the bare snapshot the fetch
// tool makes): the commit they come from, the paths under a folder, their texts — no work tree needed.
import { execFileSync, spawnSync } from 'node:child_process';

/** The commit HEAD points to in the git copy at `dir`. */
export function gitCommit(dir) {
  return execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
}

/** Every file path under `prefix` at HEAD. */
export function gitPaths(dir, prefix) {
  const out = execFileSync('git', ['-C', dir, 'ls-tree', '-r', '-z', '--name-only', 'HEAD', '--', prefix], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter((p) => p !== '');
}

/** The texts (UTF-8) of `paths` at HEAD, read in one `git cat-file --batch`: Map path → text. */
export function gitTexts(dir, paths) {
  const result = spawnSync('git', ['-C', dir, 'cat-file', '--batch'], {
    input: paths.map((p) => `HEAD:${p}\n`).join(''),
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`git cat-file : ${result.stderr}`);
  const buf = result.stdout;
  const texts = new Map();
  let at = 0;
  for (const path of paths) {
    const eol = buf.indexOf(10, at);
    const header = buf.subarray(at, eol).toString('utf8').split(' ');
    at = eol + 1;
    if (header[1] === 'missing') continue;
    const size = Number(header[2]);
    texts.set(path, buf.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return texts;
}
