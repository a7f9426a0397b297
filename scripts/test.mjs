// `npm test`: every suite, each closing with `suite: N passed, N failed`:
//   typecheck   the app, its tests and the route types (tsc over tsconfig.test.json)
//   lint        ESLint
//   unit        Vitest's unit project: everything that opens no database
//   backend     Vitest's backend project: the API on a copy of a seeded PGlite per test file
//   backend-pg  the same files on a throw-away PostgreSQL cluster, less PGlite's own tests
//   e2e         Playwright in Chromium against the production build and the embedded API
// `npm test -- unit e2e` runs the named suites only.
//
// The database is seeded once per run and copied (scripts/lib/seed-snapshots.ts). Typecheck and lint
// run beside the unit tests; the rest run one after another, each wanting both cores. A suite's
// output is kept in .reports/<suite>.log and printed whole when it ends, so suites that run side
// by side do not interleave. The run ends with each suite's time and the ten slowest test files.
// How a run is judged: scripts/lib/summary.mjs.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, log, root, run } from './lib/prepare.mjs';
import { closingLine, details, fileTimes, summarisePlaywright, summariseVitest } from './lib/summary.mjs';

const SUITES = ['typecheck', 'lint', 'unit', 'backend', 'backend-pg', 'e2e'];
// Debian's headless build of Chromium: the same engine without the desktop browser around it, which
// costs the e2e suite about a third less CPU than /usr/bin/chromium in headless mode.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const reports = path.join(root, '.reports');
const snapshots = path.join(root, '.data/snapshots');
const only = process.argv.slice(2);
const results = [];
const slowFiles = [];
const bin = (name) => path.join(root, 'node_modules/.bin', name);

for (const name of only) {
  if (!SUITES.includes(name)) {
    console.error(`unknown suite "${name}": choose from ${SUITES.join(', ')}`);
    process.exit(2);
  }
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

/** Runs a suite, timing it; `body` resolves to its summary. */
async function suite(name, title, body) {
  if (!wanted(name)) return;
  log(title);
  const started = Date.now();
  const summary = await body();
  results.push({ suite: name, seconds: (Date.now() - started) / 1000, ...summary });
  for (const line of details(name, summary)) console.log(line);
  console.log(closingLine(name, summary));
}

const plain = (failed, problems = []) => ({ passed: 0, failed, skipped: 0, flaky: [], failures: [], problems });
const passed = (name) => results.some((r) => r.suite === name && r.failed === 0);

/** The route types Next generates (`next typegen`), then one tsc over the app, its tests and them. */
function typecheck() {
  return suite('typecheck', 'typecheck', async () => {
    const steps = [
      ['next typegen', bin('next'), ['typegen']],
      ['tsc', bin('tsc'), ['--noEmit', '-p', 'tsconfig.test.json']],
    ];
    const problems = [];
    for (const [label, command, args] of steps) {
      const code = await runLogged(`typecheck-${label.split(' ').pop()}`, command, args);
      if (code !== 0) problems.push(`${label} exited with code ${code}`);
    }
    return { ...plain(problems.length, problems), passed: steps.length - problems.length };
  });
}

function lint() {
  return suite('lint', 'lint', async () => {
    const out = path.join(reports, 'eslint.json');
    const code = await runLogged('lint', bin('eslint'), ['.', '--format', 'json', '--output-file', out]);
    const files = readJson(out);
    if (!files) return plain(1, [`eslint left no report (exit code ${code})`]);
    for (const file of files) {
      for (const m of file.messages)
        console.log(`${path.relative(root, file.filePath)}:${m.line}:${m.column} ${m.ruleId ?? ''} ${m.message}`);
    }
    const failed = files.filter((f) => f.errorCount > 0 || f.warningCount > 0).length;
    const problems = [];
    if (files.length === 0) problems.push('no file was linted');
    // 1 means lint errors (counted per file above); anything else is eslint itself failing.
    if (code !== 0 && code !== 1) problems.push(`eslint exited with code ${code}`);
    return { ...plain(failed + problems.length, problems), passed: files.length - failed };
  });
}

/** A Vitest project (vitest.config.mts), optionally under another command (the Postgres cluster). */
async function vitest(name, project, { wrap = [] } = {}) {
  const out = path.join(reports, `vitest-${name}.json`);
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const [command, commandArgs] = wrap.length
    ? [wrap[0], [...wrap.slice(1), bin('vitest'), ...args]]
    : [bin('vitest'), args];
  const exitCode = await runLogged(name, command, commandArgs);
  const report = readJson(out);
  for (const { file, ms } of fileTimes('vitest', report)) slowFiles.push({ suite: name, file, ms });
  return summariseVitest({ exitCode, report });
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    log('Chromium is missing: installing Debian’s chromium-headless-shell package…');
    if (
      run('apt-get', ['update', '-qq']) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']) === 0
    )
      return existsSync(CHROMIUM);
    return false;
  }
  console.error(
    `Chromium is missing. Install it with:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n(or set CHROMIUM_PATH to a Chromium binary).`,
  );
  return false;
}

