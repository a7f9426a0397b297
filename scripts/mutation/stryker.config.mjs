// Stryker's configuration for `npm run test:mutation` (scripts/mutation.mjs runs it from the root).
// It mutates the rules that move money, points and places, and runs the project's own Vitest config
// against each mutant: both projects, the backend one with its global setup (the seeded copies).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RESERVATIONS = 'backend/happening/reservations.ts';

/**
 * A mutation range of a file: from the first line holding `from` to the first line after it holding
 * `to`, or to the end of the top-level function that opens there. Found by text, so that the range
 * follows the code when lines move.
 */
function lines(file, from, to) {
  const text = readFileSync(file, 'utf8').split('\n');
  const first = text.findIndex((line) => line.includes(from));
  const ends = (line) => (to === undefined ? line === '}' : line.includes(to));
  const last = first < 0 ? -1 : text.findIndex((line, index) => index >= first && ends(line));
  if (first < 0 || last < 0) throw new Error(`${file}: no lines from "${from}" to "${to}"`);
  return `${file}:${first + 1}-${last + 1}`;
}

const config = {
  mutate: [
    'backend/rules/*.ts',
    // A slot's capacity: where a place is taken and given back, and what a reschedule or a
    // cancellation does to it; the rest of the file (show, confirm, a member's list) is not about places.
    lines(RESERVATIONS, 'async function takePlace('),
    lines(RESERVATIONS, 'async function releasePlace('),
    lines(RESERVATIONS, 'async function upcomingSlot('),
    lines(RESERVATIONS, 'if (slotId === row.slotId)', 'await releasePlace(ctx.db, row.slotId);'),
    lines(RESERVATIONS, "if (row.status === 'cancelled') return", 'await releasePlace(ctx.db, row.slotId);'),
  ],
  testRunner: 'vitest',
  // The project's Vitest config, narrowed to the rules' tests (scripts/mutation/vitest.config.mts).
  // Related mode keeps, of those, the files that import a mutated file, directly or not.
  vitest: { configFile: 'scripts/mutation/vitest.config.mts', related: true },
  coverageAnalysis: 'perTest',
  // Each runner runs Vitest on one worker; the machine has two cores.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  // A busy machine slows the backend tests down: a mutant is only counted as an endless loop well
  // past a normal run's time, not because the machine was busy.
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 60,
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.reports/mutation/index.html' },
  jsonReporter: { fileName: '.reports/mutation/mutation.json' },
  incrementalFile: '.reports/mutation/incremental.json',
  // Sandboxes (copies of the project with mutated files) live outside the work tree, so that the
  // type check, lint and test runs of the tree never pick their files up.
  tempDirName: path.join(os.tmpdir(), 'storefront-mutation'),
  // Build output, databases and reports are not needed to run the tests.
  ignorePatterns: [
    '/.next',
    '/.data',
    '/.reports',
    '/.fonts',
    '/public/fonts',
    '/test-results',
    '/playwright-report',
    '/coverage',
    '/e2e',
    '/scripts/fixtures',
  ],
};

export default config;
