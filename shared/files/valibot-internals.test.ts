/**
 * The fast path (fast-path.ts) reads valibot's schema objects and wraps their `~run` member, which
 * valibot does not promise to keep. valibot is pinned to one exact version in package.json; this
 * test fails the day an upgrade changes what the fast path relies on: the version, the `~run` that
 * `safeParse` calls, and the fields of each schema and action kind the compiler reads.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { encounterV1Schema } from './encounter-schema';
import { fastPathAccepts, withFastPath } from './fast-path';

const manifest = (path: string): { version?: string; dependencies?: Record<string, string> } =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('valibot internals the fast path relies on', () => {
  it('valibot is pinned to one exact version, the one installed', () => {
    const pinned = manifest('../../package.json').dependencies?.valibot;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest('../../node_modules/valibot/package.json').version).toBe(pinned);
  });

  it('safeParse runs a schema through its own `~run` member', () => {
    const schema = v.object({ n: v.number() });
    const seen: unknown[] = [];
    const spied = withFastPath({
      ...schema,
      '~run'(
        dataset: Parameters<(typeof schema)['~run']>[0],
        config: Parameters<(typeof schema)['~run']>[1],
      ) {
        seen.push(dataset.value);
        return schema['~run'](dataset, config);
      },
    } as typeof schema);
    const value = { n: 1 };
    const out = v.safeParse(spied, value);
    expect(out.success).toBe(true);
    // The fast path's answer is the value itself: no copy, so the same object comes back.
    expect(out.output).toBe(value);
    expect(v.safeParse(spied, { n: 'x' }).success).toBe(false);
    expect(seen).toEqual([{ n: 'x' }]);
  });

  it('schemas and actions carry the fields the fast path compiles from', () => {
    const obj = v.object({ a: v.string() });
    expect(obj).toMatchObject({ kind: 'schema', type: 'object', entries: { a: { type: 'string' } } });
    expect(v.optional(v.string(), 'x')).toMatchObject({
      type: 'optional',
      wrapped: { type: 'string' },
      default: 'x',
    });
    expect(v.nullable(v.number())).toMatchObject({ type: 'nullable', wrapped: { type: 'number' } });
    expect(v.picklist(['a', 'b'])).toMatchObject({ type: 'picklist', options: ['a', 'b'] });
    expect(v.literal('k')).toMatchObject({ type: 'literal', literal: 'k' });
    expect(v.array(v.boolean())).toMatchObject({ type: 'array', item: { type: 'boolean' } });
    expect(v.record(v.string(), v.number())).toMatchObject({
      type: 'record',
      key: { type: 'string' },
      value: { type: 'number' },
    });
    const variant = v.variant('kind', [v.object({ kind: v.literal('a') })]);
    expect(variant).toMatchObject({ type: 'variant', key: 'kind', options: [{ type: 'object' }] });
    const custom = v.custom<number>((x) => x === 1);
    expect(custom).toMatchObject({ type: 'custom' });
    expect(typeof (custom as unknown as { check: unknown }).check).toBe('function');
    const piped = v.pipe(
      v.string(),
      v.maxLength(3),
      v.length(2),
      v.check((x) => x !== 'no'),
    );
    expect(piped.pipe[0]).toMatchObject({ type: 'string' });
    expect(piped.pipe.slice(1)).toMatchObject([
      { kind: 'validation', type: 'max_length', requirement: 3 },
      { kind: 'validation', type: 'length', requirement: 2 },
      { kind: 'validation', type: 'check' },
    ]);
    expect(typeof (piped.pipe[3] as unknown as { requirement: unknown }).requirement).toBe('function');
    expect(v.pipe(v.number(), v.safeInteger()).pipe[1]).toMatchObject({ type: 'safe_integer' });
    expect(v.pipe(v.string(), v.metadata({ x: 1 })).pipe[1]).toMatchObject({ kind: 'metadata' });
  });

  it('the encounter schema still compiles whole: a fight as Paravent writes it takes the fast path', () => {
    const combatant = encounterV1Schema.entries.combatants.pipe[0].item;
    expect(
      fastPathAccepts(combatant, {
        ...v.parse(combatant, { id: 'c-1', name: 'Orque', hp: { max: 9, current: 9 } }),
      }),
    ).toBe(true);
  });
});
