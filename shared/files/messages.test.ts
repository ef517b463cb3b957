import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importImprovedInitiative } from './improved-initiative';
import { CURRENT_VERSION } from './limits';
import { FILE_MESSAGES, setFileLanguage } from './messages';
import { readParaventFile } from './read-file';

const ENCOUNTER = readFileSync(join(import.meta.dirname, 'fixtures', 'encounter-v3.paravent.json'), 'utf8');

type Fixture = { encounter: Record<string, unknown> & { combatants: Record<string, unknown>[] } };

/** The encounter fixture with one change. */
function changed(patch: (o: Fixture) => void): string {
  const o = JSON.parse(ENCOUNTER) as Fixture;
  patch(o);
  return JSON.stringify(o);
}

/** The interface's language, as the renderer passes it in. */
function interfaceIn(lang: 'fr' | 'en'): void {
  setFileLanguage(lang);
}

/** What gives French away: its accents and quotes, the space before a colon, its words. */
const FRENCH = /[éèêàùçôî«»]|\s:|\b(fichier|attendu|reçu|combattant|ordre|tour en cours|rencontre)\b/i;

const REFUSED: [string, unknown][] = [
  ['empty', '   '],
  ['not JSON', '{"format": "paravent/enc'],
  ['not an object', '[1, 2]'],
  ['no format', '{"version": 2}'],
  ['unknown format', '{"format": "autre", "version": 2}'],
  ['newer version', JSON.stringify({ format: 'paravent/encounter', version: CURRENT_VERSION + 1 })],
  ['no body', JSON.stringify({ format: 'paravent/encounter', version: CURRENT_VERSION })],
  ['a word for a number', changed((o) => (o.encounter.combatants[0].hp = { max: 'douze', current: 3 }))],
  [
    'unknown condition',
    changed(
      (o) => ((o.encounter.effects as { what: unknown }[])[0].what = { kind: 'condition', conditionId: 'x' }),
    ),
  ],
  ['unknown side', changed((o) => (o.encounter.combatants[0].side = 'neutre'))],
  [
    'unknown surprise id',
    changed((o) => (o.encounter.surprise = { isSurpriseRound: false, aware: ['c-99'] })),
  ],
  ['duplicate id', changed((o) => (o.encounter.combatants[1].id = o.encounter.combatants[0].id))],
];

describe('file messages follow the interface’s language', () => {
  afterEach(() => setFileLanguage('fr'));

  it.each(REFUSED)(
    'a refused file (%s) is told in English, with no French, in an English interface',
    (_, text) => {
      interfaceIn('en');
      const read = readParaventFile(text, 'encounter');
      if (read.ok) throw new Error('accepted');
      expect(read.message).not.toMatch(FRENCH);
      for (const line of read.details) expect(line).not.toMatch(FRENCH);
    },
  );

  it.each(REFUSED)('the same file (%s) is told in French in a French interface', (_, text) => {
    interfaceIn('fr');
    const read = readParaventFile(text, 'encounter');
    if (read.ok) throw new Error('accepted');
    expect(read.message).toMatch(FRENCH);
  });

  it('names the field by the file’s own keys in English', () => {
    interfaceIn('en');
    const read = readParaventFile(REFUSED[7][1], 'encounter');
    if (read.ok) throw new Error('accepted');
    expect(read.message).toBe('Invalid file — combatants[0].hp.max: number expected (received: "douze")');
  });

  it('a repaired file lists its repairs in English', () => {
    interfaceIn('en');
    const text = changed((o) => {
      o.encounter.order = ['aldric', 'c-99'];
      o.encounter.current = 'c-99';
      o.encounter.seq = 1;
    });
    const read = readParaventFile(text, 'encounter');
    if (!read.ok || read.kind !== 'encounter') throw new Error('refused');
    expect(read.repairs).toEqual([
      'seq: 1 → 5 (ids already taken up to 4)',
      'order: did not follow the initiative, rebuilt',
      expect.stringMatching(/^current turn: “c-99” not in the order, given to \S/),
    ]);
    for (const line of read.repairs) expect(line).not.toMatch(FRENCH);
  });

  it('an Improved Initiative file that is not one is told in English', () => {
    interfaceIn('en');
    const read = importImprovedInitiative('{"nothing": true}', { system: 'pf1', encounterId: 'e', seed: 1 });
    expect(read.ok ? '' : read.message).toBe(FILE_MESSAGES.notImprovedInitiative);
    expect(FILE_MESSAGES.notImprovedInitiative).toMatch(/^This file does not look like/);
  });

  it('speaks French where there is no page (main, tests without a DOM)', () => {
    expect(FILE_MESSAGES.empty).toBe('Le fichier est vide ou illisible.');
  });
});
