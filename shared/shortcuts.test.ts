/** Rebound shortcuts read within the limits (issue 27): hostile input trimmed with a line, never a crash. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNT_LIMITS } from './limits';
import { keyRefusal, normalizeKey, readShortcutRecord, readShortcuts } from './shortcuts';
import { bundleToText, readBundle } from './files/bundle';

const KNOWN = new Map<string, string | undefined>([
  ['tracker.next-turn', 'n'],
  ['tracker.delay', 'd'],
  ['tracker.ongoing', 'o'],
  ['file.backups', undefined],
]);

describe('normalizeKey', () => {
  it.each([
    ['shift+d', 'shift+D'],
    ['Shift+Mod+k', 'mod+shift+K'],
    ['O', 'o'],
    ['alt+r', 'alt+R'],
    ['f2', 'F2'],
    ['shift+?', 'shift+?'],
    ['ctrl++', 'ctrl++'],
  ])('%s → %s', (key, normal) => expect(normalizeKey(key)).toBe(normal));

  it.each(['', 'shift+', 'hyper+K', 'shift+shift+K', 'mod+KK', ' ', 'x'.repeat(5000), 'mod+space bar'])(
    'refuses « %s »',
    (key) => expect(normalizeKey(key)).toBeNull(),
  );
});

describe('keyRefusal', () => {
  it('keeps the keys the browser, the system and the rows own', () => {
    expect(keyRefusal('mod+W')).toBe('reserved');
    expect(keyRefusal('F5')).toBe('reserved');
    expect(keyRefusal('mod+V')).toBe('reserved');
    expect(keyRefusal('3')).toBe('rows');
    expect(keyRefusal('-')).toBe('rows');
    expect(keyRefusal('shift+G')).toBeNull();
  });
});

describe('readShortcuts', () => {
  it('keeps a rebound key, drops a key back on its default', () => {
    expect(readShortcuts({ 'tracker.delay': 'shift+G', 'tracker.next-turn': 'N' }, KNOWN)).toEqual({
      bindings: { 'tracker.delay': 'shift+G' },
      dropped: [],
    });
  });

  it('refuses a key another command has, naming it', () => {
    const read = readShortcuts({ 'tracker.delay': 'o' }, KNOWN);
    expect(read.bindings).toEqual({});
    expect(read.dropped).toEqual(['raccourci « tracker.delay » : o est déjà à « tracker.ongoing »']);
    // Swapped keys are no conflict.
    expect(readShortcuts({ 'tracker.delay': 'o', 'tracker.ongoing': 'd' }, KNOWN).bindings).toEqual({
      'tracker.delay': 'o',
      'tracker.ongoing': 'd',
    });
  });

  it('a hostile file: 10,000 bindings, an unknown command, a key of 5,000 characters — trimmed, said', () => {
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`x${i}`, 'shift+G']));
    const read = readShortcuts(many, KNOWN);
    expect(read.bindings).toEqual({});
    expect(read.dropped[0]).toBe(`raccourcis : ${10_000 - COUNT_LIMITS.shortcuts} au-delà de 200 ignorés`);
    expect(read.dropped).toHaveLength(1 + COUNT_LIMITS.shortcuts);
    expect(readShortcuts({ 'app.nothing': 'shift+G' }, KNOWN).dropped).toEqual([
      'raccourci « app.nothing » : commande inconnue',
    ]);
    expect(readShortcuts({ 'tracker.delay': 'K'.repeat(5000) }, KNOWN)).toEqual({
      bindings: {},
      dropped: ['raccourci « tracker.delay » : touche refusée'],
    });
    expect(readShortcuts('mod+K', KNOWN).dropped).toHaveLength(1);
    expect(readShortcuts([1, 2], KNOWN).dropped).toHaveLength(1);
  });

  it('never throws, never keeps what it would refuse, and is stable once read', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const read = readShortcuts(value, KNOWN);
        expect(Object.keys(read.bindings).length).toBeLessThanOrEqual(COUNT_LIMITS.shortcuts);
        for (const key of Object.values(read.bindings)) expect(keyRefusal(key)).toBeNull();
        expect(readShortcuts(read.bindings, KNOWN)).toEqual({ bindings: read.bindings, dropped: [] });
      }),
    );
  });
});

describe('the one-file export carries the rebound shortcuts', () => {
  const library = { entries: [] } as unknown as Parameters<typeof bundleToText>[1];
  const key = fc
    .tuple(
      fc.subarray(['mod', 'alt', 'shift'] as const),
      fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ?!;:,.'.split('')),
    )
    .map(([mods, k]) => [...mods, k].join('+'));
  const record = fc.dictionary(fc.string({ minLength: 1, maxLength: 100 }), key, { maxKeys: 30 });

  it('accepted ⇒ written ⇒ read back equal', () => {
    fc.assert(
      fc.property(record, (value) => {
        const accepted = readShortcutRecord(value).bindings;
        const read = readBundle(bundleToText([], library, 'x', accepted));
        expect(read.ok && read.shortcuts).toEqual(accepted);
      }),
    );
  });

  it('an export without shortcuts reads as none', () => {
    const read = readBundle(bundleToText([], library, 'x'));
    expect(read.ok && read.shortcuts).toEqual({});
  });
});
