import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

/**
 * Draws the Paravent icon — a four-panel folding screen (un paravent) in gold on a night-blue
 * rounded square — and writes build/icon.png (512×512, RGBA) and build/icon.svg from the same shapes,
 * and from the PNG the Windows .ico and macOS .icns (the app's, and the .paravent files').
 * Run: node build/make-icon.mjs
 */
const SIZE = 512;
const RADIUS = 96;
const BACKGROUND = [0x1e, 0x2a, 0x47];
const PANEL = [0xe8, 0xb6, 0x4c];
const GAP = 6;

/** The folds of the screen: x of each edge, top and bottom y (alternating, for perspective). */
const EDGES = [
  { x: 92, top: 118, bottom: 398 },
  { x: 176, top: 150, bottom: 366 },
  { x: 256, top: 118, bottom: 398 },
  { x: 336, top: 150, bottom: 366 },
  { x: 420, top: 118, bottom: 398 },
];

/** Each panel as a quadrilateral (clockwise), narrowed by half the gap on each side. */
export const PANELS = EDGES.slice(0, -1).map((left, i) => {
  const right = EDGES[i + 1];
  const slope = (a, b) => (y) => a + ((b - a) * y) / (right.x - left.x);
  const lx = left.x + GAP / 2;
  const rx = right.x - GAP / 2;
  const top = slope(left.top, right.top);
  const bottom = slope(left.bottom, right.bottom);
  return [
    [lx, top(GAP / 2)],
    [rx, top(right.x - left.x - GAP / 2)],
    [rx, bottom(right.x - left.x - GAP / 2)],
    [lx, bottom(GAP / 2)],
  ];
});

function insideRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, RADIUS), SIZE - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), SIZE - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

function insideConvex(polygon, x, y) {
  return polygon.every(([ax, ay], i) => {
    const [bx, by] = polygon[(i + 1) % polygon.length];
    return (bx - ax) * (y - ay) - (by - ay) * (x - ax) >= 0;
  });
}

/** One pixel, 4×4 supersampled: [r, g, b, a]. */
function shade(px, py) {
  let background = 0;
  let panel = 0;
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const x = px + (sx + 0.5) / 4;
      const y = py + (sy + 0.5) / 4;
      if (!insideRoundedSquare(x, y)) continue;
      if (PANELS.some((polygon) => insideConvex(polygon, x, y))) panel++;
      else background++;
    }
  }
  const covered = background + panel;
  if (covered === 0) return [0, 0, 0, 0];
  const mix = (c) => Math.round((BACKGROUND[c] * background + PANEL[c] * panel) / covered);
  return [mix(0), mix(1), mix(2), Math.round((255 * covered) / 16)];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The icon's pixels at 512×512, RGBA, row by row. */
export function iconPixels() {
  const pixels = Buffer.alloc(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) pixels.set(shade(x, y), (y * SIZE + x) * 4);
  }
  return pixels;
}

/** The pixels at a smaller size (a power-of-two fraction of 512), averaged by blocks, alpha-weighted. */
export function downscale(pixels, size) {
  const step = SIZE / size;
  const out = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let dy = 0; dy < step; dy++) {
        for (let dx = 0; dx < step; dx++) {
          const i = ((y * step + dy) * SIZE + x * step + dx) * 4;
          const a = pixels[i + 3];
          for (let c = 0; c < 3; c++) sum[c] += pixels[i + c] * a;
          sum[3] += a;
        }
      }
      const o = (y * size + x) * 4;
      const alpha = sum[3];
      for (let c = 0; c < 3; c++) out[o + c] = alpha === 0 ? 0 : Math.round(sum[c] / alpha);
      out[o + 3] = Math.round(alpha / (step * step));
    }
  }
  return out;
}

/** RGBA pixels of a square image as PNG bytes. */
export function pngOf(pixels, size = SIZE) {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The icon as PNG bytes (512×512). */
export function iconPng() {
  return pngOf(iconPixels());
}

/** A Windows .ico holding PNG images (16, 32, 48 by downscaling… and 256), as Windows Vista and later read. */
export function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size;
    entry[1] = size >= 256 ? 0 : size;
    entry.writeUInt16LE(1, 4); // planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

/** The PNG-holding types of a macOS .icns, by size. */
const ICNS_TYPES = { 16: 'icp4', 32: 'icp5', 64: 'icp6', 128: 'ic07', 256: 'ic08', 512: 'ic09' };

/** A macOS .icns holding PNG images. */
export function icnsOf(images) {
  const parts = images.map(({ size, png }) => {
    const head = Buffer.alloc(8);
    head.write(ICNS_TYPES[size], 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + parts.reduce((n, p) => n + p.length, 0), 4);
  return Buffer.concat([head, ...parts]);
}

/** The icon at every size the .ico and .icns need. */
export function iconImages() {
  const full = iconPixels();
  return [16, 32, 64, 128, 256, 512].map((size) => ({
    size,
    png: pngOf(size === SIZE ? full : downscale(full, size), size),
  }));
}

/** The same icon as SVG text. */
export function iconSvg() {
  const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const polygons = PANELS.map(
    (polygon) =>
      `  <polygon points="${polygon.map(([x, y]) => `${+x.toFixed(2)},${+y.toFixed(2)}`).join(' ')}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    '  <title>Paravent</title>',
    `  <rect width="${SIZE}" height="${SIZE}" rx="${RADIUS}" fill="${hex(BACKGROUND)}"/>`,
    `  <g fill="${hex(PANEL)}">`,
    ...polygons.map((line) => `  ${line}`),
    '  </g>',
    '</svg>',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url));
  const images = iconImages();
  const png = (size) => images.filter((i) => i.size === size);
  writeFileSync(join(here, 'icon.png'), png(512)[0].png);
  writeFileSync(join(here, 'icon.svg'), iconSvg());
  // The app's icons, and the .paravent files' own (electron-builder's default names for the extension).
  const ico = icoOf([...png(16), ...png(32), ...png(64), ...png(256)]);
  const icns = icnsOf(images.filter((i) => i.size !== 64));
  for (const name of ['icon', 'paravent']) {
    writeFileSync(join(here, `${name}.ico`), ico);
    writeFileSync(join(here, `${name}.icns`), icns);
  }
  console.log('build/icon.png, icon.svg, icon.ico, icon.icns, paravent.ico et paravent.icns écrits.');
}
