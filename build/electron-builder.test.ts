import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
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
  }, 30_000);

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
    ['win.target', ['nsis']],
    ['mac.target', ['dmg']],
  ])('%s lists %j', (path, targets) => {
    expect(at(path)).toEqual(targets);
  });

  it('opens .paravent and .paravent.json encounter files', () => {
    expect(at('fileAssociations')).toEqual([
      expect.objectContaining({
        ext: ['paravent', 'paravent.json'],
        name: 'Rencontre Paravent',
        role: 'Editor',
        mimeType: 'application/x-paravent+json',
      }),
    ]);
  });

  it.each([
    ['linux.icon', 'build/icon.png'],
    ['win.icon', 'build/icon.ico'],
    ['mac.icon', 'build/icon.icns'],
  ])('%s is %s', (path, icon) => {
    expect(at(path)).toBe(icon);
  });
});

describe('build/icon.png', () => {
  const png = readFileSync(join(root, 'build', 'icon.png'));

  it('is a 512×512 RGBA PNG (electron-builder needs at least 512 for macOS)', () => {
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[25]]).toEqual([512, 512, 6]);
  });

  it('has transparent corners and an opaque centre (the rounded square)', () => {
    const idat = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    const alpha = (x: number, y: number) => pixels[y * (512 * 4 + 1) + 1 + x * 4 + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(256, 256)).toBe(255);
  });
});

describe('build/*.ico and build/*.icns', () => {
  it.each(['icon.ico', 'paravent.ico'])('%s holds PNG images up to 256×256 (Windows)', (name) => {
    const ico = readFileSync(join(root, 'build', name));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico[6 + i * 16] || 256);
    expect(sizes).toEqual([16, 32, 64, 256]);
    const offset = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(offset + 1, offset + 4).toString('ascii')).toBe('PNG');
  });

  it.each(['icon.icns', 'paravent.icns'])('%s holds PNG images up to 512×512 (macOS)', (name) => {
    const icns = readFileSync(join(root, 'build', name));
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const types: string[] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4))
      types.push(icns.subarray(at, at + 4).toString('ascii'));
    expect(types).toEqual(['icp4', 'icp5', 'ic07', 'ic08', 'ic09']);
  });
});
