import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * electron-builder packs the `dependencies` of package.json next to out/: they must be exactly what
 * the main process imports at run time (main and the shared code it pulls in). The renderer is
 * bundled by Vite, so its libraries (React, Mantine, Dexie…) are build-time devDependencies.
 */
const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** Bare package names imported (statically or dynamically) by the given files. */
function importedPackages(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'([^'.][^']*)'/g)) {
      const spec = match[1];
      if (spec.startsWith('node:')) continue;
      const parts = spec.split('/');
      names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return names;
}

describe('production dependencies', () => {
  const runtime = Object.keys(pkg.dependencies ?? {});
  const mainImports = importedPackages([...sources('main'), ...sources('shared')]);

  it('are all imported by main or the shared code main runs', () => {
    expect(runtime.filter((name) => !mainImports.has(name))).toEqual([]);
  });

  it('hold none of the renderer’s bundled libraries', () => {
    for (const name of ['react', 'react-dom', '@mantine/core', 'dexie', 'i18next', 'minisearch']) {
      expect(runtime).not.toContain(name);
      expect(pkg.devDependencies).toHaveProperty(name);
    }
  });

  it('list electron only as a devDependency (electron-builder brings its own)', () => {
    expect(runtime).not.toContain('electron');
    expect(pkg.devDependencies).toHaveProperty('electron');
  });
});
