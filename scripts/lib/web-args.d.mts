/** The options of `npm run web`. */
export interface WebOptions {
  host: boolean;
  port: number;
  strictPort: boolean;
  build: boolean;
  cert: string | null;
  key: string | null;
}
export declare function parseWebArgs(args: readonly string[]): WebOptions | { error: string };
export declare function listeningLines(where: {
  local: string;
  network: readonly string[];
  host: boolean;
}): string[];
