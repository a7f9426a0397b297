// `npm test`: every suite (typecheck, lint, unit, backend-pg, e2e), each closing with `suite: N passed, N failed`.
// `npm test -- unit e2e` runs the named suites only.
//
// The quick suites (typecheck, lint) run beside the unit tests; the end-to-end suite runs alone
// afterwards, since it drives a browser against a production server and wants the machine to itself.
// A suite's output is kept in .reports/<suite>.log and printed whole when it ends, so suites that
// run side by side do not interleave. How a run is judged: scripts/lib/summary.mjs.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, log, root, run } from './lib/prepare.mjs';
import { closingLine, details, summarisePlaywright, summariseVitest } from './lib/summary.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = path.join(root, '.reports');
const only = process.argv.slice(2);
const results = [];
const bin = (name) => path.join(root, 'node_modules/.bin', name);

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

/**
 * Runs a command with its output in `.reports/<suite>.log`, printed when it ends (or as it comes,
 * `live`, for a suite that runs alone); resolves to its exit code (null if it could not run).
 */
function runLogged(suite, command, args, env = {}, { live = false } = {}) {
  const logFile = path.join(reports, `${suite}.log`);
  const out = createWriteStream(logFile);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0', ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(out, { end: false });
      if (live) stream.pipe(process.stdout, { end: false });
    }
    let failedToStart = false;
    child.once('error', (error) => {
      failedToStart = true;
      out.end(`\n${error.stack}\n`);
      console.error(error.message);
      resolve(null);
    });
    child.once('close', (code) => {
      if (failedToStart) return;
      out.end(() => {
        if (!live) process.stdout.write(readFileSync(logFile, 'utf8'));
        resolve(code);
      });
    });
  });
}

function report(suite, summary) {
  results.push({ suite, ...summary });
  for (const line of details(suite, summary)) console.log(line);
  console.log(closingLine(suite, summary));
}

const plain = (failed, problems = []) => ({ passed: 0, failed, skipped: 0, flaky: [], failures: [], problems });

async function typecheck() {
  log('typecheck');
  const projects = ['tsconfig.json', 'tsconfig.test.json'];
  const codes = [];
  for (const project of projects)
    codes.push(
      await runLogged(`typecheck-${path.basename(project, '.json')}`, bin('tsc'), ['--noEmit', '-p', project]),
    );
  const failed = codes.filter((code) => code !== 0).length;
  report('typecheck', { ...plain(failed), passed: projects.length - failed });
}

async function lint() {
  log('lint');
  const out = path.join(reports, 'eslint.json');
  const code = await runLogged('lint', bin('eslint'), ['.', '--format', 'json', '--output-file', out]);
  const files = readJson(out);
  if (!files) return report('lint', plain(1, [`eslint left no report (exit code ${code})`]));
  for (const file of files) {
    for (const m of file.messages)
      console.log(`${path.relative(root, file.filePath)}:${m.line}:${m.column} ${m.ruleId ?? ''} ${m.message}`);
  }
  const failed = files.filter((f) => f.errorCount > 0 || f.warningCount > 0).length;
  const problems = [];
  if (files.length === 0) problems.push('no file was linted');
  // 1 means lint errors (counted per file above); anything else is eslint itself failing.
  if (code !== 0 && code !== 1) problems.push(`eslint exited with code ${code}`);
  report('lint', { ...plain(failed + problems.length, problems), passed: files.length - failed });
}

async function unit() {
  log('unit tests (vitest)');
  const out = path.join(reports, 'vitest.json');
  const exitCode = await runLogged('unit', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  report('unit', summariseVitest({ exitCode, report: readJson(out) }));
}

// The backend suite again, on a throw-away PostgreSQL cluster (scripts/with-postgres.mjs): the rules
// that PGlite's one query at a time cannot break (stock, bag limits, points, promos, idempotency
// under parallel requests) are checked where requests really overlap.
async function backendPg() {
  log('backend tests on PostgreSQL (vitest, throw-away cluster)');
  const out = path.join(reports, 'vitest-backend-pg.json');
  const exitCode = await runLogged('backend-pg', process.execPath, [
    path.join(root, 'scripts/with-postgres.mjs'),
    '--',
    bin('vitest'),
    'run',
    'tests/backend',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  report('backend-pg', summariseVitest({ exitCode, report: readJson(out) }));
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    log('Chromium is missing: installing Debian’s chromium package…');
    if (run('apt-get', ['update', '-qq']) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0)
      return existsSync(CHROMIUM);
    return false;
  }
  console.error(
    `Chromium is missing. Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary).`,
  );
  return false;
}

async function e2e() {
  log('end-to-end tests (playwright, Chromium, production build)');
  if (!ensureChromium()) return report('e2e', plain(1, ['Chromium is missing']));
  try {
    ensureBuild();
  } catch (error) {
    return report('e2e', plain(1, [`the production build failed: ${error.message}`]));
  }
  const out = path.join(reports, 'playwright.json');
  const exitCode = await runLogged(
    'e2e',
    bin('playwright'),
    ['test'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CHROMIUM_PATH: CHROMIUM },
    { live: true },
  );
  report('e2e', summarisePlaywright({ exitCode, report: readJson(out) }));
}

ensureDependencies();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const started = Date.now();
await Promise.all([
  (async () => {
    if (wanted('typecheck')) await typecheck();
    if (wanted('lint')) await lint();
  })(),
  wanted('unit') ? unit() : null,
]);
if (wanted('backend-pg')) await backendPg();
if (wanted('e2e')) await e2e();

const failed = results.some((r) => r.failed > 0);
log(`${failed ? 'some suites failed' : 'all suites passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
