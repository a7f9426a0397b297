import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
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
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Reach the API through lib/api (the shared client).' }],
        },
      ],
    },
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
      ],
    },
  },
  {
    files: ['lib/api/client/**', 'lib/api/client.ts', 'tests/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The seed writes demo data once; the running API must not depend on it.
    files: ['backend/**'],
    ignores: ['backend/seed/**', 'backend/db/prepare.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Reach the API through lib/api (the shared client).' }],
          patterns: [
            {
              group: ['@/backend/seed', '@/backend/seed/*', '**/seed', '**/seed/*'],
              message: 'Runtime code never imports the seed; move what it needs to backend/shared or its own context.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Reach the API through lib/api (the shared client).' }],
          patterns: [{ group: ['@/backend/*', '**/backend/**'], message: 'The storefront never imports the backend.' }],
        },
      ],
    },
  },
]);
