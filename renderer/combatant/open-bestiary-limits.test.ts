/**
 * « Whatever Paravent accepts, it keeps » (issue 24), for the open bestiaries (issue 31): every
 * creature of every open bestiary, in either language, passes the entry form's limits (« Modifier une
 * copie » saves it as it is: FIGHTER_LIMITS, NUMBER_RANGES.statBonus…) and the library file's (saved
 * in a `paravent/library` file, read back with nothing cut or clamped, its figures the same). The
 * SRD's epic creatures are the edge: the devastation centipede's BAB +96, the devastation beetle's
 * bite at +104.
 */
import { describe, expect, it } from 'vitest';
import { loadOpenBestiary, openBestiarySystems, type OpenCreature } from '../../shared/bestiary/open';
import { libraryToFileText, readParaventFile } from '../../shared/files';
import { NUMBER_RANGES } from '../../shared/limits';
import type { LibraryRow } from '../db';
import { libraryOfRows } from '../db/library-file';
import { rowOfValues, validateEntry, valuesOfRow } from '../features/library/entry-form';
import { openRow } from '../features/library/open-row';
import { FIGHTER_LIMITS } from './fighter-fields';

const LANGUAGES = ['fr', 'en'] as const;

const bestiaries = await Promise.all(
  openBestiarySystems().map(async (system) => ({
    system,
    creatures: (await loadOpenBestiary(system))?.creatures ?? [],
  })),
);
const cases = bestiaries.flatMap((b) => LANGUAGES.map((language) => ({ ...b, language })));

/** A creature's copy as « Modifier une copie » saves it, the form's fields unchanged. */
function savedCopy(row: LibraryRow, i: number): LibraryRow {
  return rowOfValues(valuesOfRow(row), row, `${row.system}:bestiary:copy-${i}`, 0);
}

describe('every open creature is editable and savable', () => {
  it('there are open bestiaries to check (PF1, D&D 3.5 and B/X at least)', () => {
    expect(bestiaries.map((b) => b.system)).toEqual(expect.arrayContaining(['pf1', 'dnd35', 'osr']));
    for (const b of bestiaries) expect(b.creatures.length).toBeGreaterThan(200);
  });

  it.each(cases.map((c) => [c.system, c.language, c] as const))(
    '%s in %s: the entry form finds nothing to refuse',
    (system, language, { creatures }) => {
      const refused = creatures.flatMap((c) => {
        const errors = validateEntry(valuesOfRow(openRow(system, c, language)));
        return Object.keys(errors).length > 0 ? [`${c.slug}: ${JSON.stringify(errors)}`] : [];
      });
      expect(refused).toEqual([]);
    },
  );

  it.each(cases.map((c) => [c.system, c.language, c] as const))(
    '%s in %s: saved in a library file, read back whole, nothing cut or clamped',
    (system, language, { creatures }) => {
      const rows = creatures.map((c, i) => savedCopy(openRow(system, c, language), i));
      const read = readParaventFile(libraryToFileText(libraryOfRows(rows, 'Bestiaire ouvert')), 'library');
      expect(read.ok).toBe(true);
      if (!read.ok || read.kind !== 'library') return;
      expect(read.repairs).toEqual([]);
      const entries = read.library.entries;
      expect(entries).toHaveLength(creatures.length);
      const differ = rows.flatMap((r, i) => {
        const e = entries[i];
        const same =
          e?.name === r.name &&
          e.hpMax === r.combatant.hpMax &&
          e.fighter?.bab === r.combatant.fighter?.bab &&
          JSON.stringify(e.attacks ?? []) === JSON.stringify(r.stats?.attacks ?? []);
        return same ? [] : [r.name];
      });
      expect(differ).toEqual([]);
    },
  );
});

describe('the limits hold the open data, with the rules in mind', () => {
  const all = bestiaries.flatMap((b) => b.creatures);
  const most = (of: (c: OpenCreature) => number[]) => Math.max(...all.flatMap(of));
  const least = (of: (c: OpenCreature) => number[]) => Math.min(...all.flatMap(of));
  const babs = (c: OpenCreature) => (c.bab === undefined ? [] : [c.bab]);
  const bonuses = (c: OpenCreature) => c.attacks.flatMap(([, b]) => (b === null ? [] : [b]));

  it.each([
    ['BAB', babs, FIGHTER_LIMITS.bab],
    ['attack bonus', bonuses, [NUMBER_RANGES.statBonus.min, NUMBER_RANGES.statBonus.max]],
  ] as const)('%s: the open data within the form’s range', (_, of, [min, max]) => {
    expect(most(of)).toBeLessThanOrEqual(max);
    expect(least(of)).toBeGreaterThanOrEqual(min);
  });

  it('the epic edge: BAB +96 and a bite at +104 are the SRD’s and are kept', () => {
    const dnd35 = bestiaries.find((b) => b.system === 'dnd35')?.creatures ?? [];
    const bySlug = (slug: string) => dnd35.find((c) => c.slug === slug);
    expect(bySlug('devastation-centipede')?.bab).toBe(96);
    expect(bySlug('devastation-beetle')?.attacks[0]?.[1]).toBe(104);
    expect(most(babs)).toBe(96);
    expect(most(bonuses)).toBe(104);
    // A file's BAB and the form's agree: what the form accepts, a fight and a file keep.
    expect(FIGHTER_LIMITS.bab[1]).toBeLessThanOrEqual(NUMBER_RANGES.attackBonus.max);
  });

  it('one past the limits is still refused by the form, saying the range', () => {
    const centipede = bestiaries
      .find((b) => b.system === 'dnd35')
      ?.creatures.find((c) => c.slug === 'devastation-centipede');
    if (!centipede) throw new Error('no devastation centipede');
    const values = valuesOfRow(openRow('dnd35', centipede, 'fr'));
    expect(validateEntry({ ...values, bab: '101' })).toEqual({
      bab: { key: 'fighter.range', values: { kind: 'range', min: -5, max: 100 } },
    });
    expect(validateEntry({ ...values, atkBonus0: '201' })).toEqual({
      atkBonus0: { key: 'limits.integerRange', values: { min: -100, max: 200 } },
    });
  });
});
