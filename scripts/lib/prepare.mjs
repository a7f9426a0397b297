// Shared steps of `npm start` and `npm test`: install what is missing, build when stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/**
 * The command and arguments that start one storefront node (server.ts, the request path before
 * Next): `npm start`, the bench. `args` are server.ts's own (`-p`, `-H`, `--keepAliveTimeout`).
 */
export function storefrontServer(...args) {
  return [path.join(root, 'node_modules/.bin/tsx'), ['--tsconfig', 'tsconfig.server.json', 'server.ts', ...args]];
}

export function log(message) {
  console.log(`\u001b[2m[storefront]\u001b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Polls `url` until it answers 2xx (true), the time is up or `stopped()` says to give up (false). */
export async function waitForHealth(url, timeoutMs, stopped = () => false) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopped()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (npm install)…');
  // npm ci is not usable with this registry copy (see ENVIRONMENT notes in the README); npm
  // install with the committed lockfile leaves it unchanged.
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) throw new Error('npm install failed');
}

const SOURCES = [
  'app',
  'components',
  'lib',
  'locales',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'patches',
  'tsconfig.json',
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) {
    if (entry === 'public' && child === 'fonts') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** Builds the storefront when there is no build or a source is newer than it; `env` goes to the build. */
export function ensureBuild({ force = false, env = {} } = {}) {
  const buildId = path.join(root, '.next/BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map(newestMtime));
  if (!force && built > 0 && built >= newest) {
    log('production build is up to date');
    return;
  }
  log(built ? 'sources changed since the last build: building…' : 'building the storefront (next build)…');
  const status = run('npm', ['run', 'build'], { env: { NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (status !== 0) throw new Error('next build failed');
}