function e2e() {
  return suite('e2e', 'end-to-end tests (playwright, Chromium, production build)', async () => {
    if (!ensureChromium()) return plain(1, ['Chromium is missing']);
    try {
      // The typecheck suite of this run has checked what the build would check again.
      ensureBuild({ env: passed('typecheck') ? { BUILD_TYPES_CHECKED: 'true' } : {} });
    } catch (error) {
      return plain(1, [`the production build failed: ${error.message}`]);
    }
    const out = path.join(reports, 'playwright.json');
    const exitCode = await runLogged(
      'e2e',
      bin('playwright'),
      ['test'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CHROMIUM_PATH: CHROMIUM },
      { live: true },
    );
    const report = readJson(out);
    for (const { file, ms } of fileTimes('playwright', report)) slowFiles.push({ suite: 'e2e', file, ms });
    return summarisePlaywright({ exitCode, report });
  });
}

/** The run's seeded database copies, for the backend suite, the build's API and the e2e API. */
async function seedSnapshots() {
  if (!wanted('backend') && !wanted('e2e')) return;
  log('seeding the database once for this run');
  rmSync(snapshots, { recursive: true, force: true });
  const code = await runLogged('seed-snapshots', bin('tsx'), ['scripts/seed-snapshots.ts', 'make', snapshots]);
  if (code === 0) process.env.SEED_SNAPSHOTS = snapshots;
  else log('seeding failed: each suite seeds on its own (.reports/seed-snapshots.log)');
}

function printTimes(totalSeconds) {
  const rel = (file) => path.relative(root, file);
  console.log('\ntime per suite:');
  for (const r of results) console.log(`  ${r.suite.padEnd(11)} ${Math.round(r.seconds).toString().padStart(5)} s`);
  console.log(`  ${'total'.padEnd(11)} ${Math.round(totalSeconds).toString().padStart(5)} s`);
  console.log('the ten slowest test files:');
  for (const { suite: name, file, ms } of slowFiles.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name.padEnd(10)} ${rel(file)}`);
}

ensureDependencies();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const started = Date.now();
await seedSnapshots();
await Promise.all([
  (async () => {
    await typecheck();
    await lint();
  })(),
  suite('unit', 'unit tests (vitest)', () => vitest('unit', 'unit')),
]);
await suite('backend', 'backend tests on PGlite (vitest)', () => vitest('backend', 'backend'));
// The backend suite again, on a throw-away PostgreSQL cluster (scripts/with-postgres.mjs): the rules
// that PGlite's one query at a time cannot break (stock, bag limits, points, promos, idempotency
// under parallel requests) are checked where requests really overlap. PGlite's own tests stay out.
await suite('backend-pg', 'backend tests on PostgreSQL (vitest, throw-away cluster)', () =>
  vitest('backend-pg', 'backend', {
    wrap: [process.execPath, path.join(root, 'scripts/with-postgres.mjs'), '--'],
  }),
);
await e2e();

const seconds = (Date.now() - started) / 1000;
const failed = results.some((r) => r.failed > 0);
printTimes(seconds);
log(`${failed ? 'some suites failed' : 'all suites passed'} in ${Math.round(seconds)} s`);
process.exit(failed ? 1 : 0);
