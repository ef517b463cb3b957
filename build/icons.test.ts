import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ICNS_SIZES, ICO_SIZES, LINUX_SIZES, WEB_ICONS, generateDesktopIcons, webIcons } from './icons.mjs';

/** Width, height and whether the top-left pixel is transparent, read back by sharp. */
async function look(png: Buffer): Promise<{ width: number; height: number; cornerAlpha: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, cornerAlpha: data[3] };
}

/** The sizes inside an .ico (its directory: width 0 means 256). */
function icoSizes(ico: Buffer): number[] {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + i * 16] || 256);
}

/** The block types inside an .icns. */
function icnsTypes(icns: Buffer): string[] {
  expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
  expect(icns.readUInt32BE(4)).toBe(icns.length);
  const types: string[] = [];
  for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4))
    types.push(icns.subarray(at, at + 4).toString('ascii'));
  return types;
}

/** Apple's block type of each size: is32/il32 the 16 and 32 px bitmaps, ic12 64 (32@2x), ic07 128, ic08 256, ic09 512, ic10 1024. */
const ICNS_BLOCK: Record<number, string> = {
  16: 'is32',
  32: 'il32',
  64: 'ic12',
  128: 'ic07',
  256: 'ic08',
  512: 'ic09',
  1024: 'ic10',
};

describe('the icon sets made from build/icon.svg', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'paravent-icons-'));
    await generateDesktopIcons(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('Linux: one PNG per size, 16 to 1024 with 48, each of its size, transparent corners', async () => {
    expect(LINUX_SIZES).toEqual(expect.arrayContaining([16, 32, 48, 64, 128, 256, 512, 1024]));
    expect(readdirSync(join(dir, 'png')).sort()).toEqual(LINUX_SIZES.map((s) => `${s}x${s}.png`).sort());
    for (const size of LINUX_SIZES) {
      const seen = await look(readFileSync(join(dir, 'png', `${size}x${size}.png`)));
      expect([seen.width, seen.height]).toEqual([size, size]);
      expect(seen.cornerAlpha).toBeLessThan(16); // the rounded square's corner (anti-aliased at 16 px)
    }
  });

  it.each(['icon.ico', 'paravent.ico'])('Windows %s: 16 to 256 with 24 and 48', (name) => {
    expect(icoSizes(readFileSync(join(dir, name)))).toEqual(ICO_SIZES);
    expect(ICO_SIZES).toEqual(expect.arrayContaining([16, 24, 32, 48, 256]));
  });

  it.each(['icon.icns', 'paravent.icns'])('macOS %s: every size up to 1024', (name) => {
    const types = icnsTypes(readFileSync(join(dir, name)));
    expect(ICNS_SIZES).toEqual(expect.arrayContaining([16, 32, 128, 256, 512, 1024]));
    for (const size of ICNS_SIZES) expect(types).toContain(ICNS_BLOCK[size]);
  });

  it('web: 192 and 512 with transparent corners, the maskable and apple-touch icons opaque to the edge', async () => {
    const icons = await webIcons();
    expect(icons.map((i) => i.fileName)).toEqual(WEB_ICONS.map((i) => i.fileName));
    for (const [i, icon] of icons.entries()) {
      const { size, maskable } = WEB_ICONS[i];
      const seen = await look(icon.source);
      expect([seen.width, seen.height]).toEqual([size, size]);
      if (maskable) expect(seen.cornerAlpha).toBe(255);
      else expect(seen.cornerAlpha).toBeLessThan(16);
    }
  });
});
