// `npm run test:mutation`: mutation testing of the rules that move money, points and places
// (backend/rules/ and a Happening slot's capacity) with Stryker and the project's Vitest config.
// Configuration: scripts/mutation/stryker.config.mjs. Reports: .reports/mutation/ (index.html,
// mutation.json). The run fails when the mutation score is below its break threshold. It is not part
// of `npm test`: it runs the related tests once per mutant, which takes the best part of an hour.
// Arguments go to Stryker: `npm run test:mutation -- --incremental` tests only the mutants whose
// code or tests changed since the last run; MUTATION_CONCURRENCY=2 runs two test runners.
// Stryker needs Node.js 22 or later; on an older Node.js the run uses the one scripts/mutation installs.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { log, root, run } from './lib/prepare.mjs';
import { ensureTools } from './lib/tools.mjs';

const tools = ensureTools('mutation');
const major = Number(process.versions.node.split('.')[0]);
const node = major >= 22 ? process.execPath : tools.bin('node');
if (!existsSync(node)) {
  console.error(`Stryker needs Node.js 22 or later (this is ${process.version}); install it and run again.`);
  process.exit(1);
}
if (node !== process.execPath) log(`Stryker runs on the Node.js of scripts/mutation (this one is ${process.version})`);

// The backend tests open copies of a seeded database. They are made once here: Stryker starts
// Vitest again for each mutant of a module's top-level values, and its global setup would seed
// them again each time.
const snapshots = path.join(root, '.data/mutation-snapshots');
rmSync(snapshots, { recursive: true, force: true });
log('seeding the database copies of the backend tests…');
if (run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/seed-snapshots.ts', 'make', snapshots]) !== 0) {
  console.error('seeding failed');
  process.exit(1);
}

const config = path.join(root, 'scripts/mutation/stryker.config.mjs');
const child = spawn(node, [tools.bin('stryker'), 'run', config, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SEED_SNAPSHOTS: snapshots },
});
// Stryker stops its test runners and removes its sandbox on SIGINT.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGINT'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
