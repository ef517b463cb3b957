import type { spawnSync } from 'node:child_process';

export declare function electronPackageDir(require?: NodeJS.Require): string | null;
export declare function findElectronBinary(options?: {
  dir?: string | null;
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  read?: (path: string) => string;
}): string | null;
export declare function firstReason(output: string): string;
export declare function downloadElectron(dir?: string | null, run?: typeof spawnSync): string;
export declare const DOWNLOADING_MESSAGE: string;
export declare const NO_ELECTRON_MESSAGE: string;
