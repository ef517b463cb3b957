import { describe, expect, it } from 'vitest';
import { getSystem, SYSTEM_IDS } from '../../../shared/rules';
import { ReferenceIndex, referenceDocuments } from './search';

const index = new ReferenceIndex();

function first(query: string, system?: (typeof SYSTEM_IDS)[number]) {
  return index.search(query, { system })[0]?.doc;
}

describe('reference search', () => {
  it('indexes every table, every row, every condition and every summary of every system', () => {
    const docs = referenceDocuments();
    for (const id of SYSTEM_IDS) {
      const def = getSystem(id);
      const rows = def.tables.reduce((n, t) => n + t.rows.length, 0);
      const count = docs.filter((d) => d.system === id).length;
      expect(count).toBe(def.tables.length + rows + def.conditions.length + def.summaries.length);
    }
  });

  it.each([
    ['abri', 'dnd35'],
    ['abri', 'pf1'],
    ['cover', 'pf1'],
  ] as const)('"%s" in %s finds the cover table first', (query, system) => {
    const doc = first(query, system);
    expect(doc?.system).toBe(system);
    expect(doc?.kind).toBe('table');
    expect(doc?.targetId).toMatch(/cover/);
  });

  it.each(['tenaille', 'prise en tenaille', 'flanking', 'TENAILLE', 'prise en tenai'])(
    '"%s" finds flanking',
    (query) => {
      const hits = index.search(query, { system: 'dnd35' }).slice(0, 3);
      expect(hits.length).toBeGreaterThan(0);
      expect(
        hits.some((h) => /flank|tenaille/i.test(`${h.doc.targetId} ${h.doc.title.fr} ${h.doc.title.en}`)),
      ).toBe(true);
    },
  );

  it.each(['à terre', 'a terre', 'A TERRE', 'prone'])('"%s" finds the prone condition', (query) => {
    const hits = index.search(query, { system: 'pf1' }).slice(0, 3);
    expect(
      hits.some((h) => h.doc.kind === 'condition' && h.doc.targetId === 'prone' && h.doc.system === 'pf1'),
    ).toBe(true);
  });

  it('"DMD" finds what speaks of CMD in Pathfinder', () => {
    const hits = index.search('DMD', { system: 'pf1' });
    expect(hits[0]?.doc.system).toBe('pf1');
    expect(
      hits.slice(0, 5).some((h) => /cmd|dmd/i.test(`${h.doc.title.fr} ${h.doc.title.en} ${h.doc.text}`)),
    ).toBe(true);
  });

  it('finds results while the last word is still being typed', () => {
    expect(index.search('abr', { system: 'dnd35' }).some((h) => /cover/.test(h.doc.targetId))).toBe(true);
  });

  it('returns nothing for an empty or stop-word-only query, and never throws on odd input', () => {
    expect(index.search('')).toEqual([]);
    expect(index.search('  de la ')).toEqual([]);
    expect(() => index.search('*** (( ?? \\ ')).not.toThrow();
  });

  it('searches the first 200 characters and 8 words of whatever was pasted (issue 24)', () => {
    const pasted = `abri ${'ã'.repeat(100_000)} ${'tenaille '.repeat(20_000)}`;
    expect(index.search(pasted, { system: 'dnd35' })).toEqual(
      index.search(pasted.slice(0, 200), { system: 'dnd35' }),
    );
    const words = 'abri contre attaque distance tenaille charge prone aveuglé étourdi';
    expect(index.search(words)).toEqual(index.search(words.split(' ').slice(0, 8).join(' ')));
    // A long word is matched as it is, never with a typo distance that grows with it.
    expect(index.search('x'.repeat(200))).toEqual([]);
  });
});
