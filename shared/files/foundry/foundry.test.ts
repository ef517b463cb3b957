import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { libraryToFileText } from '../library-file';
import { readParaventFile } from '../read-file';
import type { LibraryEntry } from '../library-schema';
import { foreignFormatOf, importForeign } from '../foreign';
import { importFoundry } from './foundry';

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../fixtures/foundry', name), 'utf8');

function entries(name: string): { entries: LibraryEntry[]; read: string[]; left: string[] } {
  const r = importFoundry(fixture(name));
  if (!r.ok || r.kind !== 'library') throw new Error(r.ok ? 'not a library' : r.message);
  // Whatever is imported is a library file Paravent writes and reads back.
  expect(readParaventFile(libraryToFileText(r.library)).ok).toBe(true);
  return { entries: r.library.entries, read: r.report.read, left: r.report.left };
}

describe('Foundry VTT actor import, by system', () => {
  it.each([
    // [file, system, kind, figures Paravent uses]
    [
      'pf1-goblin.json',
      'pf1',
      'creature',
      {
        hpMax: 19,
        initiativeModifier: 6,
        defences: { ac: 16, touchAc: 13, flatFootedAc: 14, cmd: 13 },
        fighter: { bab: 2, str: 11, dex: 15, con: 12, size: 'small' },
        saves: 'Vig +3, Réf +5, Vol +0',
        cr: '1',
        xp: 400,
      },
    ],
    [
      'pf1-fighter.json',
      'pf1',
      'pc',
      {
        hpMax: 31,
        initiativeModifier: 2,
        defences: { ac: 12, touchAc: 12, flatFootedAc: 10 },
        fighter: { str: 17, dex: 14, con: 14, size: 'medium' },
        party: { hpCurrent: 24, nonlethal: 2 },
        level: 3,
      },
    ],
    [
      'd35e-ogre.json',
      'dnd35',
      'creature',
      {
        hpMax: 29,
        initiativeModifier: -1,
        defences: { ac: 16, touchAc: 8, flatFootedAc: 16 },
        fighter: { bab: 3, str: 21, dex: 8, con: 15, size: 'large' },
      },
    ],
    [
      'sfrpg-soldier.json',
      'sf1',
      'pc',
      {
        hpMax: 14,
        initiativeModifier: 3,
        defences: { kac: 17, eac: 15 },
        fighter: { bab: 1, str: 12, dex: 16, size: 'medium' },
        party: { hpCurrent: 11 },
        saves: 'Vig +2, Réf +5, Vol +3',
      },
    ],
    [
      'cof-gobelin.json',
      'co',
      'creature',
      {
        hpMax: 6,
        initiativeScore: 14,
        defences: { def: 13 },
        fighter: { dex: 14, size: 'small' },
        saves: 'FOR -1 DEX +2 CON +0',
      },
    ],
    [
      'ose-hobgoblin.json',
      'osr',
      'creature',
      {
        hpMax: 6,
        initiativeModifier: 0,
        defences: { descendingAc: 6, thac0: 18, morale: 8 },
        hd: '1+1',
        xp: 15,
        saves: 'Mort 12, Baguettes 13, Paralysie 14, Souffle 15, Sorts 16',
      },
    ],
  ] as const)('%s → %s %s with its figures', (file, system, kind, figures) => {
    const { entries: list, read } = entries(file);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ system, kind, ...figures });
    expect(read[1]).toMatch(/^Repris : nom, PV/);
  });

  it('says what it worked out and what it kept in the notes', () => {
    const fighter = entries('pf1-fighter.json');
    expect(fighter.left.join('\n')).toContain(
      'Valeros : CA et initiative calculées d’après les caractéristiques (l’export ne les contient pas) — à vérifier.',
    );
    expect(fighter.entries[0].notes).toBe('Garde l’étendard du capitaine.');
    const goblin = entries('pf1-goblin.json');
    expect(goblin.entries[0].notes).toContain('DR 5/cold iron');
    expect(goblin.left.join('\n')).toContain(
      'Goblin Warchanter : DR 5/cold iron et Resist fire 5 — gardés dans ses notes',
    );
    const navasi = entries('sfrpg-soldier.json');
    expect(navasi.entries[0].notes).toContain('PE 9/12 · PP 3/4');
    expect(navasi.left.at(-1)).toBe('Non repris : objets, sorts, compétences et effets actifs.');
  });

  it('reads a list of actors, leaving aside what is neither a character nor a creature', () => {
    const { entries: list, left, read } = entries('cof-party.json');
    expect(list.map((e) => [e.name, e.kind, e.initiativeScore, e.party?.hpCurrent])).toEqual([
      ['Alia', 'pc', 16, 9],
    ]);
    expect(left[0]).toBe(
      '« Loot du donjon » (loot) n’est ni un personnage ni une créature : laissé de côté.',
    );
    expect(read[0]).toBe('Bibliothèque : 1 membre du groupe, 0 créature du bestiaire.');
  });

  it('is found among imports by its content, not its extension', () => {
    expect(foreignFormatOf(fixture('ose-hobgoblin.json'))).toBe('foundry');
    expect(foreignFormatOf('{"Combatants":[]}')).toBeNull();
    const r = importForeign('foundry', fixture('d35e-ogre.json'), {
      system: 'co',
      encounterId: 'x',
      seed: 1,
    });
    expect(r.ok && r.kind === 'library' && r.library.entries[0].system).toBe('dnd35');
  });
});

describe('Foundry VTT actor import: refused clearly', () => {
  const refused = (text: string) => {
    const r = importFoundry(text);
    if (r.ok) throw new Error('accepted');
    return r.message;
  };

  it.each([
    [
      'a 5e actor',
      () => fixture('dnd5e-goblin.json'),
      /système « dnd5e » : Paravent lit les acteurs pf1, D35E, sfrpg, cof/,
    ],
    [
      'an actor that names no system',
      () => '{"name":"X","type":"npc","system":{}}',
      /ne dit pas de quel système/,
    ],
    [
      'actors of two systems',
      () => `[${fixture('pf1-goblin.json')},${fixture('ose-hobgoblin.json')}]`,
      /systèmes différents/,
    ],
    ['not an actor', () => '{"name":"Carte","type":"scene"}', /n’est pas un acteur exporté de Foundry VTT/],
    [
      'a 50 MB export',
      () => `[${'{"name":"x","type":"npc","system":{}},'.repeat(1_400_000)}1]`,
      /Fichier trop volumineux/,
    ],
    ['broken JSON', () => '{"name":', /JSON est invalide/],
  ])('%s', (_what, text, message) => {
    expect(refused(text())).toMatch(message);
  });

  it('never throws, and what it accepts is a library the reader reads back (fast-check)', () => {
    const value = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.string({ maxLength: 8 }),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('pf1', 'D35E', 'sfrpg', 'cof', 'ose'),
        fc.constantFrom('character', 'npc', 'monster', 'encounter', 'npc2'),
        fc.string({ maxLength: 300 }),
        fc.dictionary(
          fc.constantFrom('hp', 'attributes', 'abilities', 'stats', 'ac', 'thac0'),
          fc.jsonValue(),
        ),
        value,
        (systemId, type, name, data, hp) => {
          const actor = { name, type, system: { ...data, hp: { value: hp, max: hp } }, _stats: { systemId } };
          const r = importFoundry(JSON.stringify(actor));
          if (r.ok && r.kind === 'library')
            expect(readParaventFile(libraryToFileText(r.library)).ok).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
