#!/usr/bin/env node
// Builds shared/bestiary/open/dnd35.json, the open D&D 3.5 bestiary, from a local git copy of the
// SRD 3.5's monster pages (docs/library.md, « Open bestiaries »):
//
//   node scripts/bestiary/dnd35.mjs --srd <git copy of olimot/srd-v3.5> [--out shared/bestiary/open]
//     [--raw <git copy of RedEyed-Archive/srd35-md>] [--check]
//
// A git copy is a clone or a bare snapshot; its HEAD commit is written into the file with the paths
// read. The pages read are also kept, unchanged, in shared/bestiary/open/sources/srd35/ (2.3 MB;
// their git blob ids in its README), so that the tests hold every entry to them. The French words
// come from shared/bestiary/open/pf1.report.json (learned from the open French PF1 text) and the
// starter bestiary (shared/bestiary/dnd35.ts). Writes <out>/dnd35.json and <out>/dnd35.report.json.
// With --check, writes nothing: says whether the files in <out> are what the sources give, byte for
// byte, and exits 1 when they are not. With --raw, also compares the figures of the pages (HP, AC,
// base attack/grapple, saves, attacks) with another conversion of the SRD's RTF files, file by file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { transformSync } from 'esbuild';
import { gitCommit, gitTexts } from './lib/git-source.mjs';
import { encodeOpenBestiary, openBestiaryText } from './lib/open-format.mjs';
import { buildDnd35, DND35_SOURCES } from './dnd35-build.mjs';
import { rawFigures, SRD_PAGES } from './dnd35-srd.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The starter bestiary's 3.5 creatures (a TypeScript module: its types stripped by esbuild). */
export async function starterCreatures() {
  const ts = readFileSync(resolve(root, 'shared/bestiary/dnd35.ts'), 'utf8');
  const js = transformSync(ts, { loader: 'ts', format: 'esm' }).code;
  const module = await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
  return module.DND35_BESTIARY;
}

/** The French words learned from the open French PF1 text. */
export function pf1Learned() {
  return JSON.parse(readFileSync(resolve(root, 'shared/bestiary/open/pf1.report.json'), 'utf8')).learned;
}

/** The books of the file: one per SRD file. */
export const DND35_BOOKS = SRD_PAGES.map((p) => ({ dir: p.dir, name: p.rtf, fr: p.rtf }));

/** The data file and the report of the SRD pages `pages` (Map path → HTML) from `commit`. */
export function dnd35Files({ pages, commit, learned, starter }) {
  const { entries, report } = buildDnd35({ pages, learned, starter });
  const sources = [
    {
      id: 'srd',
      repository: DND35_SOURCES.srd.repository,
      commit,
      path: `{${SRD_PAGES.map((p) => p.path).join(',')}}`,
      what: DND35_SOURCES.srd.what,
    },
  ];
  const file = encodeOpenBestiary({ system: 'dnd35', cite: 'SRD 3.5', sources, books: DND35_BOOKS, entries });
  return {
    data: openBestiaryText(file),
    report: `${JSON.stringify({ sources, count: entries.length, ...report }, null, 1)}\n`,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      srd: { type: 'string' },
      raw: { type: 'string' },
      out: { type: 'string' },
      check: { type: 'boolean' },
    },
  });
  if (!values.srd) {
    console.error(
      'Usage : node scripts/bestiary/dnd35.mjs --srd <copie git de olimot/srd-v3.5> [--raw <copie git de RedEyed-Archive/srd35-md>] [--out <dossier>] [--check]',
    );
    process.exit(2);
  }
  const out = resolve(values.out ?? resolve(root, 'shared/bestiary/open'));
  const pages = gitTexts(
    values.srd,
    SRD_PAGES.map((p) => p.path),
  );
  const { data, report } = dnd35Files({
    pages,
    commit: gitCommit(values.srd),
    learned: pf1Learned(),
    starter: await starterCreatures(),
  });
  if (values.raw) {
    const raw = gitTexts(
      values.raw,
      SRD_PAGES.map((p) => `book_src/unsorted/${p.rtf}.md`),
    );
    for (const p of SRD_PAGES) {
      const text = raw.get(`book_src/unsorted/${p.rtf}.md`);
      if (text === undefined) {
        console.log(`${p.rtf} : pas dans l’autre conversion / not in the other conversion`);
        continue;
      }
      const a = rawFigures(pages.get(p.path) ?? '');
      const b = rawFigures(text);
      const line = Object.keys(a).map((k) => {
        const differ = a[k].filter((x, i) => x !== b[k][i]).length + Math.abs(a[k].length - b[k].length);
        return `${k} ${a[k].length}/${b[k].length}${differ ? ` (${differ} différents / differ)` : ''}`;
      });
      console.log(`${p.rtf} : ${line.join(', ')}`);
    }
  }
  if (values.check) {
    const same = (name, text) => readFileSync(resolve(out, name), 'utf8') === text;
    const differ = [
      ['dnd35.json', data],
      ['dnd35.report.json', report],
    ].filter(([n, t]) => !same(n, t));
    if (differ.length > 0) {
      console.error(
        `dnd35 : différent de ce que donnent les sources / differs from the sources : ${differ.map(([n]) => n).join(', ')}`,
      );
      process.exit(1);
    }
    console.log(
      `dnd35 : ${JSON.parse(report).count} créatures, identiques aux sources / the same as the sources`,
    );
    return;
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'dnd35.json'), data);
  writeFileSync(resolve(out, 'dnd35.report.json'), report);
  console.log(`dnd35 : ${JSON.parse(report).count} créatures → ${resolve(out, 'dnd35.json')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
