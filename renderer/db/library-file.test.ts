/** A Library with stat blocks and a wounded party goes to a file and comes back the same (issue 16). */
import { describe, expect, it } from 'vitest';
import { libraryToFileText, readParaventFile } from '../../shared/files';
import type { LibraryRow } from './database';
import { starterRow } from '../features/library/starter';
import { STARTER_BESTIARY } from '../../shared/bestiary';
import { libraryOfRows, rowsOfLibrary } from './library-file';

const aldric: LibraryRow = {
  id: 'dnd35:party:Aldric',
  kind: 'party',
  name: 'Aldric',
  system: 'dnd35',
  savedAt: 1,
  combatant: {
    name: 'Aldric',
    side: 'pc',
    hpMax: 24,
    initiativeModifier: 2,
    defences: { ac: 17 },
    fighter: {},
  },
  stats: {
    tags: ['guerrier'],
    level: 3,
    attacks: [{ name: 'Épée longue', bonus: 6, damage: '1d8+3', crit: '19-20/×2' }],
  },
  party: {
    hpCurrent: 11,
    nonlethal: 3,
    resources: '1 potion',
    conditions: [
      { what: { kind: 'condition', conditionId: 'shaken' }, label: 'Secoué', minutes: 2 },
      { what: { kind: 'custom', name: 'Malédiction', modifiers: [] }, label: 'Malédiction', minutes: null },
    ],
  },
};

describe('library file with stat blocks and party state', () => {
  it('export, import, export again: the same text, the same rows', () => {
    const goblin = starterRow('dnd35', STARTER_BESTIARY.dnd35[0], 1);
    const text = libraryToFileText(libraryOfRows([aldric, goblin], 'Campagne'));
    const read = readParaventFile(text, 'library');
    expect(read.ok && read.kind).toBe('library');
    if (!read.ok || read.kind !== 'library') return;
    const rows = rowsOfLibrary(read.library, 'dnd35', 1);
    expect(rows[0].party).toEqual(aldric.party);
    expect(rows[0].stats).toMatchObject({ level: 3, tags: ['guerrier'], attacks: aldric.stats?.attacks });
    expect(rows[1].stats).toMatchObject({ hpFormula: '1d8+1', nameEn: 'Goblin', cr: '1/3' });
    const again = libraryOfRows(rows, 'Campagne').entries.map(({ id: _, ...rest }) => rest);
    expect(again).toEqual(
      libraryOfRows([aldric, goblin], 'Campagne').entries.map(({ id: _, ...rest }) => rest),
    );
  });
  it('a bad party state is refused with a message and nothing is read', () => {
    const file = JSON.parse(libraryToFileText(libraryOfRows([aldric], 'x'))) as {
      library: { entries: { party: { hpCurrent: unknown } }[] };
    };
    file.library.entries[0].party.hpCurrent = 'onze';
    const read = readParaventFile(JSON.stringify(file), 'library');
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/entrées\[0\]\.party\.hpCurrent/);
  });
});
