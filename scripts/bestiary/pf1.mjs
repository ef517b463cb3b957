#!/usr/bin/env node
// Builds shared/bestiary/open/pf1.json, the open Pathfinder 1 bestiary, from local git copies of its
// two public sources (docs/library.md, « Open bestiaries »):
//
//   node scripts/bestiary/pf1.mjs --prd <git copy of Mekkiss/pathfinder1.1> \
//     --fr <git copy of pathfinder-fr/pf1-screwturnwiki> [--out shared/bestiary/open]
//
// A git copy is a clone or a bare snapshot; its HEAD commit is written into the file with the paths
// read. The sources are not in this repository (30 MB of PRD pages): the file records where they are.
// Writes <out>/pf1.json (the data the app loads) and <out>/pf1.report.json (what the sources did not
// give in a readable form, and the French words learned). With --check, writes nothing: says whether
// the files in <out> are what the sources give, byte for byte, and exits 1 when they are not.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gitCommit, gitPaths, gitTexts } from './lib/git-source.mjs';
import { encodeOpenBestiary, openBestiaryText } from './lib/open-format.mjs';
import { buildPf1, PF1_SOURCES } from './pf1-build.mjs';
import { PRD_BOOKS } from './pf1-prd.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The PRD's bestiary pages (paths relative to the PRD's root) and the French pages with a stat block. */
export function readPf1Sources(prdDir, frDir) {
  const prdRoot = PF1_SOURCES.prd.root;
  const prdPaths = PRD_BOOKS.flatMap((b) => gitPaths(prdDir, `${prdRoot}/${b.dir}`)).filter((p) =>
    /\/bestiary\d?\/[^/]+\.html$/.test(p),
  );
  const prd = new Map([...gitTexts(prdDir, prdPaths)].map(([p, t]) => [p.slice(prdRoot.length + 1), t]));
  const frPaths = gitPaths(frDir, PF1_SOURCES.fr.root).filter((p) => p.endsWith('.txt'));
  const frAll = gitTexts(frDir, frPaths);
  const glossary = frAll.get(PF1_SOURCES.fr.glossary) ?? '';
  const fr = new Map([...frAll].filter(([, t]) => t.includes('BDTitre')));
  return {
    prd,
    fr,
    glossary,
    sources: [
      {
        id: 'prd',
        repository: PF1_SOURCES.prd.repository,
        commit: gitCommit(prdDir),
        path: `${prdRoot}/{${PRD_BOOKS.map((b) => b.dir).join(',')}}/*.html`,
        what: PF1_SOURCES.prd.what,
      },
      {
        id: 'fr',
        repository: PF1_SOURCES.fr.repository,
        commit: gitCommit(frDir),
        path: `${PF1_SOURCES.fr.root}/*.txt ({s:BDTitre} stat blocks; ${PF1_SOURCES.fr.glossary})`,
        what: PF1_SOURCES.fr.what,
      },
    ],
  };
}

/** The data file and the report of the sources at `prdDir` and `frDir`. */
export function pf1Files(prdDir, frDir) {
  const { prd, fr, glossary, sources } = readPf1Sources(prdDir, frDir);
  const { entries, report, learned } = buildPf1({ prd, fr, glossary });
  const books = PRD_BOOKS.map((b) => ({ dir: b.dir, name: b.book, fr: b.fr }));
  const file = encodeOpenBestiary({ system: 'pf1', cite: 'PRD', sources, books, entries });
  return {
    data: openBestiaryText(file),
    report: `${JSON.stringify({ sources, count: entries.length, ...report, learned }, null, 1)}\n`,
  };
}

function main() {
  const { values } = parseArgs({
    options: {
      prd: { type: 'string' },
      fr: { type: 'string' },
      out: { type: 'string' },
      check: { type: 'boolean' },
    },
  });
  if (!values.prd || !values.fr) {
    console.error(
      'Usage : node scripts/bestiary/pf1.mjs --prd <copie git de Mekkiss/pathfinder1.1> --fr <copie git de pathfinder-fr/pf1-screwturnwiki> [--out <dossier>] [--check]',
    );
    process.exit(2);
  }
  const out = resolve(values.out ?? resolve(root, 'shared/bestiary/open'));
  const { data, report } = pf1Files(values.prd, values.fr);
  if (values.check) {
    const same = (name, text) => readFileSync(resolve(out, name), 'utf8') === text;
    const differ = [
      ['pf1.json', data],
      ['pf1.report.json', report],
    ].filter(([n, t]) => !same(n, t));
    if (differ.length > 0) {
      console.error(
        `pf1 : différent de ce que donnent les sources / differs from the sources : ${differ.map(([n]) => n).join(', ')}`,
      );
      process.exit(1);
    }
    console.log(
      `pf1 : ${JSON.parse(report).count} créatures, identiques aux sources / the same as the sources`,
    );
    return;
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'pf1.json'), data);
  writeFileSync(resolve(out, 'pf1.report.json'), report);
  console.log(`pf1 : ${JSON.parse(report).count} créatures → ${resolve(out, 'pf1.json')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
