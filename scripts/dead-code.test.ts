/**
 * No new dead export and no new unused translation key (issue 19). The ones known when the check
 * came are listed in scripts/dead-code-baseline.json, to be removed over time; one more fails here.
 * After removing some, refresh the list: UPDATE_DEAD_CODE_BASELINE=1 npx vitest run scripts/dead-code.test.ts
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fr } from '../renderer/i18n/fr';
import { deadExports, unusedTranslationKeys } from './lib/dead-code';

const root = resolve(import.meta.dirname, '..');
const baselineFile = resolve(import.meta.dirname, 'dead-code-baseline.json');

interface Baseline {
  exports: string[];
  translationKeys: string[];
}

describe('dead code', () => {
  it('no export that nothing imports and no translation key that nothing uses, beyond the known ones', () => {
    const found: Baseline = { exports: deadExports(root), translationKeys: unusedTranslationKeys(root, fr) };
    if (process.env.UPDATE_DEAD_CODE_BASELINE)
      writeFileSync(baselineFile, `${JSON.stringify(found, null, 2)}\n`);
    const known: Baseline = JSON.parse(readFileSync(baselineFile, 'utf8'));
    expect(found.exports.filter((e) => !known.exports.includes(e))).toEqual([]);
    expect(found.translationKeys.filter((k) => !known.translationKeys.includes(k))).toEqual([]);
  }, 120_000);

  it('finds a dead export and an unused key when there is one', () => {
    const tree = mkdtempSync(join(tmpdir(), 'dead-code-'));
    const write = (path: string, text: string): void => {
      mkdirSync(resolve(tree, path, '..'), { recursive: true });
      writeFileSync(join(tree, path), text);
    };
    write('shared/a.ts', 'export const used = 1;\nexport const byEndToEnd = 2;\nexport function dead() {}\n');
    write('shared/index.ts', "export { used } from './a';\n");
    write('renderer/b.ts', "import { used } from '../shared';\nexport const shown = used;\n");
    write('renderer/c.test.ts', "import { shown } from './b';\n");
    write('e2e/d.spec.ts', "import { byEndToEnd } from '../shared/a';\n");
    try {
      expect(deadExports(tree)).toEqual(['shared/a.ts:dead']);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
    expect(unusedTranslationKeys(root, { ...fr, zzNeverUsed: { key: 'x' } })).toContain('zzNeverUsed.key');
  }, 120_000);
});
