/**
 * The open D&D 3.5 bestiary, every entry (the quick run checks a sample of 50: dnd35.test.ts):
 * - the kept SRD pages (sources/srd35) are the public copy's files, byte for byte (their git blob
 *   ids are those its README lists);
 * - dnd35.json and dnd35.report.json are what scripts/bestiary/dnd35.mjs builds from those pages,
 *   byte for byte — every figure, name and word — and every entry's figures are printed so in its
 *   column of the SRD;
 * - every entry's HP, touch and flat-footed AC and grapple agree with the rules' arithmetic, or are
 *   in dnd35.disagreements.json, compared whole (`npx vitest run --project slow -u` rewrites it, for a
 *   reviewer to read in the diff);
 * - the SRD 3.5's Section 15 notice (shared/legal) is its Legal file's own, word for word, and the
 *   Product Identity the script leaves out is the one that file names.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IDENTITY } from '../../../scripts/bestiary/dnd35-build.mjs';
import { SRD_PAGES, srdProductIdentity, srdSection15 } from '../../../scripts/bestiary/dnd35-srd.mjs';
import { dnd35Files } from '../../../scripts/bestiary/dnd35.mjs';
import { SECTION_15_NOTICES } from '../../legal/open-game-license';
import { DND35_BESTIARY } from '../dnd35';
import { grappleFormulaDisagreements } from './dnd35-checks-test-fixtures';
import { sourceDisagreements } from './dnd35-source-test-fixtures';
import { decodeOpenBestiary } from './format';

const text = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const bestiary = decodeOpenBestiary(JSON.parse(text('./dnd35.json')));
const creatures = bestiary?.creatures ?? [];
const kept = (path: string) => new URL(`./sources/${path}`, import.meta.url);
/** The SRD's pages as kept in sources/srd35, by their path in the SRD copy. */
const pages = new Map(SRD_PAGES.map((p) => [p.path, readFileSync(kept(`srd35/${p.path}`), 'utf8')]));

/** The git blob id of a file's bytes, as `git hash-object` gives it. */
function gitBlobId(path: URL): string {
  const bytes = readFileSync(path);
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest('hex');
}

/** The sources' README: the repository, the commit and each kept file's blob id. */
function keptSourcesReadme() {
  const readme = readFileSync(kept('README.md'), 'utf8');
  return {
    repository: /Repository: `([^`]+)`/.exec(readme)?.[1] ?? '',
    commit: /Commit: `([0-9a-f]{40})`/.exec(readme)?.[1] ?? '',
    blobs: new Map(
      [...readme.matchAll(/^\|\s*`([^`]+)`\s*\|\s*`([0-9a-f]{40})`\s*\|$/gm)].map((m) => [
        m[1] ?? '',
        m[2] ?? '',
      ]),
    ),
  };
}
const legal = readFileSync(
  new URL('../../legal/sources/srd35-legal-information.html', import.meta.url),
  'utf8',
);

describe('the open D&D 3.5 bestiary, all of it', () => {
  it('the kept pages are the source’s files, byte for byte', () => {
    const { repository, commit, blobs } = keptSourcesReadme();
    expect(repository).toBe(bestiary?.sources[0]?.repository);
    expect(commit).toBe(bestiary?.sources[0]?.commit);
    expect(blobs.size).toBe(pages.size);
    for (const [path, blob] of blobs) expect(gitBlobId(kept(path)), path).toBe(blob);
  });

  it('the data and the report are what the script builds from the kept pages, byte for byte', () => {
    const learned = (
      JSON.parse(text('./pf1.report.json')) as {
        learned: { attackFr: Record<string, string>; subtypeFr: Record<string, string> };
      }
    ).learned;
    const built = dnd35Files({
      pages,
      commit: bestiary?.sources[0]?.commit ?? '',
      learned,
      starter: DND35_BESTIARY,
    });
    expect(built.data === text('./dnd35.json')).toBe(true);
    expect(built.report === text('./dnd35.report.json')).toBe(true);
  });

  it('every entry’s figures are printed so in its column of the SRD', () => {
    const all = creatures.flatMap((c) => sourceDisagreements(c, pages).map((d) => `${c.slug}: ${d}`));
    expect(all).toEqual([]);
  });

  it('every entry’s HP, touch and flat-footed AC and grapple agree with the rules, or are in the list', async () => {
    const all: Record<string, string[]> = {};
    for (const c of [...creatures].sort((a, b) => (a.slug < b.slug ? -1 : 1))) {
      const d = grappleFormulaDisagreements(c);
      if (d.length > 0) all[c.slug] = d;
    }
    await expect(`${JSON.stringify(all, null, 1)}\n`).toMatchFileSnapshot('./dnd35.disagreements.json');
  });

  it('its Section 15 notice is the SRD’s own, word for word; its Product Identity is the SRD’s', () => {
    const srd = srdSection15(legal).filter((l) => !/^Open Game License v/.test(l));
    expect(SECTION_15_NOTICES.find((n) => n.source === 'SRD 3.5')?.notice.split('\n')).toEqual(srd);
    const named = srdProductIdentity(legal);
    for (const word of PRODUCT_IDENTITY.filter((w) => !w.includes("'"))) expect(named).toContain(word);
    expect(named.slice(named.indexOf('beholder'))).toEqual(PRODUCT_IDENTITY.filter((w) => !w.includes("'")));
  });
});
