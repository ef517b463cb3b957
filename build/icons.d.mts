/** build/icon.svg, the one source image of every icon. */
export const ICON_SOURCE: string;
/** Where `npm run dist` writes the desktop sets. */
export const DESKTOP_ICONS_DIR: string;
/** Linux PNG sizes. */
export const LINUX_SIZES: number[];
/** Sizes inside the Windows .ico. */
export const ICO_SIZES: number[];
/** Sizes inside the macOS .icns. */
export const ICNS_SIZES: number[];
/** The web app's icons. */
export const WEB_ICONS: { fileName: string; size: number; maskable: boolean }[];
/** The source's background colour. */
export function iconBackground(svg?: string): string;
/** The source inside the maskable safe zone on a full-bleed background. */
export function maskableSvg(svg?: string): string;
/** The icon (or its maskable form) as a PNG of size × size. */
export function iconPng(size: number, options?: { maskable?: boolean }): Promise<Buffer>;
/** The web app's icons, to emit into the build. */
export function webIcons(): Promise<{ fileName: string; source: Buffer }[]>;
/** Writes the desktop sets into `dir`; returns the files written. */
export function generateDesktopIcons(dir?: string): Promise<string[]>;
