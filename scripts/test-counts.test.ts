import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, failedPlaywright, failedVitest } from './lib/test-counts.mjs';

describe('test summary counts', () => {
  it('counts passed and failed Vitest tests', () => {
    expect(countVitest({ numPassedTests: 5, numFailedTests: 2, testResults: [] }, 1)).toMatchObject({
      passed: 5,
      failed: 2,
    });
  });

  it('counts a Vitest file that failed to load as a failure', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [{ status: 'failed', assertionResults: [] }],
    };
    expect(countVitest(report, 1)).toMatchObject({ passed: 3, failed: 1 });
  });

  it('never reports success for a non-zero exit or a missing report', () => {
    expect(countVitest({ numPassedTests: 3, numFailedTests: 0, testResults: [] }, 1).failed).toBe(1);
    expect(countVitest(undefined, 0).failed).toBe(1);
    expect(countPlaywright(undefined, 0).failed).toBe(1);
  });

  it('counts unexpected, flaky and load errors in Playwright as failures', () => {
    const report = { stats: { expected: 4, unexpected: 1, flaky: 1 }, errors: [{ message: 'SyntaxError' }] };
    expect(countPlaywright(report, 1)).toMatchObject({ passed: 4, failed: 3 });
  });

  it('names each failed test with the first lines of its error, for the end of the CI output', () => {
    const vitest = {
      testResults: [
        {
          name: '/repo/shared/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'ok' },
            {
              status: 'failed',
              fullName: 'group save › rolls',
              failureMessages: ['\u001b[31mAssertionError\u001b[39m: expected 1\n\n  at x.ts:3'],
            },
          ],
        },
        { name: '/repo/b.test.ts', status: 'failed', message: 'SyntaxError: bad', assertionResults: [] },
      ],
    };
    expect(failedVitest(vitest, '/repo')).toEqual([
      'shared/a.test.ts › group save › rolls',
      '    AssertionError: expected 1',
      '    at x.ts:3',
      'b.test.ts: SyntaxError: bad',
    ]);
    const playwright = {
      suites: [
        {
          file: 'e2e/x.spec.ts',
          specs: [
            {
              title: 'a fireball',
              tests: [{ status: 'unexpected', results: [{ error: { message: 'Timeout 30000ms' } }] }],
            },
          ],
          suites: [],
        },
      ],
    };
    expect(failedPlaywright(playwright)).toEqual([
      'e2e/x.spec.ts › a fireball (unexpected)',
      '    Timeout 30000ms',
    ]);
  });
});
