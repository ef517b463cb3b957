/** Builds the web host into out/web, or into `outDir` with another version label. */
export function buildWeb(options?: { quiet?: boolean; outDir?: string; version?: string }): Promise<void>;
/** Serves out/web (or `outDir`); returns its URL and a close function. */
export function serveWeb(options?: {
  port?: number;
  strictPort?: boolean;
  host?: boolean;
  cert?: string | null;
  key?: string | null;
  outDir?: string;
  onRequest?: (path: string) => void;
}): Promise<{ url: string; network: string[]; close: () => Promise<void> }>;
