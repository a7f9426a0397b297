import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The folder rules of docs/architecture.md ("Folders and what each may import"). In flat config a
 * later block's `no-restricted-imports` replaces an earlier one's options for the files both match,
 * so each folder gets one block that lists every restriction it has, composed from these parts.
 */

// An import of a top-level folder, by alias or by a relative path that climbs out of the folder.
const folder = (name) => `^(@/|(\\.\\./)+)${name}(/|$)`;

const AXIOS = { name: 'axios', message: 'Reach the API through lib/api (the shared client in lib/api/client).' };
const NEXT_LINK = {
  name: 'next/link',
  message: 'Use Link from components/ui/link: it prefetches a page when the shopper reaches for it, not on view.',
};
const PROCESS_ENV = ['process', 'node:process'].map((name) => ({
  name,
  importNames: ['env'],
  message: 'Read the environment in an env module (lib/env.ts, lib/public-env.ts, backend/env.ts).',
}));
const NO_BACKEND = {
  regex: folder('backend'),
  message: 'The storefront never imports the backend; what both sides share is in contract/.',
};
const NO_APP = { regex: folder('app'), message: 'Only app/ holds routes; nothing imports from it.' };
const NO_COMPONENTS = {
  regex: folder('components'),
  message: 'lib never imports components; move the shared code to lib.',
};
const NO_SEED = {
  regex: '(^@/backend/seed|(^|/)seed)(/|$)',
  message: 'Runtime code never imports the seed; move what it needs to backend/shared or its own context.',
};
const CONTRACT_STANDS_ON_SITE = {
  regex: '^(@/|(\\.\\./)+)lib(/(?!site(/|$))|$)',
  message: 'The contract both sides import stands on lib/site alone.',
};
const BACKEND_REACHES_STOREFRONT = [
  { regex: folder('(app|components)'), message: 'The backend reaches the storefront only through contract/.' },
  { regex: folder('lib'), message: 'The backend reaches the storefront only through contract/.' },
];

// The request path is server.ts's steps, in the open: nothing replaces a method on a prototype of
// Node, Next or React underneath them.
const NO_PROTOTYPE_CHANGE = {
  selector:
    "AssignmentExpression > MemberExpression.left MemberExpression[property.name='prototype'], CallExpression[callee.property.name=/^(defineProperty|defineProperties|set|assign)$/] > MemberExpression.arguments:first-child[property.name='prototype']",
  message: 'Do not change a prototype: add a step to server.ts, or wrap the one object you were handed.',
};

const restrictImports = ({ axios = true, link = true, patterns = [] } = {}) => ({
  'no-restricted-imports': [
    'error',
    { paths: [...(axios ? [AXIOS] : []), ...(link ? [NEXT_LINK] : []), ...PROCESS_ENV], patterns },
  ],
});

// Storefront files at the root: the server (the request path before Next), the proxy, the
// instrumentation hook and the Sentry configs it loads.
const STOREFRONT_ROOT = ['server.ts', 'proxy.ts', 'instrumentation.ts', 'sentry.*.config.ts'];
// Files that may read process.env: the env modules, Next's instrumentation hook (NEXT_RUNTIME must
// stay a literal there so each runtime's bundle drops the other's import), config files, and code
// that is not part of either process (tests, journeys, scripts).
const ENV_READERS = [
  'lib/env.ts',
  'lib/public-env.ts',
  'backend/env.ts',
  // Next loads the shared-cache handlers by path, outside any bundle, so they read REDIS_URL
  // themselves (checked at start by lib/env-schema through next.config.ts).
  'lib/cache/handlers/redis-store.mjs',
  'instrumentation.ts',
  // The server reads its port and sets the mode Next and the steps it loads then read.
  'server.ts',
  '*.config.{ts,mts,mjs}',
  'tests/**',
  'e2e/**',
  'scripts/**',
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    // The storefront's build and the bench's hello-world build (scripts/fixtures/hello-world).
    '**/.next/**',
    'node_modules/**',
    '.data/**',
    'public/**',
    'test-results/**',
    'playwright-report/**',
    '.reports/**',
    'backend/db/migrations/**',
    'next-env.d.ts',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      ...restrictImports(),
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment in an env module (lib/env.ts, lib/public-env.ts, backend/env.ts).',
        },
      ],
    },
  },
  { files: ENV_READERS, rules: { 'no-restricted-properties': 'off' } },
  { files: ['app/**'], rules: restrictImports({ patterns: [NO_BACKEND] }) },
  { files: ['components/**', ...STOREFRONT_ROOT], rules: restrictImports({ patterns: [NO_BACKEND, NO_APP] }) },
  // The one place that wraps Next's Link with the storefront's prefetch rule.
  { files: ['components/ui/link.tsx'], rules: restrictImports({ link: false, patterns: [NO_BACKEND, NO_APP] }) },
  { files: ['lib/**'], rules: restrictImports({ patterns: [NO_BACKEND, NO_APP, NO_COMPONENTS] }) },
  {
    files: ['contract/**'],
    rules: restrictImports({ patterns: [NO_BACKEND, NO_APP, NO_COMPONENTS, CONTRACT_STANDS_ON_SITE] }),
  },
  // The one client of the API: the only code that uses axios.
  {
    files: ['lib/api/client/**'],
    rules: restrictImports({ axios: false, patterns: [NO_BACKEND, NO_APP, NO_COMPONENTS] }),
  },
  {
    // Dates reach shoppers through lib/site/dates: one cached formatter per locale tag and options.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/site/dates.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'Format dates with lib/site/dates (formatDate, formatDateTime, the zoned helpers).',
        },
        NO_PROTOTYPE_CHANGE,
      ],
    },
  },
  {
    files: ['backend/**', 'lib/site/dates.ts', ...STOREFRONT_ROOT],
    rules: { 'no-restricted-syntax': ['error', NO_PROTOTYPE_CHANGE] },
  },
  { files: ['backend/**'], rules: restrictImports({ patterns: [...BACKEND_REACHES_STOREFRONT, NO_SEED] }) },
  // The seed writes demo data once, and the server's start prepares the database with it (on an
  // empty database only); the API's routes and services must not.
  {
    files: ['backend/seed/**', 'backend/server.ts'],
    rules: restrictImports({ patterns: BACKEND_REACHES_STOREFRONT }),
  },
  { files: ['tests/**', 'scripts/**', 'e2e/**'], rules: { 'no-restricted-imports': 'off' } },
]);
