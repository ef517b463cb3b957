/** The platforms `npm run dist -- …` builds for (electron-builder's names). */
export function targetPlatforms(args: readonly string[], platform?: string): ('linux' | 'win' | 'mac')[];
/** electron-builder's error line without its stack trace, or ''. */
export function failureReason(output: string): string;
/** Whether electron-builder stopped because a download failed. */
export function isDownloadFailure(reason: string): boolean;
/** The few lines `npm run dist` prints when electron-builder fails. */
export function distFailureMessage(failure: {
  reason: string;
  platforms: readonly string[];
  electronVersion: string;
  arch?: string;
  cacheDir: string;
  log: string;
}): string;
