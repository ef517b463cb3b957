import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import generateIcon from 'icon-gen';
import sharp from 'sharp';

/**
 * Every icon Paravent ships, made at build time from one source image, build/icon.svg (a four-panel
 * folding screen, un paravent, in gold on a night-blue rounded square): the desktop sets for
 * electron-builder (`npm run dist`, scripts/dist.mjs) and the web app's icons (vite.web.config.ts).
 * sharp renders the SVG at each size; icon-gen packs the Windows .ico and the macOS .icns.
 */
export const ICON_SOURCE = resolve(import.meta.dirname, 'icon.svg');

/** Where `npm run dist` writes the desktop sets (git-ignored; electron-builder.yml points here). */
export const DESKTOP_ICONS_DIR = resolve(import.meta.dirname, 'icons');

/** Linux: one PNG per size, named `NxN.png` (what electron-builder reads from a folder). */
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
/** Windows .ico: the sizes the shell picks from (Explorer's views, the taskbar, high DPI). */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
/** macOS .icns: 16 to 512 with their @2x (1024 is 512@2x). */
export const ICNS_SIZES = [16, 32, 64, 128, 256, 512, 1024];

/**
 * The web app's icons (manifest and page links). « maskable »: the picture inside the safe zone
 * (the middle 80 %) on a full-bleed background, for launchers that cut their own shape; the
 * apple-touch icon is opaque too (iOS fills transparency with black).
 */
export const WEB_ICONS = [
  { fileName: 'icon-192.png', size: 192, maskable: false },
  { fileName: 'icon-512.png', size: 512, maskable: false },
  { fileName: 'icon-maskable-512.png', size: 512, maskable: true },
  { fileName: 'apple-touch-icon.png', size: 180, maskable: true },
];

/** The source's background colour (the rounded square's fill): the maskable icons' bleed. */
export function iconBackground(svg = readFileSync(ICON_SOURCE, 'utf8')) {
  const fill = /<rect[^>]*\sfill="(#[0-9a-fA-F]{6})"/.exec(svg);
  if (!fill) throw new Error('build/icon.svg: no <rect fill="#rrggbb"> to take the background from');
  return fill[1];
}

/** The source drawn at 80 % in the middle of a full square of its background (the maskable safe zone). */
export function maskableSvg(svg = readFileSync(ICON_SOURCE, 'utf8')) {
  const inner = svg.replace(/^[\s\S]*?<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    `<rect width="512" height="512" fill="${iconBackground(svg)}"/>`,
    `<g transform="translate(51.2 51.2) scale(0.8)">${inner}</g>`,
    '</svg>',
  ].join('');
}

/** The source (or its maskable form) as a PNG of `size`×`size`, rendered from the vector. */
export async function iconPng(size, { maskable = false } = {}) {
  const svg = maskable ? maskableSvg() : readFileSync(ICON_SOURCE, 'utf8');
  // Rendered at the size asked (density scales the 512-unit drawing), not scaled from a bitmap.
  return sharp(Buffer.from(svg), { density: Math.max(1, (72 * size) / 512) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The web app's icons: `{ fileName, source }` for the build to emit. */
export async function webIcons() {
  return Promise.all(
    WEB_ICONS.map(async ({ fileName, size, maskable }) => ({
      fileName,
      source: await iconPng(size, { maskable }),
    })),
  );
}

/**
 * Writes the desktop sets into `dir` (emptied first): `png/NxN.png` (Linux), `icon.ico` (Windows),
 * `icon.icns` (macOS), and `paravent.ico` / `paravent.icns`, the encounter files' icon (the names
 * electron-builder looks for by the association's extension). Returns the files written.
 */
export async function generateDesktopIcons(dir = DESKTOP_ICONS_DIR) {
  rmSync(dir, { recursive: true, force: true });
  const png = join(dir, 'png');
  mkdirSync(png, { recursive: true });
  const written = [];
  for (const size of LINUX_SIZES) {
    const file = join(png, `${size}x${size}.png`);
    await sharp(await iconPng(size)).toFile(file);
    written.push(file);
  }
  // icon-gen reads the PNGs it needs from a folder named by size (`16.png`, `32.png`…).
  const sources = join(dir, '.sources');
  mkdirSync(sources);
  for (const size of [...new Set([...ICO_SIZES, ...ICNS_SIZES])]) {
    await sharp(await iconPng(size)).toFile(join(sources, `${size}.png`));
  }
  await generateIcon(sources, dir, {
    report: false,
    ico: { name: 'icon', sizes: ICO_SIZES },
    icns: { name: 'icon', sizes: ICNS_SIZES },
  });
  rmSync(sources, { recursive: true, force: true });
  copyFileSync(join(dir, 'icon.ico'), join(dir, 'paravent.ico'));
  copyFileSync(join(dir, 'icon.icns'), join(dir, 'paravent.icns'));
  for (const name of ['icon.ico', 'icon.icns', 'paravent.ico', 'paravent.icns'])
    written.push(join(dir, name));
  return written;
}

// `node build/icons.mjs` writes the desktop sets (scripts/dist.mjs does it before electron-builder).
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const files = await generateDesktopIcons();
  console.log(`${files.length} icônes écrites dans build/icons/`);
}
