/**
 * The open PF1 bestiary, every entry (the quick run checks a sample of 50: pf1.test.ts):
 * - held to what the rules compute from its own printed figures (HP from the hit dice, touch and
 *   flat-footed AC, CMB/CMD, XP by CR); where the PRD's print disagrees, the list is
 *   pf1.disagreements.json, compared whole (`npx vitest run --project slow -u` rewrites it, for a
 *   reviewer to read in the diff);
 * - built again by scripts/bestiary/pf1.mjs from the sources when they are at hand — set
 *   PARAVENT_PF1_PRD and PARAVENT_PF1_FR to git copies of Mekkiss/pathfinder1.1 and
 *   pathfinder-fr/pf1-screwturnwiki at the commits pf1.json names — and compared byte for byte:
 *   every figure, name and word of the file is what the script derives from the sources; and the
 *   Section 15 notices (shared/legal) are the PRD's and the French wiki's own, word for word.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pf1Files } from '../../../scripts/bestiary/pf1.mjs';
import { gitCommit, gitTexts } from '../../../scripts/bestiary/lib/git-source.mjs';
import { frWikiSection15 } from '../../../scripts/bestiary/pf1-fr.mjs';
import { prdSection15 } from '../../../scripts/bestiary/pf1-prd.mjs';
import { SECTION_15_NOTICES } from '../../legal/open-game-license';
import { PRD_SECTION_15 } from '../../legal/prd-section-15';
import { formulaDisagreements } from './checks-test-fixtures';
import { decodeOpenBestiary } from './format';

const text = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const bestiary = decodeOpenBestiary(JSON.parse(text('./pf1.json')));
const creatures = bestiary?.creatures ?? [];

const PRD = process.env.PARAVENT_PF1_PRD ?? '';
const FR = process.env.PARAVENT_PF1_FR ?? '';
const SOURCES = PRD !== '' && FR !== '' && existsSync(PRD) && existsSync(FR);

describe('the open PF1 bestiary, all of it', () => {
  it('every entry’s HP, AC, CMB/CMD and XP agree with the rules, or are in the list', async () => {
    const all: Record<string, string[]> = {};
    for (const c of [...creatures].sort((a, b) => (a.slug < b.slug ? -1 : 1))) {
      const d = formulaDisagreements(c);
      if (d.length > 0) all[c.slug] = d;
    }
    await expect(`${JSON.stringify(all, null, 1)}\n`).toMatchFileSnapshot('./pf1.disagreements.json');
  });

  it.skipIf(!SOURCES)('its Section 15 notices are the sources’ own, word for word', () => {
    const [prdPage] = gitTexts(PRD, ['paizo.com/pathfinderRPG/prd/openGameLicense.html']).values();
    const prd = prdSection15(prdPage ?? '').filter(
      (l) => !/^Open Game License v/.test(l) && !/^Pathfinder Roleplaying Game Core Rulebook\./.test(l),
    );
    expect(PRD_SECTION_15).toEqual(prd);
    const [frPage] = gitTexts(FR, ['OGL.txt']).values();
    const fr = frWikiSection15(frPage ?? '').filter((l) => !/^Open Game License v/.test(l));
    const notice = SECTION_15_NOTICES.find((n) => n.source.startsWith('pathfinder-fr.org'))?.notice;
    expect(notice?.split('\n')).toEqual(fr);
  });

  it.skipIf(!SOURCES)(
    'is what the script builds from the sources (PARAVENT_PF1_PRD, PARAVENT_PF1_FR)',
    () => {
      const recorded = bestiary?.sources ?? [];
      expect([gitCommit(PRD), gitCommit(FR)]).toEqual(recorded.map((s) => s.commit));
      const { data, report } = pf1Files(PRD, FR);
      expect(data).toBe(text('./pf1.json'));
      expect(report).toBe(text('./pf1.report.json'));
    },
  );
});
