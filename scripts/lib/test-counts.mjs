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
