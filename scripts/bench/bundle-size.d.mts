/** The GM window's first-load JavaScript, gzipped: bytes and the files counted (entry + modulepreloads). */
export function gmWindowJsGzipBytes(webDir: string): { bytes: number; files: string[] };
/** What the desktop app ships: electron-vite's renderer output (out/renderer). */
export const DESKTOP_RENDERER_DIR: string;
/** DESIGN §6: the GM window's first load in KB of gzip, on either host. */
export const FIRST_LOAD_BUDGET_KB: number;
/** Builds the desktop app into out/ as `npm run build` does. */
export function buildDesktop(): void;
