#!/usr/bin/env node
// Compares the OSE Compendium (the open B/X bestiary's source) with a second public copy of the OSE
// SRD's monster chapter, field by field, and writes what differs (docs/library.md, « Open
// bestiaries », B/X):
//
//   node scripts/bestiary/osr-compare.mjs --ose <git copy of open-campaign-logger/compendium-generator> \
//     --tom <git copy of UserlandAlchemist/theatre-of-the-mind> [--out shared/bestiary/open]
//
// The second copy is markdown: a `###`/`####` heading per monster, then a table « | Armour Class |
// 5 [14] | ». Writes <out>/osr.compared.json: both sources, the monsters found in only one, and
// each field whose text differs (quotes and spaces made plain first).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gitCommit, gitTexts } from './lib/git-source.mjs';
import { OSR_SOURCE } from './osr-build.mjs';
import { plainText, statBlockOf } from './osr-statblock.mjs';

const TOM = {
  repository: 'UserlandAlchemist/theatre-of-the-mind',
  path: 'docs/ose-basic-srd/ose-monster-descriptions.md',
};

const FIELDS = ['Armor Class', 'Hit Dice', 'Attacks', 'THAC0', 'Movement', 'Saving Throws', 'Morale', 'XP'];

/** The markdown copy's monsters: heading → { field → value } (« Armour Class » read as « Armor Class »). */
export function markdownMonsters(text) {
  const out = new Map();
  let name = null;
  for (const line of String(text ?? '')
    .replace(/\r/g, '')
    .split('\n')) {
    const h = /^#{3,4} (.+)$/.exec(line);
    if (h) {
      name = h[1].trim();
      continue;
    }
    const row = /^\| ([^|]+?) \| (.*?) \|$/.exec(line);
    if (name && row && row[1] !== '---') {
      const field = row[1].trim() === 'Armour Class' ? 'Armor Class' : row[1].trim();
      if (!out.has(name)) out.set(name, {});
      out.get(name)[field] = plainText(row[2]);
    }
  }
  return out;
}

/**
 * Text made comparable: plain quotes and spaces, no space inside brackets, « – » as « - », the
 * markdown's bold « **HD** » and its « [2 × claw, 1 × bite] or breath » grouping as plain text.
 */
const same = (t) =>
  plainText(t)
    .replace(/\*\*(HD)\*\*/g, '$1')
    .replace(/(\S)\(/g, '$1 (')
    .replace(/^\[(.*?)\] or /, '$1 or ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']')
    .replace(/[–−]/g, '-')
    .replace(/\s*\)\s*\)$/, ')')
    .replace(/,$/, '')
    .replace(/^Att /, '')
    .toLowerCase();

export function compareCopies(compendium, markdown) {
  const ours = new Map();
  for (const e of compendium?.campaignEntries ?? []) {
    if (!Array.isArray(e.labels) || !e.labels.includes('Monster')) continue;
    const b = statBlockOf(e.rawText);
    if (b?.stats['Hit Dice']) ours.set(e.tagValue ?? b.title, b.stats);
  }
  const theirs = markdownMonsters(markdown);
  const key = (n) =>
    n
      .toLowerCase()
      .replace(/\s*\(monster\)$/, '')
      .replace(/[^a-z]+/g, ' ')
      .trim();
  const theirsByKey = new Map([...theirs].map(([n, v]) => [key(n), v]));
  const differences = {};
  const onlyCompendium = [];
  let compared = 0;
  for (const [name, stats] of [...ours].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const other = theirsByKey.get(key(name));
    if (!other || !other['Hit Dice']) {
      onlyCompendium.push(name);
      continue;
    }
    compared += 1;
    for (const f of FIELDS)
      if (same(stats[f] ?? '') !== same(other[f] ?? ''))
        (differences[name] ??= []).push(`${f}: « ${stats[f] ?? ''} » / « ${other[f] ?? ''} »`);
  }
  const ourKeys = new Set([...ours.keys()].map(key));
  const onlyMarkdown = [...theirs]
    .filter(([n, v]) => v['Hit Dice'] && !ourKeys.has(key(n)))
    .map(([n]) => n)
    .sort();
  return { compared, fields: FIELDS, differences, onlyCompendium, onlyMarkdown };
}

function main() {
  const { values } = parseArgs({
    options: { ose: { type: 'string' }, tom: { type: 'string' }, out: { type: 'string' } },
  });
  if (!values.ose || !values.tom) {
    console.error(
      'Usage : node scripts/bestiary/osr-compare.mjs --ose <copie git> --tom <copie git> [--out <dossier>]',
    );
    process.exit(2);
  }
  const compendium = JSON.parse(gitTexts(values.ose, [OSR_SOURCE.path]).get(OSR_SOURCE.path) ?? '{}');
  const markdown = gitTexts(values.tom, [TOM.path]).get(TOM.path) ?? '';
  const result = {
    sources: [
      { repository: OSR_SOURCE.repository, commit: gitCommit(values.ose), path: OSR_SOURCE.path },
      { repository: TOM.repository, commit: gitCommit(values.tom), path: TOM.path },
    ],
    ...compareCopies(compendium, markdown),
  };
  const out = resolve(
    values.out ?? resolve(import.meta.dirname, '../../shared/bestiary/open'),
    'osr.compared.json',
  );
  writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
  console.log(
    `osr : ${result.compared} monstres comparés, ${Object.keys(result.differences).length} avec une différence → ${out}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
