import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import project from '../../vitest.config.mts';

/**
 * The project's Vitest config (both projects, the backend one with its global setup), as Stryker
 * runs it against each mutant, with two changes:
 * - Only the rules' tests run: their unit tests, and the API's tests of bookings for a slot's places.
 *   The API's tests of the bag, orders and payments check these rules too, but each mutant would
 *   open their seeded databases again: a run would take hours on two cores instead of minutes.
 *   (The choice is made here, not with Stryker's `testFiles`: with that, Stryker activates a mutant
 *   of a module's top-level values after the module has loaded, and reports it survived.)
 * - A test may take longer: the mutants run while the machine may be busy with other work, and a
 *   test cut off by its timeout would count as a mutant killed.
 */
const RULE_TESTS: Record<string, string[]> = {
  unit: ['tests/backend/pure/*.test.ts', 'tests/happening/booking-form.test.ts', 'tests/orders/qr-code.test.tsx'],
  backend: ['tests/backend/happening/*.test.ts'],
};

const config = mergeConfig(project, {
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  test: { testTimeout: 120_000, hookTimeout: 300_000 },
});
config.test!.projects = (config.test!.projects as TestProjectInlineConfiguration[]).map((entry) => ({
  ...entry,
  test: { ...entry.test, include: RULE_TESTS[entry.test?.name as string] ?? [] },
}));

export default config;
