/**
 * Proof of issue 17: a file Paravent wrote, mutated (fault-fuzz.ts), is either refused with a
 * message naming the field or accepted and usable. The campaigns (400 fights, 1,500 mutated files)
 * are slow checks: fault-fuzz.slow.test.ts, in npm test's « slow » step.
 */
import { describe, expect, it } from 'vitest';
import { brokenAfterAccept, mutatedFile } from './fault-fuzz';
import { readParaventFile } from './read-file';

describe('mutated files (ids, seq, order, current, morale keys, limits, BOM, encodings)', () => {
  it('seed 2074 (a result without a count, then its counted neighbour removed) is usable', () => {
    const read = readParaventFile(mutatedFile(2074));
    if (!read.ok || read.kind !== 'encounter') throw new Error('refused');
    expect(brokenAfterAccept(read.encounter, 2074)).toEqual([]);
  });
});
