import { resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import config from '../electron.vite.config';

/**
 * A sandboxed preload may require 'electron' and nothing else: each preload must be one standalone
 * file with its dependencies (valibot…) inside.
 */
describe('preloads under the sandbox', () => {
  it('electron-vite builds each preload as its own standalone file, dependencies bundled', () => {
    const preload = typeof config === 'function' ? undefined : config.preload;
    const input = preload?.build?.rollupOptions?.input;
    expect(input && typeof input === 'object' ? Object.keys(input).sort() : []).toEqual(['display', 'index']);
    expect(preload?.build?.isolatedEntries).toBe(true);
    expect(preload?.build?.externalizeDeps).toBe(false);
  });

  it.each(['index', 'display'])('preload/%s.ts bundles to code that requires only electron', async (name) => {
    const out = await build({
      entryPoints: [resolve(import.meta.dirname, `${name}.ts`)],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      external: ['electron'],
      write: false,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0].text;
    const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));
  });
});
