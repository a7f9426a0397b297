// `npm start`: installs what is missing, builds when stale, prepares the embedded backend's
// data, starts the backend and the storefront, and stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ensureDependencies, log, root, storefrontServer, waitForHealth } from './lib/prepare.mjs';

const PORT = process.env.PORT ?? '3000';
const API_PORT = process.env.API_PORT ?? '4000';
const DATA_DIR = process.env.DATA_DIR ?? '.data';
const API_ORIGIN = process.env.API_ORIGIN ?? `http://127.0.0.1:${API_PORT}`;
const embeddedBackend = !process.env.API_ORIGIN;

ensureDependencies();
ensureBuild();

const children = new Set();
let stopping = false;

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      log(`${name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  const wait = setInterval(() => {
    if (children.size === 0) {
      clearInterval(wait);
      clearTimeout(deadline);
      process.exit(code);
    }
  }, 50);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (embeddedBackend) {
  log(`starting the embedded API on port ${API_PORT} (data in ${DATA_DIR}; first start migrates and seeds)…`);
  start('backend', path.join(root, 'node_modules/.bin/tsx'), ['backend/server.ts'], {
    API_PORT,
    DATA_DIR,
    // The storefront's forwarder is the API's only client and sets X-Forwarded-*.
    TRUST_PROXY: 'true',
    // Mailed links open this storefront (without SMTP_HOST the mails are printed to this log).
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN || `http://localhost:${PORT}`,
  });
  if (!(await waitForHealth(`${API_ORIGIN}/api/web/v1/health`, 180_000, () => stopping))) {
    log('the API did not become healthy in time');
    stop(1);
  }
} else {
  log(`using the API at ${API_ORIGIN}`);
}

if (!stopping) {
  start('storefront', ...storefrontServer('-p', PORT), {
    API_ORIGIN,
    NEXT_TELEMETRY_DISABLED: '1',
  });
  if (await waitForHealth(`http://127.0.0.1:${PORT}/`, 60_000, () => stopping)) {
    log(
      `storefront ready: http://localhost:${PORT}  (Singapore by default; try http://th.localhost:${PORT} or ?country_code=hk&language=zh)`,
    );
  }
}
