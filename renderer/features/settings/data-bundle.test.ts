import { describe, expect, it } from 'vitest';
import { readParaventFile } from '../../../shared/files';
import { bundleToText, isBundleText, readBundle } from './data-bundle';
import encounterText from '../../../shared/files/fixtures/encounter-v1.paravent.json?raw';
import libraryText from '../../../shared/files/fixtures/library-v1.paravent.json?raw';

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
    expect(isBundleText(text)).toBe(true);
    const read = readBundle(text);
    expect(read).toMatchObject({ ok: true, refused: 0 });
    if (!read.ok) return;
    expect(read.encounters.map((e) => e.name)).toEqual([encounter.name, 'Autre']);
    expect(read.encounters[0].combatants).toEqual(encounter.combatants);
    expect(read.library?.entries).toEqual(library.entries);
  });

  it('counts a damaged fight as refused and keeps the others', () => {
    const value = JSON.parse(bundleToText([encounter], library, 'x')) as { encounters: unknown[] };
    value.encounters.push({ format: 'paravent/encounter', version: 1, encounter: { nonsense: true } });
    const read = readBundle(JSON.stringify(value));
    expect(read).toMatchObject({ ok: true, refused: 1 });
    if (read.ok) expect(read.encounters).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{oops', 'notJson'],
    ['a single fight file', encounterText, 'notBundle'],
    ['null', 'null', 'notBundle'],
  ])('refuses %s with a reason', (_case, text, reason) => {
    expect(readBundle(text)).toEqual({ ok: false, reason });
  });
});
