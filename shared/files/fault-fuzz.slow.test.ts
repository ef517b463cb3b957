/**
 * Proof of issue 17: files Paravent wrote, mutated (fault-fuzz.ts), either refused with a message
 * naming the field or accepted and usable — gestures work, saving then reopening gives the same
 * fight. A slow check (npm test's « slow » step). A bigger run by hand:
 * FAULT_FUZZ_RUNS=20000 npx vitest run --project slow shared/files/fault-fuzz.slow.test.ts
 */
import { describe, expect, it } from 'vitest';
import { encounterToFileText } from './encounter-file';
import { brokenAfterAccept, reachableFight, runFaultFuzz } from './fault-fuzz';
import { readParaventFile } from './read-file';

const RUNS = Number(process.env.FAULT_FUZZ_RUNS ?? 1500);

describe('files Paravent writes', () => {
  it('every reachable fight written is read back as it was, with no repair (property, 400 fights)', () => {
    for (let seed = 1; seed <= 400; seed += 1) {
      const enc = reachableFight(seed);
      const text = encounterToFileText(enc);
      const read = readParaventFile(text);
      if (!read.ok || read.kind !== 'encounter')
        throw new Error(`${seed}: ${read.ok ? 'library' : read.message}`);
      expect(read.repairs, `seed ${seed}`).toEqual([]);
      expect(encounterToFileText(read.encounter)).toBe(text);
      expect(brokenAfterAccept(read.encounter, seed), `seed ${seed}`).toEqual([]);
    }
  });
});

describe('mutated files (ids, seq, order, current, morale keys, limits, BOM, encodings)', () => {
  it(`${RUNS} inputs: none accepted-but-broken, none refused with « erreur inattendue »`, () => {
    const tally = runFaultFuzz(1, RUNS);
    process.stderr.write(
      `\nfault-fuzz: ${tally.inputs} inputs, ${tally.accepted} accepted (${tally.repaired} repaired), ` +
        `${tally.refused} refused (${tally.unexpected} unexpected), ${tally.broken.length} accepted-but-broken\n`,
    );
    expect(tally.broken.slice(0, 5)).toEqual([]);
    expect(tally.unexpected).toBe(0);
    expect(tally.accepted).toBeGreaterThan(tally.inputs / 4);
    expect(tally.repaired).toBeGreaterThan(0);
  });
});
