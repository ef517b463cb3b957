/**
 * The open B/X bestiary, every entry (the quick run checks a sample of 50: osr.test.ts):
 * - held to the OSE tables its own hit dice give (HP, THAC0, XP, saves, movement:
 *   osr-checks-test-fixtures.ts); where the copy prints otherwise, the list is osr.disagreements.json,
 *   compared whole (`npx vitest run --project slow -u` rewrites it, for a reviewer to read in the diff);
 * - when git copies of the sources are at hand (OSE_SOURCE=<git copy of
 *   open-campaign-logger/compendium-generator>, OSE_FR_SOURCE=<git copy of jkowalsk/OSE-fr>): the
 *   script run again gives osr.json and osr.report.json byte for byte, and the Section 15 notice
 *   (shared/legal) is the source's own licence page's, word for word (the page is not kept in this
 *   repository).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gitTexts } from '../../../scripts/bestiary/lib/git-source.mjs';
import { OSR_SOURCE, oseSection15 } from '../../../scripts/bestiary/osr-build.mjs';
import { osrFiles } from '../../../scripts/bestiary/osr.mjs';
import { SECTION_15_NOTICES } from '../../legal/open-game-license';
import { decodeOpenBestiary } from './format';
import { oseTableDisagreements } from './osr-checks-test-fixtures';

const text = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const bestiary = decodeOpenBestiary(JSON.parse(text('./osr.json')));
const creatures = bestiary?.creatures ?? [];
const source = process.env.OSE_SOURCE ?? '';
const frSource = process.env.OSE_FR_SOURCE ?? '';

describe('the open B/X bestiary, all of it', () => {
  it('every entry’s HP, THAC0, XP, saves and movement agree with the OSE tables, or are in the list', async () => {
    const all: Record<string, string[]> = {};
    for (const c of [...creatures].sort((a, b) => (a.slug < b.slug ? -1 : 1))) {
      const d = oseTableDisagreements(c);
      if (d.length > 0) all[c.slug] = d;
    }
    await expect(`${JSON.stringify(all, null, 1)}\n`).toMatchFileSnapshot('./osr.disagreements.json');
  });

  it.runIf(source !== '' && existsSync(source))(
    'its Section 15 notice is the OSE SRD’s own, word for word',
    () => {
      const page = gitTexts(source, [OSR_SOURCE.ogl]).get(OSR_SOURCE.ogl) ?? '';
      const lines = oseSection15(page).filter((l) => !/^Open Game License v/.test(l));
      const notice = SECTION_15_NOTICES.find((n) =>
        n.source.startsWith('B/X (Old-School Essentials SRD)'),
      )?.notice;
      expect(notice?.split('\n')).toEqual(lines);
    },
  );

  it.runIf(source !== '' && existsSync(source) && frSource !== '' && existsSync(frSource))(
    'the script run again over the sources gives the same files',
    () => {
      const { data, report } = osrFiles(source, frSource);
      expect(data === text('./osr.json')).toBe(true);
      expect(report === text('./osr.report.json')).toBe(true);
    },
  );
});
