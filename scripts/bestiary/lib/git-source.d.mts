/** The commit HEAD points to in the git copy at `dir`. */
export function gitCommit(dir: string): string;
/** Every file path under `prefix` at HEAD. */
export function gitPaths(dir: string, prefix: string): string[];
/** The texts (UTF-8) of `paths` at HEAD: Map path → text. */
export function gitTexts(dir: string, paths: string[]): Map<string, string>;
