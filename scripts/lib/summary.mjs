// Reads what a test runner left behind (its exit code and its JSON report) and says how the suite
// went. A suite has failed when any of these is true, whatever its counts say:
// - the runner exited non-zero (an unhandled error, a crash, a web server that did not start);
// - it left no report (it crashed before writing one);
// - it reported errors outside any test (a spec or test file that did not load);
// - it ran no test at all.
// Each such problem counts as one failure, so the closing line can never read "0 failed" for a run
// that did not really pass. A test that passed only on a retry is counted as flaky, not as passed.

/** @typedef {{ passed: number, failed: number, skipped: number, flaky: string[], failures: string[], problems: string[] }} SuiteSummary */

function firstLine(text) {
  return String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')[0]
    .trim();
}

/** Adds the problems that no test count shows; the runner's exit code is the last word. */
function settle(summary, exitCode, ran) {
  if (ran === 0 && summary.problems.length === 0) summary.problems.push('no test ran');
  if (exitCode !== 0 && summary.failed === 0 && summary.problems.length === 0) {
    summary.problems.push(
      exitCode === null
        ? 'the runner was killed before it finished'
        : `the runner exited with code ${exitCode} although no test failed (an unhandled error or a failure outside any test)`,
    );
  }
  summary.failed += summary.problems.length;
  return summary;
}

/**
 * Vitest's JSON report (`--reporter=json`).
 * @param {{ exitCode: number | null, report: any }} run
 * @returns {SuiteSummary}
 */
export function summariseVitest({ exitCode, report }) {
  if (!report)
    return settle(
      {
        passed: 0,
        failed: 0,
        skipped: 0,
        flaky: [],
        failures: [],
        problems: ['no report: the runner crashed or did not start'],
      },
      exitCode,
      0,
    );
  const summary = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    flaky: [],
    failures: [],
    problems: [],
  };
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') summary.failures.push(`${file.name} › ${test.fullName}`);
    }
    // A file that failed without a failed test did not load (or failed in a hook around all tests).
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0)
      summary.problems.push(`${file.name}: ${firstLine(file.message) || 'failed outside any test'}`);
  }
  return settle(summary, exitCode, summary.passed + summary.failed);
}

function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const project = test.projectName ? `[${test.projectName}] ` : '';
        yield { name: `${project}${[...path, spec.title].join(' › ')}`, status: test.status };
      }
    }
    yield* playwrightTests(suite.suites, path);
  }
}

/**
 * Playwright's JSON report (`--reporter=json`).
 * @param {{ exitCode: number | null, report: any }} run
 * @returns {SuiteSummary}
 */
export function summarisePlaywright({ exitCode, report }) {
  if (!report?.stats)
    return settle(
      {
        passed: 0,
        failed: 0,
        skipped: 0,
        flaky: [],
        failures: [],
        problems: ['no report: the runner crashed or did not start'],
      },
      exitCode,
      0,
    );
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const summary = { passed: expected, failed: unexpected, skipped, flaky: [], failures: [], problems: [] };
  for (const test of playwrightTests(report.suites)) {
    if (test.status === 'flaky') summary.flaky.push(test.name);
    if (test.status === 'unexpected') summary.failures.push(test.name);
  }
  // Errors outside tests: a web server that did not start, a spec that did not load, no test found.
  for (const error of report.errors ?? [])
    summary.problems.push(firstLine(error.message) || 'an error outside any test');
  return settle(summary, exitCode, expected + unexpected + flaky);
}

/** The closing line CI reads, e.g. `e2e: 30 passed, 0 failed, 1 flaky`. */
export function closingLine(suite, { passed, failed, skipped, flaky }) {
  let line = `${suite}: ${passed} passed, ${failed} failed`;
  if (skipped) line += `, ${skipped} skipped`;
  if (flaky.length) line += `, ${flaky.length} flaky`;
  return line;
}

/** What the reader needs before the closing line: every failure, problem and flaky test by name. */
export function details(suite, { failures, problems, flaky }) {
  return [
    ...failures.map((name) => `${suite}: failed: ${name}`),
    ...problems.map((problem) => `${suite}: failed: ${problem}`),
    ...flaky.map((name) => `${suite}: flaky (passed on retry): ${name}`),
  ];
}

/**
 * Time spent per test file, longest first: Vitest's file durations, or the sum of a Playwright
 * file's test runs (retries included).
 * @param {'vitest' | 'playwright'} runner
 * @returns {{ file: string, ms: number }[]}
 */
export function fileTimes(runner, report) {
  const times = new Map();
  const add = (file, ms) => times.set(file, (times.get(file) ?? 0) + ms);
  if (runner === 'vitest') {
    for (const file of report?.testResults ?? []) add(file.name, Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)));
  } else {
    const walk = (suites) => {
      for (const suite of suites ?? []) {
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests ?? [])
            for (const result of test.results ?? []) add(spec.file ?? suite.file, result.duration ?? 0);
        walk(suite.suites);
      }
    };
    walk(report?.suites);
  }
  return [...times].map(([file, ms]) => ({ file, ms })).sort((a, b) => b.ms - a.ms);
}
