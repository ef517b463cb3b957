import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
const yamlText = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
const config: unknown = parse(yamlText);

/** Reads a dotted path in the parsed YAML. */
function at(path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return Object.entries(node).find(([name]) => name === key)?.[1];
  }, config);
}

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own schema (what `npm run dist` checks before downloading Electron)', async () => {
    await expect(validateConfiguration(parse(yamlText), new DebugLogger(false))).resolves.toBeUndefined();
  });

  it.each([
    ['appId', 'fr.paravent.app'],
    ['productName', 'Paravent'],
    ['directories.output', 'release'],
    ['linux.category', 'Game'],
  ])('%s is %s', (path, value) => {
    expect(at(path)).toBe(value);
  });

  it('packages only the build output and package.json', () => {
    expect(at('files')).toEqual(['out/**', 'package.json']);
  });

  it.each([
    ['linux.target', ['AppImage', 'deb']],
    ['win.target', ['nsis', 'portable']],
    ['mac.target', ['dmg']],
  ])('%s lists %j', (path, targets) => {
    expect(at(path)).toEqual(targets);
  });

  it('associates on each OS what it honours: .paravent everywhere, .paravent.json on Linux only', () => {
    // Windows and macOS take a file's type from its last extension: x.paravent.json is a .json there.
    const exts = (os: string) =>
      (at(`${os}.fileAssociations`) as { ext: string }[]).map((association) => association.ext);
    expect(exts('win')).toEqual(['paravent']);
    expect(exts('mac')).toEqual(['paravent']);
    expect(exts('linux')).toEqual(['paravent', 'paravent.json']);
    expect(at('fileAssociations')).toBeUndefined();
  });

  it('declares the .paravent type to macOS (UTI conforming to public.json)', () => {
    const [type] = at('mac.extendInfo.UTExportedTypeDeclarations') as Record<string, unknown>[];
    expect(type).toMatchObject({
      UTTypeIdentifier: 'fr.paravent.encounter',
      UTTypeConformsTo: expect.arrayContaining(['public.json']),
      UTTypeTagSpecification: { 'public.filename-extension': ['paravent'] },
    });
  });

  it.each([
    ['linux.icon', 'build/icons/png'],
    ['win.icon', 'build/icons/icon.ico'],
    ['mac.icon', 'build/icons/icon.icns'],
  ])('%s is %s (made by build/icons.mjs)', (path, icon) => {
    expect(at(path)).toBe(icon);
  });
});

describe('package.json for the packages', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;

  it('has the homepage, repository and author with a contact that deb and the installers show', () => {
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect(pkg.repository).toMatchObject({ type: 'git', url: expect.stringMatching(/^git\+https:\/\//) });
    expect(pkg.author).toMatchObject({ name: 'Paravent', email: expect.stringContaining('@') });
    const email = (pkg.author as { email: string }).email;
    expect(at('linux.maintainer')).toBe(`Paravent <${email}>`);
  });

  it('builds the packages through scripts/dist.mjs (icons, out/, then electron-builder)', () => {
    expect((pkg.scripts as Record<string, string>).dist).toBe('node scripts/dist.mjs');
  });
});
