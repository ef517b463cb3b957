import { describe, expect, it } from 'vitest';
import { readIncomingAsync } from './read-any';

const target = { system: 'pf1' as const, encounterId: 'imp', seed: 7 };

function bigExport(count: number): string {
  const Combatants = Array.from({ length: count }, (_, i) => ({
    StatBlock: { Name: `Gobelin ${i + 1}`, HP: { Value: 7 } },
    Tags: [{ Text: 'Marque', DurationRemaining: 2 }],
  }));
  return JSON.stringify({ Name: 'Grotte', Combatants });
}

describe('readIncomingAsync (a long import the GM may cancel)', () => {
  it('reports progress up to 1 and gives the fight', async () => {
    const shares: number[] = [];
    const r = await readIncomingAsync(bigExport(450), 'grotte.json', null, target, {
      signal: { aborted: false },
      onProgress: (s) => shares.push(s),
      pause: async () => undefined,
    });
    if (!r.ok || r.kind !== 'encounter') throw new Error('refused');
    expect(r.encounter.combatants).toHaveLength(450);
    expect(shares.at(-1)).toBe(1);
    expect(shares.length).toBeGreaterThan(3);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it('answers « cancelled » at the next pause once Annuler is pressed, for Improved Initiative and Paravent files', async () => {
    const signal = { aborted: false };
    const cancelAtFirstProgress = {
      signal,
      onProgress: () => (signal.aborted = true),
      pause: async () => undefined,
    };
    const ii = await readIncomingAsync(bigExport(450), 'grotte.json', null, target, cancelAtFirstProgress);
    expect(ii).toMatchObject({ ok: false, cancelled: true });
    signal.aborted = false;
    const paravent = JSON.stringify({ format: 'paravent/encounter', version: 1, encounter: {} });
    const own = await readIncomingAsync(paravent, 'a.paravent.json', null, target, cancelAtFirstProgress);
    expect(own).toMatchObject({ ok: false, cancelled: true });
  });
});
