/**
 * No new dead export and no new unused translation key (issue 19). The ones known when the check
 * came are listed in scripts/dead-code-baseline.json, to be removed over time; one more fails here.
 * After removing some, refresh the list: UPDATE_DEAD_CODE_BASELINE=1 npx vitest run scripts/dead-code.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
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
    expect(deadExports(root)).toContain('renderer/components/ComingSoon.tsx:ComingSoon');
    expect(unusedTranslationKeys(root, { ...fr, zzNeverUsed: { key: 'x' } })).toContain('zzNeverUsed.key');
  }, 120_000);
});
