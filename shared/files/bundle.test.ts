import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleToText, readBundle } from './bundle';
import { readParaventFile } from './read-file';

const fixtureText = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const encounterText = fixtureText('encounter-v1.paravent.json');
const libraryText = fixtureText('library-v1.paravent.json');

function fixture(text: string) {
  const read = readParaventFile(text);
  if (!read.ok) throw new Error(read.message);
  return read;
}

describe('the one-file export (Réglages › Données)', () => {
  const encounterRead = fixture(encounterText);
  const libraryRead = fixture(libraryText);
  if (encounterRead.kind !== 'encounter' || libraryRead.kind !== 'library') throw new Error('fixtures');
  const encounter = encounterRead.encounter;
  const library = libraryRead.library;

  it('gives back every fight and the library it was made of', () => {
    const text = bundleToText(
      [encounter, { ...encounter, id: 'other', name: 'Autre' }],
      library,
      '2026-11-23T20:00:00.000Z',
    );
    const read = readBundle(text);
    expect(read).toMatchObject({ ok: true, refused: [] });
    if (!read.ok) return;
    expect(read.encounters.map((e) => e.name)).toEqual([encounter.name, 'Autre']);
    expect(read.encounters[0].combatants).toEqual(encounter.combatants);
    expect(read.library?.entries).toEqual(library.entries);
  });

  it('lists a damaged fight as refused, with the reader’s words, and keeps the others', () => {
    const value = JSON.parse(bundleToText([encounter], library, 'x')) as { encounters: unknown[] };
    value.encounters.push({ format: 'paravent/encounter', version: 1, encounter: { nonsense: true } });
    const read = readBundle(JSON.stringify(value));
    expect(read.ok && read.refused).toHaveLength(1);
    if (read.ok) {
      expect(read.refused[0]).toMatch(/^Fichier invalide — /);
      expect(read.encounters).toHaveLength(1);
    }
  });

  it.each([
    ['not JSON', '{oops', 'notJson'],
    ['a single fight file', encounterText, 'notBundle'],
    ['null', 'null', 'notBundle'],
    ['no version', '{"format":"paravent/bundle"}', 'badVersion'],
  ])('refuses %s with a reason', (_case, text, reason) => {
    expect(readBundle(text)).toEqual({ ok: false, reason });
  });

  it('refuses a bundle from a newer Paravent whole — its own version, or a fight’s or the library’s', () => {
    const value = JSON.parse(bundleToText([encounter], library, 'x')) as Record<string, unknown>;
    expect(readBundle(JSON.stringify({ ...value, version: 999 }))).toEqual({
      ok: false,
      reason: 'newerVersion',
      version: 999,
    });
    const inner = JSON.parse(JSON.stringify(value)) as { encounters: { version: number }[] };
    inner.encounters[0].version = 7;
    expect(readBundle(JSON.stringify(inner))).toEqual({ ok: false, reason: 'newerVersion', version: 7 });
  });
});
