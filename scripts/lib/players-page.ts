import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import type { Plugin } from 'vite';

// From import.meta.url: bundled into electron-vite's config, import.meta.dirname is the config's folder.
const root = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = resolve(root, 'renderer/players-page/players-page.ts');
const STYLE = resolve(root, 'renderer/players-page/players-page.css');

/** Phones of the last years: Safari 14 and Chrome 87 read the bundle. */
const TARGETS = ['es2020'];

/** The players' page's script and style (issue 29), as the players' link serves them. */
export interface PlayersPageBundle {
  script: string;
  style: string;
}

/**
 * Bundles the players' page (renderer/players-page) into one script and one style sheet, minified:
 * the players' link holds them in memory and serves them under its token, so that no file is ever
 * read on a player's request.
 */
export async function buildPlayersPage(): Promise<PlayersPageBundle> {
  const script = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    legalComments: 'none',
    target: TARGETS,
    platform: 'browser',
  });
  const style = await transform(await readFile(STYLE, 'utf8'), {
    loader: 'css',
    minify: true,
    target: TARGETS,
  });
  return { script: script.outputFiles[0].text, style: style.code };
}

/** The module id main imports to get the bundle (`import { PLAYERS_PAGE } from 'virtual:paravent-players-page'`). */
const PLAYERS_PAGE_MODULE = 'virtual:paravent-players-page';

/** A Vite plugin that builds the players' page into main's bundle, as the module above. */
export function playersPageModule(): Plugin {
  const resolved = `\0${PLAYERS_PAGE_MODULE}`;
  return {
    name: 'paravent-players-page',
    resolveId: (id) => (id === PLAYERS_PAGE_MODULE ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      this.addWatchFile(ENTRY);
      this.addWatchFile(STYLE);
      return `export const PLAYERS_PAGE = ${JSON.stringify(await buildPlayersPage())};`;
    },
  };
}
