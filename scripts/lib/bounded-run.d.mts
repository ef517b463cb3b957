/** Runs a command in its own process group; kills the group past `bound` ms; `output`: to that file. */
export function runBounded(
  cmd: string,
  args: string[],
  options: { cwd: string; bound: number; label: string; env?: NodeJS.ProcessEnv; output?: string },
): Promise<{ status: number; timedOut: boolean }>;
