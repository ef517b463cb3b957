/**
 * Hostile input (issue 9 › Tests): at least 20,000 generated corrupt or hostile files per run —
 * truncations, flipped bytes, wrong types, huge arrays, deep nesting, __proto__ keys. None throws
 * past the importer (each gets a result, a refusal carrying a French message), and none changes
 * anything: the fight in progress (frozen here) and Object.prototype stay as they were.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importImprovedInitiative } from './improved-initiative';
import { readParaventFile } from './read-file';
import type { ReadResult } from './read-file';

const ENCOUNTER = readFileSync(join(import.meta.dirname, 'fixtures', 'encounter-v1.paravent.json'), 'utf8');
const II = readFileSync(join(import.meta.dirname, 'fixtures', 'improved-initiative-encounter.json'), 'utf8');

/** The fight in progress: deeply frozen, so any write to it would throw. */
const CURRENT = deepFreeze(JSON.parse(ENCOUNTER));
const CURRENT_TEXT = JSON.stringify(CURRENT);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

let counted = 0;

function check(result: ReadResult | ReturnType<typeof importImprovedInitiative>): void {
  counted += 1;
  if (!result.ok) {
    expect(result.message.length).toBeGreaterThan(10);
    // French: no raw English error of the JS engine reaches the GM.
    expect(result.message).not.toMatch(/Unexpected token|undefined is not|Cannot read/);
  }
  expect(Object.prototype).not.toHaveProperty('polluted');
}

/** Every path of objects in a JSON value, to break one place at a time. */
function paths(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const p = [...prefix, Array.isArray(value) ? Number(key) : key];
      out.push(p);
      paths(item, p, out);
    }
  }
  return out;
}
const PATHS = paths(JSON.parse(ENCOUNTER));

function setAt(root: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy: unknown = JSON.parse(ENCOUNTER);
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
  (node as Record<string | number, unknown>)[path[path.length - 1]] = replacement;
  return root === undefined ? copy : copy;
}

const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, -1, 1e308, -0, 2 ** 53 + 1, '', '__proto__', [], {}, true),
  fc.constant({ __proto__: { polluted: true } }),
  fc.integer({ min: 1000, max: 20000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
);

const RUNS = {
  truncate: 4000,
  flip: 4000,
  wrongType: 5000,
  huge: 300,
  deep: 1200,
  proto: 3000,
  json: 1500,
  ii: 1000,
};

describe('hostile files never throw past the importer and change nothing', () => {
  it('truncations', () => {
    fc.assert(
      fc.property(fc.nat({ max: ENCOUNTER.length }), (n) => check(readParaventFile(ENCOUNTER.slice(0, n)))),
      { numRuns: RUNS.truncate },
    );
  });

  it('flipped bytes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: ENCOUNTER.length - 1 }), fc.integer({ min: 1, max: 0xffff })), {
          minLength: 1,
          maxLength: 8,
        }),
        (flips) => {
          const chars = ENCOUNTER.split('');
          for (const [at, xor] of flips) chars[at] = String.fromCharCode(chars[at].charCodeAt(0) ^ xor);
          check(readParaventFile(chars.join('')));
        },
      ),
      { numRuns: RUNS.flip },
    );
  });

  it('wrong types anywhere', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATHS), hostileValue, (path, value) =>
        check(readParaventFile(JSON.stringify(setAt(undefined, path, value)))),
      ),
      { numRuns: RUNS.wrongType },
    );
  });

  it('huge arrays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_001, max: 100_000 }),
        fc.constantFrom('combatants', 'effects', 'log', 'order'),
        (n, key) => {
          const o = JSON.parse(ENCOUNTER);
          o.encounter[key] = new Array(n).fill(key === 'order' ? 'aldric' : 1);
          check(readParaventFile(JSON.stringify(o)));
        },
      ),
      { numRuns: RUNS.huge },
    );
  });

  it('deep nesting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 20_000 }),
        fc.constantFrom(['[', ']'], ['{"a":', '}']),
        fc.constantFrom(...PATHS),
        (depth, [open, close], path) => {
          const deep = `${open.repeat(depth)}0${close.repeat(depth)}`;
          const text = JSON.stringify(setAt(undefined, path, 0)).replace(
            '"version":1',
            `"version":1,"x":${deep}`,
          );
          check(readParaventFile(text));
          check(readParaventFile(deep));
        },
      ),
      { numRuns: RUNS.deep },
    );
  });

  it('__proto__, constructor and prototype keys', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PATHS),
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
        (path, key) => {
          const text = JSON.stringify(setAt(undefined, path, { probe: 1 })).replace(
            '"probe":1',
            `"${key}":{"polluted":true,"checksPassed":1}`,
          );
          const result = readParaventFile(text);
          check(result);
          if (result.ok && result.kind === 'encounter')
            expect(JSON.stringify(result.encounter)).not.toContain('polluted');
        },
      ),
      { numRuns: RUNS.proto },
    );
  });

  it('arbitrary JSON with a Paravent header', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: -2, max: 3 }), (encounter, version) =>
        check(readParaventFile(JSON.stringify({ format: 'paravent/encounter', version, encounter }))),
      ),
      { numRuns: RUNS.json },
    );
  });

  it('corrupt Improved Initiative files', () => {
    fc.assert(
      fc.property(fc.nat({ max: II.length }), fc.nat({ max: II.length - 1 }), (cut, at) => {
        const flipped = II.slice(0, at) + String.fromCharCode(II.charCodeAt(at) ^ 0x20) + II.slice(at + 1);
        check(importImprovedInitiative(II.slice(0, cut), { system: 'dnd35', encounterId: 'x', seed: 1 }));
        check(importImprovedInitiative(flipped, { system: 'osr', encounterId: 'x', seed: 1 }));
      }),
      { numRuns: RUNS.ii },
    );
  });

  it('ran at least 20,000 hostile inputs, and the fight in progress is unchanged', () => {
    expect(counted).toBeGreaterThanOrEqual(20_000);
    expect(JSON.stringify(CURRENT)).toBe(CURRENT_TEXT);
  });
});
