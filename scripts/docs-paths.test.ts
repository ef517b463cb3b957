// « The docs match the tree » (issue 30): every repository path the README and docs/ cite between
// backquotes exists. A path is a word that starts with one of the repository's top folders
// (`renderer/…`, `shared/…`, `docs/…`); placeholders (`<system>`), globs (`*`) and what the build or the
// app makes (`out/`, `release/`, `reports/`, the user's data folder) are not paths of the tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const TOP = ['renderer', 'shared', 'main', 'preload', 'scripts', 'e2e', 'docs', 'build', '.ci'];
/** Folders the build makes (`.gitignore`'s folder lines: `build/icons/`, `out/`…): cited, never committed. */
const MADE = readFileSync(resolve(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('/'));

/** The Markdown files a newcomer reads: the README, CONTRIBUTING and everything under docs/. */
function docFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(resolve(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
    );
  return ['README.md', 'CONTRIBUTING.md', ...walk('docs')];
}

/** The repository paths cited in a Markdown text (between backquotes, outside fenced code too). */
function citedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = quoted.replace(/[.,:;)]+$/, '').replace(/#.*$/, '');
    if (!TOP.some((top) => path.startsWith(`${top}/`))) continue;
    if (/[<>*{}$]/.test(path) || MADE.some((made) => `${path}/`.startsWith(made))) continue;
    found.add(path.replace(/\/$/, ''));
  }
  return [...found];
}

describe('the docs cite paths that exist', () => {
  it('reads a cited path, and leaves placeholders, globs and prose alone', () => {
    expect(
      citedPaths(
        'see `renderer/fight/` and `shared/rules/<id>/x.ts`, `e2e/*.spec.ts`, `npm test`, `build/icons/png/`, `docs/a.md`.',
      ),
    ).toEqual(['renderer/fight', 'docs/a.md']);
  });

  it.each(docFiles())('%s', (file) => {
    const missing = citedPaths(readFileSync(resolve(root, file), 'utf8')).filter(
      (p) => !existsSync(resolve(root, p)),
    );
    expect(missing, `${file} cites paths that are not in the tree`).toEqual([]);
  });
});
