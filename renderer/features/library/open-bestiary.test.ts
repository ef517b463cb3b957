/**
 * The open PF1 bestiary as Library rows (open-bestiary.ts): read-only rows of ids `open:pf1:<slug>`,
 * found by the Library's search among the GM's own entries by their French or English name, their
 * type in either language, accents or not; each one a stat block the entry form and the library file
 * take as they take the GM's (a copy edited keeps what the form does not show).
 */
import { describe, expect, it } from 'vitest';
import { foldText, LibraryIndex } from '../../../shared/library';
import { libraryToFileText, readParaventFile } from '../../../shared/files';
import { libraryOfRows } from '../../db/library-file';
import type { LibraryRow } from '../../db';
import { entrySteps } from './fight-additions';
import { rowOfValues, validateEntry, valuesOfRow } from './entry-form';
import { isOpenRow, openRows } from './open-bestiary';

const rows = await openRows('pf1');
const byName = (name: string) => rows.find((r) => r.name === name);

/** 2,000 entries of the GM's, of every system, as the Library's bench makes them. */
const own: LibraryRow[] = Array.from({ length: 2000 }, (_, i) => ({
  id: `gm:${i}`,
  kind: 'bestiary',
  name: `${['Gobelin', 'Orque', 'Squelette', 'Troll'][i % 4]} ${i}`,
  system: (['dnd35', 'pf1', 'sf1', 'co', 'osr'] as const)[i % 5],
  savedAt: i,
  combatant: { name: 'x', hpMax: 5 },
  stats: { tags: ['mort-vivant'] },
}));

describe('the open PF1 bestiary as rows', () => {
  it('one read-only row per creature, sorted by its French name, loaded once', async () => {
    expect(rows.length).toBeGreaterThan(1400);
    expect(rows.every(isOpenRow)).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    // The script's order: folded names, punctuation as a blank (scripts/bestiary/lib/open-words.mjs).
    const names = rows.map((r) =>
      foldText(r.name)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    );
    expect(names).toEqual([...names].sort());
    expect(await openRows('pf1')).toBe(rows);
    expect(await openRows('co')).toEqual([]);
  });

  it('in English, rows of their own, made once: the same creatures under their English names', async () => {
    const en = await openRows('pf1', 'en');
    expect(await openRows('pf1', 'en')).toBe(en);
    expect(en).toHaveLength(rows.length);
    expect(en.every(isOpenRow)).toBe(true);
    expect(en.find((r) => r.id === 'open:pf1:giant-bee:en')?.name).toBe('Giant Bee');
    expect(byName('Abeille géante')?.id).toBe('open:pf1:giant-bee');
  });

  it('the ogre is the PRD’s: HP 30 (4d8+12), AC 17, greatclub +7, CR 3, its source', () => {
    const ogre = byName('Ogre');
    expect(ogre).toMatchObject({
      id: 'open:pf1:ogre',
      kind: 'bestiary',
      system: 'pf1',
      combatant: {
        name: 'Ogre',
        hpMax: 30,
        initiativeModifier: -1,
        defences: { ac: 17, touchAc: 8, flatFootedAc: 17, cmd: 18 },
        fighter: { size: 'large', bab: 3, str: 21, dex: 8, con: 15 },
      },
      stats: {
        nameEn: 'Ogre',
        hpFormula: '4d8+12',
        attacks: [
          { name: 'Massue', bonus: 7, damage: '2d8+7' },
          { name: 'Javeline', bonus: 1, damage: '1d8+5' },
        ],
        saves: 'Vig +6, Réf +0, Vol +3',
        speed: '9 m (12 m de base)',
        cr: '3',
        xp: 800,
        source: 'PRD › Bestiary › Ogre (bestiary/ogre.html#ogre) ; Bestiaire (VF) p. 230',
      },
    });
    // Three ogres with their average HP: one gesture, the formula for the engine to average.
    expect(entrySteps(ogre!, 3, 'average')).toEqual([
      {
        type: 'group-added',
        combatant: expect.objectContaining({ name: 'Ogre', hpMax: 30 }),
        count: 3,
        hpFormula: '4d8+12',
        hpMode: 'average',
      },
    ]);
  });

  it('grab, trip, DR and regeneration come as the starter bestiary carries them', () => {
    expect(byName('Loup')?.stats?.attacks?.[0]).toMatchObject({
      name: 'Morsure (croc-en-jambe)',
      freeManeuver: 'trip',
    });
    expect(byName('Troll')?.combatant.notes).toContain('régénération 5 (acide ou feu)');
    expect(byName('Dragon rouge adulte')?.combatant.damageDefences).toBe(
      'RD 5/magie ; immunité feu ; vulnérabilité froid',
    );
    const grabbers = rows.filter((r) => r.stats?.attacks?.some((a) => a.freeManeuver === 'grapple'));
    expect(grabbers.length).toBeGreaterThan(100);
  });

  it('found among the GM’s 2,000 entries by French or English name, type, family, accents or not', () => {
    const index = new LibraryIndex([...own, ...rows]);
    const names = (query: string) => index.filter({ query, system: 'pf1' }).map((r) => r.name);
    expect(names('ogre')).toContain('Ogre');
    expect(names('gobelin')).toContain('Gobelin');
    expect(names('goblin')).toContain('Gobelin');
    expect(names('dragon rouge adulte')).toEqual(['Dragon rouge adulte']);
    expect(names('adult red dragon')).toEqual(['Dragon rouge adulte']);
    expect(names('elementaire de la terre de taille g')).toContain('Élémentaire de la Terre de taille G');
    expect(names('angel')).toContain('Déva astral');
    expect(names('mort-vivant').length).toBeGreaterThan(100);
    expect(names('zzz')).toEqual([]);
    // Another system's filter shows none of them.
    expect(index.filter({ query: 'ogre', system: 'dnd35' })).toEqual([]);
  });

  it('every entry goes through the entry form unchanged, a copy keeping its other attacks', () => {
    for (const row of rows) {
      const values = valuesOfRow(row);
      expect(validateEntry(values), row.name).toEqual({});
      const copy = rowOfValues(values, row, 'pf1:bestiary:copie', 1);
      expect(copy.stats?.attacks).toEqual(row.stats?.attacks);
      expect(copy.combatant.hpMax).toBe(row.combatant.hpMax);
    }
    const dragon = byName('Dragon rouge adulte')!;
    expect(dragon.stats?.attacks).toHaveLength(4);
  });

  it('every entry fits in a library file, read back whole', () => {
    const read = readParaventFile(libraryToFileText(libraryOfRows(rows, 'Bestiaire ouvert')), 'library');
    expect(read.ok).toBe(true);
    if (read.ok && read.kind === 'library') expect(read.library.entries).toHaveLength(rows.length);
  });
});
