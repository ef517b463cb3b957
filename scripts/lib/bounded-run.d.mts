/** Runs a command in its own process group; kills the group past `bound` ms. */
export function runBounded(
  cmd: string,
  args: string[],
  options: { cwd: string; bound: number; label: string; env?: NodeJS.ProcessEnv },
): Promise<{ status: number; timedOut: boolean }>;
