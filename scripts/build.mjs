// `npm run build`: the production build, with catalogue pages prerendered from the API.
// Catalogue and content reads are cached, so the build renders them into each page's static shell
// when it can reach an API: the one in API_ORIGIN if set, otherwise the embedded backend, started
// here on a free loopback port with fresh data (the seed is deterministic) and stopped afterwards.
// Without a reachable API the build still succeeds; those parts are then rendered on request.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { markChunksForEagerCompile } from './lib/compile-hints.mjs';
import { recordPageStatus } from './lib/page-status.mjs';
import { precompressAssets } from './lib/precompress.mjs';
import { log, root, run, waitForHealth } from './lib/prepare.mjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);

const BUILD_DATA_DIR = '.data/build';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function stopBackend(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

let backend = null;
let origin = process.env.API_ORIGIN;
let reachable = false;

if (origin) {
  reachable = await waitForHealth(`${origin}/api/web/v1/health`, 5_000);
  if (reachable) log(`prerendering the catalogue from ${origin}`);
  else log(`${origin} is not reachable: catalogue pages will be rendered on request`);
} else {
  const port = await freePort();
  rmSync(path.join(root, BUILD_DATA_DIR), { recursive: true, force: true });
  // `npm test` seeds once per run (scripts/lib/seed-snapshots.ts): the API starts on a copy.
  if (process.env.SEED_SNAPSHOTS) {
    const restore = [bin('tsx'), 'scripts/seed-snapshots.ts', 'restore', process.env.SEED_SNAPSHOTS, 'all', BUILD_DATA_DIR];
    if (run(restore[0], restore.slice(1)) !== 0) log('the seeded copy could not be restored: the API seeds its own');
  }
  log(`starting the embedded API on port ${port} to prerender the catalogue…`);
  // Its own PGlite data, whatever DATABASE_URL the shell has.
  const { DATABASE_URL: _unused, ...env } = process.env;
  backend = spawn(bin('tsx'), ['backend/server.ts'], {
    cwd: root,
    env: { ...env, API_PORT: String(port), DATA_DIR: BUILD_DATA_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  origin = `http://127.0.0.1:${port}`;
  reachable = await waitForHealth(`${origin}/api/web/v1/health`, 180_000);
  if (!reachable) {
    log('the embedded API did not start: catalogue pages will be rendered on request');
    await stopBackend(backend);
    backend = null;
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopBackend(backend).then(() => process.exit(130));
  });
}

// Asynchronous, so the embedded API keeps answering while Next prerenders.
const status = await new Promise((resolve) => {
  const child = spawn(bin('next'), ['build'], {
    cwd: root,
    env: {
      ...process.env,
      // One id for every build worker; the browser compares it with the latest deployed build.
      BUILD_ID: process.env.BUILD_ID ?? `b${Date.now().toString(36)}`,
      API_ORIGIN: origin,
      BUILD_WITHOUT_API: String(!reachable),
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
await stopBackend(backend);
if (backend) rmSync(path.join(root, BUILD_DATA_DIR), { recursive: true, force: true });
if (status === 0) {
  const marked = markChunksForEagerCompile(path.join(root, '.next/static/chunks'));
  log(`${marked} browser chunks marked for compilation while they download`);
  // After the compile hints: the compressed copies are of the files as served.
  const compressed = await precompressAssets(path.join(root, '.next/static'));
  log(`${compressed} browser assets compressed once (gzip and Brotli), not per response`);
  const notFound = recordPageStatus(path.join(root, '.next/server/app'), 'page-not-found', 404);
  log(`${notFound} prerendered 404 pages recorded with status 404`);
  const unavailable = recordPageStatus(path.join(root, '.next/server/app'), 'service-unavailable', 503);
  log(`${unavailable} prerendered error screens recorded with status 503`);
}
process.exit(status);
