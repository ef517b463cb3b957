/**
 * Counts from Vitest's JSON report. A test file that failed to load has no test results but a
 * failed suite: each counts as one failure. A non-zero exit with no counted failure (a crash, a
 * missing report) counts as one failure too, so that the summary never hides it.
 */
export function countVitest(report, exitCode) {
  if (!report) return { passed: 0, failed: 1, note: 'rapport Vitest absent' };
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).every((a) => a.status !== 'failed'),
  ).length;
  failed += brokenFiles;
  const note = brokenFiles ? `${brokenFiles} fichier(s) de test non chargé(s)` : undefined;
  if (exitCode !== 0 && failed === 0)
    return { passed, failed: 1, note: `Vitest a quitté avec le code ${exitCode}` };
  return { passed, failed, note };
}

/** Counts from Playwright's JSON report: unexpected and flaky results are failures. */
export function countPlaywright(report, exitCode) {
  if (!report?.stats) return { passed: 0, failed: 1, note: 'rapport Playwright absent' };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const loadErrors = (report.errors ?? []).length;
  const failed = unexpected + flaky + loadErrors;
  if (exitCode !== 0 && failed === 0)
    return { passed: expected, failed: 1, note: `Playwright a quitté avec le code ${exitCode}` };
  return { passed: expected, failed, note: loadErrors ? `${loadErrors} erreur(s) de chargement` : undefined };
}

/** The first lines of a failure, without colour codes, each cut to 200 characters. */
function firstLines(text, count = 3) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')
      .slice(0, count)
      .map((l) => (l.length > 200 ? `${l.slice(0, 199)}…` : l))
  );
}

/**
 * The failed tests of a Vitest JSON report, one « file › name » line each with the first lines of
 * its error (CI keeps the end of the output: the summary repeats them there).
 */
export function failedVitest(report, root = '') {
  const out = [];
  for (const file of report?.testResults ?? []) {
    const name = String(file.name ?? '')
      .replace(root, '')
      .replace(/^\//, '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (file.status === 'failed' && failed.length === 0)
      out.push(`${name}: ${firstLines(file.message, 2).join(' ')}`);
    for (const a of failed)
      out.push(
        `${name} › ${a.fullName ?? a.title}`,
        ...firstLines(a.failureMessages?.join('\n')).map((l) => `    ${l}`),
      );
  }
  return out;
}

/** The unexpected and flaky tests of a Playwright JSON report, the same way. */
export function failedPlaywright(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const error = t.results?.find((r) => r.error)?.error?.message;
          out.push(`${file} › ${spec.title} (${t.status})`, ...firstLines(error).map((l) => `    ${l}`));
        }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  for (const e of report?.errors ?? []) out.push(...firstLines(e.message, 2));
  return out;
}
