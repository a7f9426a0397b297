import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Two projects: `unit` opens no database; `backend` runs the API against one, on a copy of a
 * seeded PGlite, or on Postgres when TEST_DATABASE_URL is set (`npm test -- backend-pg`, which
 * leaves out `tests/backend/pglite/`: tests of PGlite's own data directory and start; only that run
 * takes `tests/backend/postgres-faults/`, which stop and start a PostgreSQL server of their own).
 * `tests/backend/pure/` holds backend logic that needs no database: unit tests.
 */
const BACKEND = 'tests/backend/**/*.test.ts';
const BACKEND_WITHOUT_DATABASE = 'tests/backend/pure/**';
const PGLITE_ONLY = 'tests/backend/pglite/**';
// Faults of a real PostgreSQL server (a cluster of the test's own): with the suite's run on Postgres.
const POSTGRES_ONLY = 'tests/backend/postgres-faults/**';

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // `server-only` throws outside React's server condition; tests import server modules directly.
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Threads start faster than processes, and both cores work: Vitest's default leaves one idle here.
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/backend/*.test.ts', 'tests/backend/!(pure)/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          include: [BACKEND],
          exclude: [BACKEND_WITHOUT_DATABASE, process.env.TEST_DATABASE_URL ? PGLITE_ONLY : POSTGRES_ONLY],
          globalSetup: ['tests/backend/global-setup.ts'],
          // Each file opens its own app on its own database, so files share a worker's modules (and
          // skip reloading them per file); tests/backend/setup.ts puts back what a file may change.
          isolate: false,
          setupFiles: ['tests/setup.ts', 'tests/backend/setup.ts'],
        },
      },
    ],
  },
});
