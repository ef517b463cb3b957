/**
 * The open PF1 bestiary, every entry (the quick run checks a sample of 50: pf1.test.ts):
 * - held to what the rules compute from its own printed figures (HP from the hit dice, touch and
 *   flat-footed AC, CMB/CMD, XP by CR); where the PRD's print disagrees, the list is
 *   pf1.disagreements.json, compared whole (`npx vitest run --project slow -u` rewrites it, for a
 *   reviewer to read in the diff);
 * - its Section 15 notices (shared/legal) are the PRD's and the French wiki's own, word for word,
 *   read from the two licence pages kept in shared/legal/sources (repository and commit in its
 *   README).
 * That every figure, name and word of pf1.json is what scripts/bestiary/pf1.mjs derives from the
 * 30 MB of sources (not in this repository) is checked by `node scripts/bestiary/pf1.mjs --check
 * --prd … --fr …` (docs/library.md, « Open bestiaries »).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frWikiSection15 } from '../../../scripts/bestiary/pf1-fr.mjs';
import { prdSection15 } from '../../../scripts/bestiary/pf1-prd.mjs';
import { SECTION_15_NOTICES } from '../../legal/open-game-license';
import { PRD_SECTION_15 } from '../../legal/prd-section-15';
import { formulaDisagreements } from './checks-test-fixtures';
import { decodeOpenBestiary } from './format';

const text = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const bestiary = decodeOpenBestiary(JSON.parse(text('./pf1.json')));
const creatures = bestiary?.creatures ?? [];

const source = (name: string) =>
  readFileSync(new URL(`../../legal/sources/${name}`, import.meta.url), 'utf8');

describe('the open PF1 bestiary, all of it', () => {
  it('every entry’s HP, AC, CMB/CMD and XP agree with the rules, or are in the list', async () => {
    const all: Record<string, string[]> = {};
    for (const c of [...creatures].sort((a, b) => (a.slug < b.slug ? -1 : 1))) {
      const d = formulaDisagreements(c);
      if (d.length > 0) all[c.slug] = d;
    }
    await expect(`${JSON.stringify(all, null, 1)}\n`).toMatchFileSnapshot('./pf1.disagreements.json');
  });

  it('its Section 15 notices are the sources’ own, word for word', () => {
    const prd = prdSection15(source('prd-openGameLicense.html')).filter(
      (l) => !/^Open Game License v/.test(l) && !/^Pathfinder Roleplaying Game Core Rulebook\./.test(l),
    );
    expect(PRD_SECTION_15).toEqual(prd);
    const fr = frWikiSection15(source('pathfinder-fr-OGL.txt')).filter(
      (l) => !/^Open Game License v/.test(l),
    );
    const notice = SECTION_15_NOTICES.find((n) => n.source.startsWith('pathfinder-fr.org'))?.notice;
    expect(notice?.split('\n')).toEqual(fr);
  });
});
