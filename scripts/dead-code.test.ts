/**
 * No dead export and no unused translation key (issue 19), but those scripts/dead-code-baseline.json
 * keeps on purpose, each with a one-line reason; one more fails here, and so does a kept one that is
 * no longer dead or has no reason. Refresh the list (reasons kept, a new entry's left empty to fill):
 * UPDATE_DEAD_CODE_BASELINE=1 npx vitest run scripts/dead-code.test.ts
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fr } from '../renderer/i18n/fr';
import { deadExports, unusedTranslationKeys } from './lib/dead-code';

const root = resolve(import.meta.dirname, '..');
const baselineFile = resolve(import.meta.dirname, 'dead-code-baseline.json');

/** What stays on purpose: each entry with the one-line reason it must stay. */
interface Baseline {
  exports: Record<string, string>;
  translationKeys: Record<string, string>;
}

describe('dead code', () => {
  it('no export that nothing imports and no translation key that nothing uses, beyond the known ones', () => {
    const exports = deadExports(root);
    const translationKeys = unusedTranslationKeys(root, fr);
    const before: Baseline = JSON.parse(readFileSync(baselineFile, 'utf8'));
    if (process.env.UPDATE_DEAD_CODE_BASELINE) {
      const keep = (found: string[], reasons: Record<string, string>) =>
        Object.fromEntries(found.map((name) => [name, reasons[name] ?? '']));
      const fresh: Baseline = {
        exports: keep(exports, before.exports),
        translationKeys: keep(translationKeys, before.translationKeys),
      };
      writeFileSync(baselineFile, `${JSON.stringify(fresh, null, 2)}\n`);
    }
    const known: Baseline = JSON.parse(readFileSync(baselineFile, 'utf8'));
    expect(exports.filter((e) => !(e in known.exports))).toEqual([]);
    expect(translationKeys.filter((k) => !(k in known.translationKeys))).toEqual([]);
    // The list holds only what is still there, each with why it stays.
    expect(Object.keys(known.exports).filter((e) => !exports.includes(e))).toEqual([]);
    expect(Object.keys(known.translationKeys).filter((k) => !translationKeys.includes(k))).toEqual([]);
    const unexplained = Object.entries({ ...known.exports, ...known.translationKeys }).filter(
      ([, reason]) => reason.trim() === '',
    );
    expect(unexplained).toEqual([]);
  });

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
  });
});
