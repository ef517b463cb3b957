/**
 * The fast path never changes what a file reads as: whenever it accepts a value, valibot alone
 * gives the same output; it does accept the files Paravent writes (else the bench budget is lost).
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createEncounter, replay } from '../combat';
import type { EncounterEvent } from '../combat';
import { encounterToFileText } from './encounter-file';
import { encounterV1Schema } from './encounter-schema';
import { fastPathAccepts, withoutFastPath } from './fast-path';
import { utf8Length } from './limits';

/** The schemas behind the fast path: the same, each run by valibot only. */
const entries = encounterV1Schema.entries;
const combatant = entries.combatants.pipe[0].item;
const effect = entries.effects.wrapped.pipe[0].item;
const slowRun = (schema: v.GenericSchema, value: unknown) => v.safeParse(withoutFastPath(schema), value);

function writtenFight() {
  const start = createEncounter({ id: 'f', name: 'Rapide', system: 'pf1', seed: 3 });
  const events: EncounterEvent[] = [
    {
      type: 'combatant-added',
      combatant: { name: 'Orque', hpMax: 9, initiativeModifier: 1, defences: { ac: 13 } },
    },
    { type: 'combatant-added', combatant: { name: 'Valeros', side: 'pc', hpMax: 15, fighter: { bab: 1 } } },
    {
      type: 'effect-applied',
      targets: ['c-1' as never],
      what: { kind: 'custom', name: 'Béni', modifiers: [{ target: 'attack', value: 1 }] },
      duration: { kind: 'rounds', rounds: 3 },
    },
    { type: 'damage', id: 'c-1' as never, amount: 4 },
  ];
  return JSON.parse(encounterToFileText(replay(start, events))).encounter;
}

describe('validation fast path', () => {
  it('accepts the combatants and effects Paravent writes', () => {
    const body = writtenFight();
    expect(body.combatants.length).toBe(2);
    for (const c of body.combatants) expect(fastPathAccepts(combatant, c)).toBe(true);
    expect(fastPathAccepts(effect, body.effects[0])).toBe(true);
  });

  it.each([
    ['an unknown key', (c: Record<string, unknown>) => ({ ...c, pirate: 1 })],
    ['a number to clamp', (c: Record<string, unknown>) => ({ ...c, hp: { ...(c.hp as object), max: 1e12 } })],
    ['a text to cut', (c: Record<string, unknown>) => ({ ...c, name: 'x'.repeat(10_000) })],
    ['a missing field with a default', ({ side: _side, ...c }: Record<string, unknown>) => c],
    ['a wrong type', (c: Record<string, unknown>) => ({ ...c, hidden: 'oui' })],
    [
      'an own __proto__ key',
      (c: Record<string, unknown>) => JSON.parse(JSON.stringify(c).replace('{', '{"__proto__":{"x":1},')),
    ],
    [
      'more HP than the maximum',
      (c: Record<string, unknown>) => ({ ...c, hp: { ...(c.hp as object), current: 99 } }),
    ],
  ])('leaves %s to valibot', (_what, change) => {
    expect(fastPathAccepts(combatant, change(writtenFight().combatants[0]))).toBe(false);
  });

  it.each([
    ['combatant', combatant, () => writtenFight().combatants[0]],
    ['effect', effect, () => writtenFight().effects[0]],
    ['encounter', encounterV1Schema, () => writtenFight()],
  ] as const)(
    'whenever it accepts a (possibly hostile) %s, valibot alone gives that same value',
    (_what, schema, make) => {
      const base = make() as Record<string, unknown>;
      expect(withoutFastPath(schema)).not.toBe(schema);
      let accepted = 0;
      const field = fc.constantFrom(...Object.keys(base), 'extra');
      const value = fc.oneof(
        fc.anything({ maxDepth: 2 }),
        fc.integer(),
        fc.string({ maxLength: 300 }),
        fc.constantFrom(
          true,
          false,
          null,
          'enemy',
          'pc',
          {},
          { trigger: 'x' },
          { max: 5, current: 5, temp: 0, nonlethal: 0 },
        ),
        fc.constantFrom(...Object.values(base)).map((x) => structuredClone(x)),
      );
      fc.assert(
        fc.property(fc.array(fc.tuple(field, value, fc.boolean()), { maxLength: 3 }), (changes) => {
          const c: Record<string, unknown> = structuredClone(base);
          for (const [key, val, remove] of changes) {
            if (remove) delete c[key];
            else c[key] = val;
          }
          if (fastPathAccepts(schema, c)) {
            accepted += 1;
            const slow = slowRun(schema, c);
            expect(slow.success).toBe(true);
            expect(slow.output).toEqual(c);
          }
        }),
        { numRuns: 2000 },
      );
      // Not a vacuous property: many generated values took the fast path.
      expect(accepted).toBeGreaterThan(100);
    },
  );
});

describe('utf8Length (the size check before parsing)', () => {
  it('counts the bytes of any text as UTF-8 does, ASCII runs skipped natively', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.string({ maxLength: 50 }), (a, b) => {
        const text = `${a}${'x'.repeat(2000)}${b}`;
        // A limit at the length itself makes it count (no bound from the length alone).
        expect(utf8Length(text, text.length)).toBe(Buffer.byteLength(text, 'utf8'));
      }),
      { numRuns: 2000 },
    );
  });
});
