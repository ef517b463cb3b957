/** Changing a command's key (issue 27): conflicts named, browser keys refused, defaults dropped. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rebind, resetOne } from './rebind';
import { COMMANDS } from './registry';
import { keyOf } from './keys';

describe('rebind', () => {
  it('keeps a new key, and only keys that differ from the default', () => {
    expect(rebind({}, 'tracker.delay', 'g')).toEqual({ ok: true, bindings: { 'tracker.delay': 'g' } });
    expect(rebind({ 'tracker.delay': 'g' }, 'tracker.delay', 'd')).toEqual({ ok: true, bindings: {} });
  });

  it('refuses a key another command has, naming that command (its default or its new key)', () => {
    expect(rebind({}, 'tracker.delay', 'n')).toEqual({
      ok: false,
      reason: 'taken',
      owner: 'tracker.next-turn',
    });
    expect(rebind({ 'tracker.ongoing': 'g' }, 'tracker.delay', 'g')).toEqual({
      ok: false,
      reason: 'taken',
      owner: 'tracker.ongoing',
    });
    // The default of a command moved elsewhere is free again.
    expect(rebind({ 'tracker.next-turn': 'j' }, 'tracker.delay', 'n').ok).toBe(true);
  });

  it.each([
    ['mod+W', 'reserved'],
    ['mod+T', 'reserved'],
    ['mod+N', 'reserved'],
    ['alt+F4', 'reserved'],
    ['F5', 'reserved'],
    ['mod+R', 'reserved'],
    ['4', 'rows'],
  ])('refuses %s (%s)', (key, reason) => {
    expect(rebind({}, 'tracker.delay', key)).toEqual({ ok: false, reason });
  });

  it('drops the bindings of commands this version does not know', () => {
    expect(rebind({ 'gone.command': 'g' }, 'tracker.delay', 'k')).toEqual({
      ok: true,
      bindings: { 'tracker.delay': 'k' },
    });
  });

  it('never leaves two commands on one key', () => {
    const ids = COMMANDS.map((c) => c.id);
    const keys = ['g', 'j', 'k', 'n', 'd', 'shift+G', 'alt+J', 'o', 'mod+K'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...keys), fc.boolean()), {
          maxLength: 30,
        }),
        (steps) => {
          let bindings = {};
          for (const [id, key, reset] of steps) {
            const result = reset ? resetOne(bindings, id) : rebind(bindings, id, key);
            if (result.ok) bindings = result.bindings;
          }
          const inForce = COMMANDS.flatMap((c) => keyOf(c, bindings)?.toLowerCase() ?? []);
          expect(new Set(inForce).size).toBe(inForce.length);
        },
      ),
    );
  });
});

describe('resetOne', () => {
  it('puts a command back on its default key', () => {
    expect(resetOne({ 'tracker.delay': 'g', 'tracker.ongoing': 'j' }, 'tracker.delay')).toEqual({
      ok: true,
      bindings: { 'tracker.ongoing': 'j' },
    });
  });

  it('refuses when another command has taken the default meanwhile, naming it', () => {
    expect(resetOne({ 'tracker.delay': 'g', 'tracker.ongoing': 'd' }, 'tracker.delay')).toEqual({
      ok: false,
      reason: 'taken',
      owner: 'tracker.ongoing',
    });
  });
});
