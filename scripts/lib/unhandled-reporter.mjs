/**
 * A Vitest reporter that writes the run's unhandled errors (an error thrown after its test ended, a
 * rejected promise nobody awaited) to the file PARAVENT_UNHANDLED_FILE names, so that `npm test` can repeat
 * them beside its last line: Vitest fails the run for them even when every test passed, and on CI
 * only the end of the output is kept. Used by scripts/test.mjs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export default class UnhandledReporter {
  constructor(options = {}) {
    this.file = options.file ?? process.env.PARAVENT_UNHANDLED_FILE ?? 'reports/vitest-unhandled.json';
  }

  onTestRunEnd(_modules, unhandledErrors) {
    const errors = (unhandledErrors ?? []).map((e) => ({
      name: e?.name ?? 'Error',
      message: String(e?.message ?? e),
      stack: String(e?.stack ?? '')
        .split('\n')
        .slice(0, 8)
        .join('\n'),
      test: e?.VITEST_TEST_PATH ?? e?.testPath ?? e?.VITEST_TEST_NAME,
    }));
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(errors, null, 2));
  }
}
