import { describe, expect, it } from 'vitest';
import { applyEvent, combatantId } from '../combat';
import { importImprovedInitiative, importImprovedInitiativeAsync } from './improved-initiative';
import { readParaventFile } from './read-file';
import { encounterToFileText } from './encounter-file';

const target = { system: 'pf1' as const, encounterId: 'imp', seed: 7 };

function encounterText(count: number, tags: number): string {
  const Combatants = Array.from({ length: count }, (_, i) => ({
    StatBlock: { Name: `Gobelin ${i}`, HP: { Value: 7 }, AC: { Value: 15 }, Abilities: { Dex: 12 } },
    IndexLabel: i % 2 === 0 ? null : i,
    Tags: Array.from({ length: tags }, (_, t) => ({ Text: `Marque ${t}`, DurationRemaining: t % 3 })),
  }));
  return JSON.stringify({ Name: 'Grotte', Combatants });
}

describe('Improved Initiative import (issue 17)', () => {
  it('accepts "IndexLabel": null, which Improved Initiative itself writes', () => {
    const r = importImprovedInitiative(encounterText(2, 0), target);
    if (!r.ok || r.kind !== 'encounter') throw new Error(r.ok ? 'library' : r.message);
    expect(r.encounter.combatants.map((c) => c.name)).toEqual(['Gobelin 0', 'Gobelin 1 1']);
  });

  it('brings Dex 100 into the rules’ range instead of « erreur inattendue », and the fight saves and reopens', () => {
    const text = JSON.stringify({
      Combatants: [{ StatBlock: { Name: 'Titan', HP: { Value: 300 }, Abilities: { Dex: 100, Con: 100 } } }],
    });
    const r = importImprovedInitiative(text, target);
    if (!r.ok || r.kind !== 'encounter') throw new Error(r.ok ? 'library' : r.message);
    expect(r.encounter.combatants[0].fighter.dex).toBe(99);
    expect(r.encounter.combatants[0].initiative.modifier).toBe(44);
    const back = readParaventFile(encounterToFileText(r.encounter));
    expect(back.ok).toBe(true);
  });

  it('is linear: 2,000 combatants × 3 tags (6,000 effects, the limit) import, and every gesture works after', () => {
    // Linear, not quadratic, whatever the machine's speed: eight times the combatants take about
    // eight times as long, where the quadratic importer of issue 17 took sixty-four times. The
    // threshold sits between the two (24×); each measure is the best of five, interleaved, and a
    // busy neighbour gets two more tries — a quadratic importer fails all three. The time itself
    // is a budget of the bench (npm run bench), not of a test.
    const small = encounterText(250, 3);
    const text = encounterText(2000, 3);
    let r = importImprovedInitiative(text, target);
    const ratio = (): number => {
      const best = { small: Number.POSITIVE_INFINITY, large: Number.POSITIVE_INFINITY };
      for (let i = 0; i < 5; i += 1) {
        let t0 = performance.now();
        importImprovedInitiative(small, target);
        best.small = Math.min(best.small, performance.now() - t0);
        t0 = performance.now();
        r = importImprovedInitiative(text, target);
        best.large = Math.min(best.large, performance.now() - t0);
      }
      return best.large / best.small;
    };
    const ratios = [ratio()];
    while (ratios.at(-1)! >= 24 && ratios.length < 3) ratios.push(ratio());
    expect(Math.min(...ratios)).toBeLessThan(24);
    if (!r.ok || r.kind !== 'encounter') throw new Error(r.ok ? 'library' : r.message);
    expect(r.encounter.combatants).toHaveLength(2000);
    expect(r.encounter.effects).toHaveLength(2000 * 3);
    // The generated ids never clash with what the GM adds next (one ends first: at the limit).
    const fewer = applyEvent(r.encounter, { type: 'effect-removed', effectId: r.encounter.effects[0].id });
    const added = applyEvent(fewer, {
      type: 'effect-applied',
      targets: [combatantId('ii-1')],
      what: { kind: 'condition', conditionId: 'shaken' },
      duration: { kind: 'rounds', rounds: 2 },
    });
    expect(new Set(added.effects.map((e) => e.id)).size).toBe(added.effects.length);
  });

  it('refuses 2,000 combatants × 50 tags at once, before building anything: 100,000 effects could not be kept', async () => {
    const r = importImprovedInitiative(encounterText(2000, 50), target);
    if (r.ok) throw new Error('accepted');
    expect(r.message).toMatch(/100\s000 étiquettes.*au plus 6\s000/);
    // « At once »: not one combatant was built (the import reports each chunk it builds).
    const shares: number[] = [];
    const again = await importImprovedInitiativeAsync(encounterText(2000, 50), target, {
      onProgress: (share) => shares.push(share),
      pause: () => Promise.resolve(),
    });
    expect(again).toMatchObject({ ok: false });
    expect(shares).toEqual([]);
  });

  it('reports progress in chunks and stops when cancelled', async () => {
    const shares: number[] = [];
    const signal = { aborted: false };
    const r = await importImprovedInitiativeAsync(encounterText(500, 2), target, {
      onProgress: (share) => {
        shares.push(share);
        if (share >= 0.4) signal.aborted = true;
      },
      signal,
      pause: () => Promise.resolve(),
    });
    expect(r).toEqual({ ok: false, cancelled: true });
    expect(shares).toEqual([0.2, 0.4]);
    const whole = await importImprovedInitiativeAsync(encounterText(250, 2), target, {
      pause: () => Promise.resolve(),
    });
    expect(whole.ok && whole.kind === 'encounter' && whole.encounter.combatants.length).toBe(250);
  });
});
