/**
 * The open B/X bestiary, every entry (the quick run checks a sample of 50: osr.test.ts):
 * - held to the OSE tables its own hit dice give (HP, THAC0, XP, saves, movement:
 *   osr-checks-test-fixtures.ts); where the copy prints otherwise, the list is osr.disagreements.json,
 *   compared whole (`npx vitest run --project slow -u` rewrites it, for a reviewer to read in the diff);
 * - its Section 15 notice (shared/legal) is the source's own licence page's, word for word (the page
 *   is kept in shared/legal/sources). The byte-for-byte rebuild needs the sources (not kept here):
 *   `node scripts/bestiary/osr.mjs --check --ose <git copy> --fr <git copy>` (docs/library.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { oseSection15 } from '../../../scripts/bestiary/osr-build.mjs';
import { SECTION_15_NOTICES } from '../../legal/open-game-license';
import { decodeOpenBestiary } from './format';
import { oseTableDisagreements } from './osr-checks-test-fixtures';

const text = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const bestiary = decodeOpenBestiary(JSON.parse(text('./osr.json')));
const creatures = bestiary?.creatures ?? [];

describe('the open B/X bestiary, all of it', () => {
  it('every entry’s HP, THAC0, XP, saves and movement agree with the OSE tables, or are in the list', async () => {
    const all: Record<string, string[]> = {};
    for (const c of [...creatures].sort((a, b) => (a.slug < b.slug ? -1 : 1))) {
      const d = oseTableDisagreements(c);
      if (d.length > 0) all[c.slug] = d;
    }
    await expect(`${JSON.stringify(all, null, 1)}\n`).toMatchFileSnapshot('./osr.disagreements.json');
  });

  it('its Section 15 notice is the OSE SRD’s own, word for word', () => {
    const page = readFileSync(new URL('../../legal/sources/ose-OGL.md', import.meta.url), 'utf8');
    const lines = oseSection15(page).filter((l) => !/^Open Game License v/.test(l));
    const notice = SECTION_15_NOTICES.find((n) =>
      n.source.startsWith('B/X (Old-School Essentials SRD)'),
    )?.notice;
    expect(notice?.split('\n')).toEqual(lines);
  });
});
