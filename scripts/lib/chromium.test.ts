import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.mjs';

/** The names in Playwright's own `disabledFeatures = [...]` (its bundled server code). */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error('Playwright’s list of disabled features was not found: compare by hand');
  return [...list.matchAll(/^\s*"([A-Za-z]+)",?\s*$/gm)].map((m) => m[1]);
}

describe('the flags the tests give Chromium', () => {
  it('keep every feature Playwright disables (Chromium keeps only the last --disable-features)', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs.filter((name) => !PLAYWRIGHT_DISABLED_FEATURES.includes(name))).toEqual([]);
  });

  it('give one --disable-features, with Playwright’s and the address bar’s pop-ups', () => {
    const flags = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const names = flags[0].slice('--disable-features='.length).split(',');
    expect(names).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']));
  });
});
