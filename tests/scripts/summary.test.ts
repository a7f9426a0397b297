import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  closingLine,
  details,
  type RunnerOutput,
  summarisePlaywright,
  summariseVitest,
} from '../../scripts/lib/summary.mjs';

// Recorded from real runs of Vitest 4 and Playwright 1.65 (reports trimmed to what is read).
function recorded(name: string): RunnerOutput {
  return JSON.parse(readFileSync(path.join(__dirname, 'fixtures', `${name}.json`), 'utf8')) as RunnerOutput;
}

describe('the closing line of a Vitest run', () => {
  it('a clean run passes', () => {
    const summary = summariseVitest(recorded('vitest-pass'));
    expect(closingLine('unit', summary)).toBe('unit: 1 passed, 0 failed');
    expect(details('unit', summary)).toEqual([]);
  });

  it('a failed test is named', () => {
    const summary = summariseVitest(recorded('vitest-fail'));
    expect(closingLine('unit', summary)).toBe('unit: 1 passed, 1 failed');
    expect(details('unit', summary)).toEqual(['unit: failed: tests/a.test.mjs › bad']);
  });

  it('no test file found fails the suite', () => {
    const summary = summariseVitest(recorded('vitest-none'));
    expect(closingLine('unit', summary)).toBe('unit: 0 passed, 1 failed');
    expect(summary.problems).toEqual(['no test ran']);
  });

  it('an unhandled error fails the suite although every test passed', () => {
    const run = recorded('vitest-unhandled');
    expect((run.report as { numFailedTests: number }).numFailedTests).toBe(0);
    const summary = summariseVitest(run);
    expect(closingLine('unit', summary)).toBe('unit: 2 passed, 1 failed');
    expect(summary.problems[0]).toMatch(/exited with code 1/);
  });

  it('a test file that does not load fails the suite and is named', () => {
    const summary = summariseVitest(recorded('vitest-loadfail'));
    expect(closingLine('unit', summary)).toBe('unit: 0 passed, 1 failed');
    expect(summary.problems).toEqual([
      "tests/a.test.mjs: Cannot find module './missing-module.mjs' imported from tests/a.test.mjs",
    ]);
  });

  it('a crash that leaves no report fails the suite', () => {
    expect(closingLine('unit', summariseVitest({ exitCode: 134, report: null }))).toBe('unit: 0 passed, 1 failed');
    expect(closingLine('unit', summariseVitest({ exitCode: null, report: null }))).toBe('unit: 0 passed, 1 failed');
  });

  it('a report that says all passed does not outweigh a non-zero exit', () => {
    const run = recorded('vitest-pass');
    expect(closingLine('unit', summariseVitest({ ...run, exitCode: 1 }))).toBe('unit: 1 passed, 1 failed');
  });
});

describe('the closing line of a Playwright run', () => {
  it('a clean run passes and counts what was skipped', () => {
    const summary = summarisePlaywright(recorded('playwright-pass'));
    expect(closingLine('e2e', summary)).toBe('e2e: 1 passed, 0 failed, 1 skipped');
  });

  it('a test that passed on retry is reported as flaky, by name, and not as a plain pass', () => {
    const summary = summarisePlaywright(recorded('playwright-flaky'));
    expect(closingLine('e2e', summary)).toBe('e2e: 1 passed, 1 failed, 1 flaky');
    expect(details('e2e', summary)).toEqual([
      'e2e: failed: a.spec.mjs › broken',
      'e2e: flaky (passed on retry): a.spec.mjs › wobbly journey',
    ]);
  });

  it('a web server that does not start fails the suite', () => {
    const summary = summarisePlaywright(recorded('playwright-webserver'));
    expect(closingLine('e2e', summary)).toBe('e2e: 0 passed, 1 failed');
    expect(summary.problems).toEqual(['Error: Process from config.webServer was not able to start. Exit code: 3']);
  });

  it('a spec file that does not load fails the suite', () => {
    const summary = summarisePlaywright(recorded('playwright-loadfail'));
    expect(closingLine('e2e', summary)).toBe('e2e: 0 passed, 1 failed');
    expect(summary.problems).toEqual(['Error: cannot load']);
  });

  it('no test found fails the suite', () => {
    const summary = summarisePlaywright(recorded('playwright-none'));
    expect(closingLine('e2e', summary)).toBe('e2e: 0 passed, 1 failed');
    expect(summary.problems).toEqual(['Error: No tests found']);
  });

  it('a crash that leaves no report fails the suite', () => {
    expect(closingLine('e2e', summarisePlaywright({ exitCode: 1, report: null }))).toBe('e2e: 0 passed, 1 failed');
  });
});
