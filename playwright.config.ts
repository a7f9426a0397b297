import { defineConfig } from '@playwright/test';
import { COUNTRIES, COUNTRY_CODES } from './lib/site';
import {
  E2E_API_ORIGIN,
  E2E_CLOSED_PORT,
  E2E_OUTAGE_API_ORIGIN,
  E2E_OUTAGE_PORT,
  E2E_PREVIEW_SECRET,
  E2E_QA_TOKEN,
  E2E_MAIL_ORIGIN,
  E2E_PUBLIC_ORIGIN,
  E2E_REVALIDATE_SECRET,
  E2E_SMTP_PORT,
} from './e2e/support/qa';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
/**
 * The access token's lifetime: e2e/auth-refresh.spec.ts expires a session's token through the
 * sandbox when it tests the refresh path; other journeys read the API directly now and then, which
 * a token expiring mid-journey (on a busy machine) would turn into a failure of its own.
 */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 600;

// Country domains resolve to this machine so that host-based routing is tested for real; every
// other name but this machine's resolves to nothing, so no page reaches the internet; each journey
// fails on a request for such a name that is not a known vendor's (e2e/support/test.ts).
const hostRules = [
  ...COUNTRY_CODES.flatMap((c) => [`MAP ${COUNTRIES[c].domain} 127.0.0.1`, `MAP *.${COUNTRIES[c].domain} 127.0.0.1`]),
  'MAP * ~NOTFOUND',
  'EXCLUDE localhost',
  'EXCLUDE *.localhost',
  'EXCLUDE 127.0.0.1',
].join(', ');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // An upper bound for the longest journeys (several pages, an axe scan on each) on a busy machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Screenshots (e2e/visual.spec.ts) are kept per spec and name, one set for every machine that
  // runs Debian's headless Chromium (chromium-headless-shell).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.reports/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every test about a sixth of its time; in CI a failure is run again
    // with one (a test that fails twice has its trace), and a local run keeps each failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell; the screenshots of e2e/visual.spec.ts are drawn by it.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        `--host-resolver-rules=${hostRules}`,
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [/\.phone\.spec\.ts$/, /no-js\.spec\.ts$/] },
    // A phone (390×844) for the journeys a shopper makes there; those specs end in .phone.spec.ts.
    {
      name: 'phone',
      testMatch: /\.phone\.spec\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // Pages are useful without JavaScript: the server's HTML is what a crawler and a first paint see.
    { name: 'no-javascript', testMatch: /no-js\.spec\.ts$/, use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      // The run's mail server: the API below sends every mail to it, and journeys read them back
      // over HTTP (e2e/support/members.ts, mailedLink).
      command: `node_modules/.bin/tsx scripts/mail-catcher.ts ${E2E_SMTP_PORT} ${new URL(E2E_MAIL_ORIGIN).port}`,
      url: `${E2E_MAIL_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // On the run's seeded database copy when `npm test` made one (scripts/lib/seed-snapshots.ts),
      // else seeded on its first start.
      command: [
        `rm -rf ${DATA_DIR}`,
        ...(process.env.SEED_SNAPSHOTS
          ? [`node_modules/.bin/tsx scripts/seed-snapshots.ts restore ${process.env.SEED_SNAPSHOTS} all ${DATA_DIR}`]
          : []),
        'node_modules/.bin/tsx backend/server.ts',
      ].join(' && '),
      url: `http://127.0.0.1:${API_PORT}/api/web/v1/health`,
      env: {
        API_PORT: String(API_PORT),
        DATA_DIR,
        ACCESS_TOKEN_TTL_SECONDS: String(E2E_ACCESS_TOKEN_TTL_SECONDS),
        // QA surfaces are closed unless switched on; the suite switches them on, behind the credential.
        SANDBOX_ENABLED: 'true',
        QA_TOKEN: E2E_QA_TOKEN,
        TRUST_PROXY: 'true',
        // Cheap password hashing, as in the backend tests: the suite makes a member per journey.
        ARGON2_MEMORY_KIB: '256',
        ARGON2_ITERATIONS: '1',
        // The suite signs the demo members in far more often than a person would.
        SIGN_IN_LIMIT_PER_EMAIL: '1000',
        SIGN_IN_LIMIT_PER_CLIENT: '10000',
        // Every journey comes from this one machine: each limit of backend/http/limit-table.ts is raised alike.
        RATE_LIMIT_MULTIPLIER: '1000',
        // Drafts need the preview credential, which the API derives from the storefront's secret.
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        // Mail goes to the run's mail server, its links to this run's storefront.
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(E2E_SMTP_PORT),
        PUBLIC_ORIGIN: E2E_PUBLIC_ORIGIN,
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node_modules/.bin/tsx --tsconfig tsconfig.server.json server.ts -p ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      // QA surfaces are closed unless switched on; the e2e storefront opens them to test them.
      env: {
        API_ORIGIN: E2E_API_ORIGIN,
        NEXT_TELEMETRY_DISABLED: '1',
        ENABLE_SANDBOX: 'true',
        ENABLE_PREVIEW: 'true',
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same build started as `npm start` starts it: every QA and preview surface closed.
      command: `node_modules/.bin/tsx --tsconfig tsconfig.server.json server.ts -p ${E2E_CLOSED_PORT}`,
      url: `http://127.0.0.1:${E2E_CLOSED_PORT}/`,
      env: { API_ORIGIN: E2E_API_ORIGIN, NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same build with an API that cannot be reached: an outage. Its pages answer 503, so it is
      // ready when a static file answers.
      command: `node_modules/.bin/tsx --tsconfig tsconfig.server.json server.ts -p ${E2E_OUTAGE_PORT}`,
      url: `http://127.0.0.1:${E2E_OUTAGE_PORT}/favicon.ico`,
      env: { API_ORIGIN: E2E_OUTAGE_API_ORIGIN, NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
  ],
});
