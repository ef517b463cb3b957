#!/usr/bin/env node
// Builds shared/bestiary/open/osr.json, the open B/X bestiary (Old-School Essentials SRD monsters),
// from a local git copy of its public source (docs/library.md, « Open bestiaries »):
//
//   node scripts/bestiary/osr.mjs --ose <git copy of open-campaign-logger/compendium-generator> \
//     --fr <git copy of jkowalsk/OSE-fr> [--out shared/bestiary/open] [--check]
//
// A git copy is a clone or a bare snapshot; its HEAD commit is written into the file with the path
// read. Writes <out>/osr.json (the data the app loads) and <out>/osr.report.json (the group entries,
// what the source did not give in a readable form, the corrections, the words with no French). With
// --check, writes nothing: says whether the files in <out> are what the source gives, byte for
// byte, and exits 1 when they are not.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gitCommit, gitPaths, gitTexts } from './lib/git-source.mjs';
import { encodeOpenBestiary, openBestiaryText } from './lib/open-format.mjs';
import { buildOsr, OSR_FR_SOURCE, OSR_SOURCE } from './osr-build.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The data file and the report of the source at `oseDir`. */
export function osrFiles(oseDir, frDir) {
  const text = gitTexts(oseDir, [OSR_SOURCE.path]).get(OSR_SOURCE.path);
  if (text === undefined) throw new Error(`${OSR_SOURCE.path} : absent de / not in ${oseDir}`);
  const frPaths = gitPaths(frDir, OSR_FR_SOURCE.root).filter((p) => p.endsWith('.md'));
  const frTexts = gitTexts(frDir, frPaths);
  const { entries, report } = buildOsr(
    JSON.parse(text),
    frPaths.map((p) => frTexts.get(p) ?? ''),
  );
  const sources = [
    {
      id: 'ose',
      repository: OSR_SOURCE.repository,
      commit: gitCommit(oseDir),
      path: OSR_SOURCE.path,
      what: OSR_SOURCE.what,
    },
    {
      id: 'fr',
      repository: OSR_FR_SOURCE.repository,
      commit: gitCommit(frDir),
      path: `${OSR_FR_SOURCE.root}/*.md`,
      what: OSR_FR_SOURCE.what,
    },
  ];
  const books = [{ dir: 'OSE Compendium.json', name: 'Monsters', fr: '' }];
  const file = encodeOpenBestiary({ system: 'osr', cite: 'OSE SRD', sources, books, entries });
  return {
    data: openBestiaryText(file),
    report: `${JSON.stringify({ sources, count: entries.length, ...report }, null, 1)}\n`,
  };
}

function main() {
  const { values } = parseArgs({
    options: {
      ose: { type: 'string' },
      fr: { type: 'string' },
      out: { type: 'string' },
      check: { type: 'boolean' },
    },
  });
  if (!values.ose || !values.fr) {
    console.error(
      'Usage : node scripts/bestiary/osr.mjs --ose <copie git de open-campaign-logger/compendium-generator> --fr <copie git de jkowalsk/OSE-fr> [--out <dossier>] [--check]',
    );
    process.exit(2);
  }
  const out = resolve(values.out ?? resolve(root, 'shared/bestiary/open'));
  const { data, report } = osrFiles(values.ose, values.fr);
  if (values.check) {
    const same = (name, text) => readFileSync(resolve(out, name), 'utf8') === text;
    const differ = [
      ['osr.json', data],
      ['osr.report.json', report],
    ].filter(([n, t]) => !same(n, t));
    if (differ.length > 0) {
      console.error(
        `osr : différent de ce que donne la source / differs from the source : ${differ.map(([n]) => n).join(', ')}`,
      );
      process.exit(1);
    }
    console.log(
      `osr : ${JSON.parse(report).count} créatures, identiques à la source / the same as the source`,
    );
    return;
  }
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'osr.json'), data);
  writeFileSync(resolve(out, 'osr.report.json'), report);
  console.log(`osr : ${JSON.parse(report).count} créatures → ${resolve(out, 'osr.json')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
