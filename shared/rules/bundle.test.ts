import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as RulesApi from './index';

/**
 * Acceptance checks import shared/rules/index.ts bundled by esbuild for Node (DESIGN §4). This
 * proves the bundle builds and answers with the documented numbers.
 */
describe('the public rules API, bundled with esbuild for Node', () => {
  // Bundling every system's rules takes seconds on a loaded machine: not a speed test.
  it('builds and answers the contract functions', { timeout: 60_000 }, async () => {
    const result = await build({
      entryPoints: [resolve(import.meta.dirname, 'index.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    const file = join(mkdtempSync(join(tmpdir(), 'paravent-rules-')), 'rules.mjs');
    writeFileSync(file, result.outputFiles[0].contents);
    const rules = (await import(pathToFileURL(file).href)) as typeof RulesApi;
    expect(rules.abilityModifier(15)).toBe(2);
    // DRS › Lutte: BBA 5 + For 16 (+3) + taille G (+4).
    expect(rules.grappleModifier({ bab: 5, str: 16, size: 'large' })).toBe(12);
    // PRD › BMO: BBA 5 + For +3 + taille G (+1); DMD: 10 + 5 + 3 + Dex 14 (+2) + 1.
    expect(rules.combatManeuverBonus({ bab: 5, str: 16, size: 'large' })).toBe(9);
    expect(rules.combatManeuverDefense({ bab: 5, str: 16, dex: 14, size: 'large' })).toBe(21);
    const rush = rules.resolveManeuver({
      system: 'pf1',
      maneuver: 'bull-rush',
      attacker: { bab: 5, str: 16 },
      defender: { bab: 2, str: 12 },
      rolls: [15],
    });
    expect(rush).toMatchObject({ success: true, margin: 10, distanceMeters: 4.5 });
    expect(rules.osrToHit({ thac0: 19, targetAc: 6 })).toBe(13);
    expect(rules.getSystem('dnd35').conditions.length).toBeGreaterThan(30);
  });
});
