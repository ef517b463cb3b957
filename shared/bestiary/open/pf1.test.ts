/**
 * The open PF1 bestiary as the app loads it (pf1.json, built by scripts/bestiary/pf1.mjs from the PRD
 * and the open French text). The sources are not in this repository, so each entry is held to what
 * the rules compute from its own printed figures (checks-test-fixtures.ts): here a sample of 50, the
 * slow check (pf1.slow.test.ts) all of them, and the script run again over the sources when they are
 * at hand. Where the PRD's print disagrees with the rules' arithmetic, the printed figure is kept and
 * listed in pf1.disagreements.json — never hidden.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IDENTITY } from '../../../scripts/bestiary/pf1-build.mjs';
import { PF1_BESTIARY } from '../pf1';
import { formulaDisagreements, openEntryProblems } from './checks-test-fixtures';
import { decodeOpenBestiary, decodeOpenBestiaryInSlices, ROWS_PER_SLICE } from './format';
import { loadOpenBestiary } from './index';

const read = (name: string): unknown => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));
const bestiary = decodeOpenBestiary(read('./pf1.json'));
const creatures = bestiary?.creatures ?? [];
const report = read('./pf1.report.json') as {
  count: number;
  productIdentity: string[];
  unread: Record<string, string[]>;
  frMissing: string[];
};
const listed = read('./pf1.disagreements.json') as Record<string, string[]>;

/** 50 entries spread over the whole list (every n-th): the same ones every run. */
const SAMPLE = creatures.filter((_, i) => i % Math.ceil(creatures.length / 50) === 0).slice(0, 50);

describe('the open PF1 bestiary', () => {
  it('reads whole: every creature of the PRD’s Bestiary 1–5 the script found, each slug once', () => {
    expect(bestiary?.skipped).toBe(0);
    expect(creatures.length).toBe(report.count);
    expect(creatures.length).toBeGreaterThan(1400);
    expect(new Set(creatures.map((c) => c.slug)).size).toBe(creatures.length);
  });

  it('names its sources: repository, commit and path of the PRD and of the French text', () => {
    expect(bestiary?.sources.map((s) => s.repository)).toEqual([
      'Mekkiss/pathfinder1.1',
      'pathfinder-fr/pf1-screwturnwiki',
    ]);
    for (const s of bestiary?.sources ?? []) {
      expect(s.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(s.path).not.toBe('');
    }
  });

  it('read in slices (an app gives the browser its turn between them): the same creatures, a pause every 100 rows', async () => {
    let pauses = 0;
    const sliced = await decodeOpenBestiaryInSlices(read('./pf1.json'), () => {
      pauses += 1;
      return Promise.resolve();
    });
    expect(sliced?.creatures).toEqual(creatures);
    expect(pauses).toBe(Math.ceil(creatures.length / ROWS_PER_SLICE) - 1);
    expect(await decodeOpenBestiaryInSlices('text', () => Promise.resolve())).toBeNull();
  });

  it('loads by its system, once', async () => {
    const a = await loadOpenBestiary('pf1');
    expect(a?.creatures.length).toBe(creatures.length);
    expect(await loadOpenBestiary('pf1')).toBe(a);
    expect(await loadOpenBestiary('co')).toBeNull();
  });

  it('every entry reads where Paravent reads it (hit dice, damage, defences, CR, names, source)', () => {
    const problems = creatures.flatMap((c) => openEntryProblems(c).map((p) => `${c.slug}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('leaves out the creatures whose names are Paizo’s Product Identity (named deities, kaiju)', () => {
    expect(PRODUCT_IDENTITY.length).toBeGreaterThan(0);
    for (const name of PRODUCT_IDENTITY)
      expect(creatures.find((c) => c.en === name || c.fr === name)).toBeUndefined();
    expect(report.productIdentity.sort()).toEqual([...PRODUCT_IDENTITY].sort());
  });

  it('names in French where the open French text gives one, the rest listed', () => {
    const english = creatures.filter((c) => !c.frNamed).map((c) => c.slug);
    expect(english.sort()).toEqual([...report.frMissing].sort());
    expect(english.length).toBeLessThan(20);
  });

  it('every entry has its English words beside the French ones: attacks, tags, speed, note', () => {
    const problems: string[] = [];
    for (const c of creatures) {
      if (c.attacksEn.length !== c.attacks.length || c.attacksEn.some((n) => n.trim() === ''))
        problems.push(`${c.slug}: attacks`);
      if (c.tagsEn.length !== c.tags.length) problems.push(`${c.slug}: tags`);
      if ((c.speed === '') !== (c.speedEn === '')) problems.push(`${c.slug}: speed`);
      if ((c.note === '') !== (c.noteEn === '')) problems.push(`${c.slug}: note`);
      // The PRD's words are English: no letter of French (accents) in them.
      const english = [c.en, ...c.attacksEn, ...c.tagsEn, c.speedEn, c.noteEn].join(' ');
      if (/[éèêàùçœâîôû]/i.test(english)) problems.push(`${c.slug}: French in « ${english} »`);
    }
    expect(problems).toEqual([]);
    // The English attack names are the PRD's own: the ogre's greatclub, the wolf's bite.
    const ogre = creatures.find((c) => c.slug === 'ogre');
    expect(ogre?.attacksEn).toEqual(['Greatclub', 'Javelin']);
    expect(creatures.find((c) => c.slug === 'wolf')?.attacksEn).toEqual(['Bite (trip)']);
  });

  it.each(SAMPLE.map((c) => [c.en, c]))(
    '%s: HP, AC, CMB/CMD and XP agree with the rules, or are listed',
    (_, c) => {
      expect(formulaDisagreements(c)).toEqual(listed[c.slug] ?? []);
    },
  );

  it('the figures the script could not read are listed, each with its creature', () => {
    const slugs = new Set(creatures.map((c) => c.slug));
    for (const slug of Object.keys(report.unread)) expect(slugs.has(slug)).toBe(true);
    expect(Object.keys(report.unread).length).toBeLessThan(50);
  });

  /**
   * The starter bestiary was checked by hand against another copy of the Bestiary (docs/library.md):
   * its 40 PF1 creatures are found here with the same figures, but for the corrections its header lists
   * and for two names chosen otherwise.
   */
  it('agrees with the hand-checked starter bestiary', () => {
    const differences: string[] = [];
    for (const s of PF1_BESTIARY) {
      const o = creatures.find((c) => c.en.toLowerCase() === s.en.toLowerCase());
      if (!o) {
        differences.push(`${s.en}: absent`);
        continue;
      }
      const pairs: [string, unknown, unknown][] = [
        ['hd', s.hd, o.hd],
        ['hp', s.hp, o.hp],
        ['init', s.init, o.init],
        ['ac', s.ac, o.ac],
        ['cmb', s.cmb, o.cmb],
        ['cmd', s.cmd, o.cmd],
        ['saves', s.saves, o.saves],
        ['str/dex/con', [s.str, s.dex, s.con], [o.str, o.dex, o.con]],
        ['cr', s.cr, o.cr],
        ['size', s.size, o.size],
        ['first attack', s.attacks[0]?.slice(1, 3), o.attacks[0]?.slice(1, 3)],
      ];
      for (const [k, a, b] of pairs)
        if (JSON.stringify(a) !== JSON.stringify(b)) differences.push(`${s.en}: ${k}`);
    }
    expect(differences).toEqual([]);
  });
});
