// The benchmarks' own tools (Lighthouse, autocannon) live in scripts/bench with their own lockfile:
// a storefront install, and so every CI run, goes without them. The first benchmark installs them.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { log, root, run } from './prepare.mjs';

export const benchDir = path.join(root, 'scripts/bench');

export function ensureBenchTools() {
  const marker = path.join(benchDir, 'node_modules/.package-lock.json');
  const lock = path.join(benchDir, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing the benchmark tools (scripts/bench)…');
  if (run('npm', ['install', '--no-audit', '--no-fund'], { cwd: benchDir }) !== 0)
    throw new Error('npm install in scripts/bench failed');
}

/** A benchmark tool's module, or the path of its command line. */
export const benchRequire = createRequire(path.join(benchDir, 'package.json'));
export const benchBin = (name) => path.join(benchDir, 'node_modules/.bin', name);
