/**
 * Electron fuses at packaging (issue 17, docs/security.md): electron-builder.yml flips them in the
 * packaged binary; this test reads the config as electron-builder does and checks each fuse, and
 * that the installed electron-builder knows every key (an unknown key would be an error at `dist`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): unknown };

function packagingConfig(): { electronFuses?: Record<string, unknown> } {
  return yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as {
    electronFuses?: Record<string, unknown>;
  };
}

describe('Electron fuses in electron-builder.yml', () => {
  it('turns off running as Node, NODE_OPTIONS and --inspect; turns on ASAR integrity and cookie encryption', () => {
    expect(packagingConfig().electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
    });
  });

  it('uses only keys the installed electron-builder knows (FuseOptionsV1)', () => {
    const scheme = JSON.parse(
      readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8'),
    ) as { definitions: Record<string, { properties?: Record<string, unknown> }> };
    const known = Object.keys(scheme.definitions.FuseOptionsV1?.properties ?? {});
    expect(known.length).toBeGreaterThan(0);
    for (const key of Object.keys(packagingConfig().electronFuses ?? {})) expect(known).toContain(key);
  });
});
