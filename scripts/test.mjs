// `npm test`: every suite (typecheck, lint, unit, backend-pg, e2e), each closing with `suite: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, log, root, run } from './lib/prepare.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = path.join(root, '.reports');
const only = process.argv.slice(2);
const results = [];

function summary(suite, passed, failed, skipped = 0) {
  results.push({ suite, passed, failed });
  console.log(`${suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

function wanted(suite) {
  return only.length === 0 || only.includes(suite);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    log('Chromium is missing: installing Debian’s chromium package…');
    if (run('apt-get', ['update', '-qq']) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0) return existsSync(CHROMIUM);
    return false;
  }
  console.error(`Chromium is missing. Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary).`);
  return false;
}

ensureDependencies();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

if (wanted('typecheck')) {
  log('typecheck');
  const projects = ['tsconfig.json', 'tsconfig.test.json'];
  let failed = 0;
  for (const project of projects) {
    if (run(path.join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', project]) !== 0) failed += 1;
  }
  summary('typecheck', projects.length - failed, failed);
}

if (wanted('lint')) {
  log('lint');
  const out = path.join(reports, 'eslint.json');
  spawnSync(path.join(root, 'node_modules/.bin/eslint'), ['.', '--format', 'json', '--output-file', out], { cwd: root, stdio: 'inherit' });
  const files = readJson(out) ?? [];
  for (const file of files) {
    for (const m of file.messages) console.log(`${path.relative(root, file.filePath)}:${m.line}:${m.column} ${m.ruleId ?? ''} ${m.message}`);
  }
  const failed = files.filter((f) => f.errorCount > 0 || f.warningCount > 0).length;
  summary('lint', files.length - failed, files.length === 0 ? 1 : failed);
}

if (wanted('unit')) {
  log('unit tests (vitest)');
  const out = path.join(reports, 'vitest.json');
  run(path.join(root, 'node_modules/.bin/vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = readJson(out);
  if (report) summary('unit', report.numPassedTests, report.numFailedTests + (report.numTotalTestSuites > 0 && !report.success && report.numFailedTests === 0 ? 1 : 0), report.numPendingTests);
  else summary('unit', 0, 1);
}

// The backend suite again, on a throw-away PostgreSQL cluster: the rules that PGlite's one query at
// a time cannot break (stock, bag limits, points, promos, idempotency under parallel requests).
if (wanted('backend-pg')) {
  log('backend tests on PostgreSQL (vitest, throw-away cluster)');
  const out = path.join(reports, 'vitest-backend-pg.json');
  const code = run(process.execPath, [
    path.join(root, 'scripts/with-postgres.mjs'),
    '--',
    path.join(root, 'node_modules/.bin/vitest'),
    'run',
    'tests/backend',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  const passed = report?.numPassedTests ?? 0;
  const failed = report?.numFailedTests ?? 0;
  // A runner that failed or ran nothing fails the suite even when no test reported a failure.
  const runnerFailed = code !== 0 || passed === 0;
  summary('backend-pg', passed, failed > 0 ? failed : runnerFailed ? 1 : 0, report?.numPendingTests ?? 0);
}

if (wanted('e2e')) {
  log('end-to-end tests (playwright, Chromium, production build)');
  if (!ensureChromium()) summary('e2e', 0, 1);
  else {
    ensureBuild();
    const out = path.join(reports, 'playwright.json');
    run(path.join(root, 'node_modules/.bin/playwright'), ['test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CHROMIUM_PATH: CHROMIUM } });
    const report = readJson(out);
    if (report?.stats) summary('e2e', report.stats.expected + report.stats.flaky, report.stats.unexpected, report.stats.skipped);
    else summary('e2e', 0, 1);
  }
}

const failed = results.some((r) => r.failed > 0);
log(failed ? 'some suites failed' : 'all suites passed');
process.exit(failed ? 1 : 0);
