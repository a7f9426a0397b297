import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { balancerConfig } from '../lib/balancer-conf.mjs';
import { storefrontServer } from '../lib/prepare.mjs';
import { API_PORT, DATA_DIR, EDGE, HOST, NODES, REDIS_PORT, root, WEB_PORT } from './config.mjs';
import { log, start, waitFor } from './processes.mjs';

/** Which program of the machine's PATH (or sbin) runs `name`, or undefined. */
export function program(name) {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/**
 * BENCH_NODES nodes of the build on the ports after WEB_PORT, sharing a Redis, and nginx on WEB_PORT
 * spreading requests over them with kept-alive connections, as docs/deploying.md describes.
 */
export async function startBehindBalancer() {
  const nginx = program('nginx');
  const redis = program('redis-server');
  if (!nginx || !redis)
    throw new Error('BENCH_NODES needs nginx and redis-server (apt-get install -y nginx redis-server)');
  const dir = path.join(root, DATA_DIR, 'balancer');
  mkdirSync(dir, { recursive: true });
  start('redis', redis, ['--port', String(REDIS_PORT), '--bind', HOST, '--save', '', '--appendonly', 'no']);
  const ports = Array.from({ length: NODES }, (_, i) => WEB_PORT + 1 + i);
  for (const [i, port] of ports.entries()) {
    start(`web-${i}`, ...storefrontServer('-p', String(port), '-H', 'localhost'), {
      API_ORIGIN: `http://${HOST}:${API_PORT}`,
      REDIS_URL: `redis://${HOST}:${REDIS_PORT}`,
      TRUST_PROXY: 'true',
    });
  }
  for (const port of ports) await waitFor(`http://${HOST}:${port}/api/health`, 120_000);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    balancerConfig({
      dir,
      listen: `${HOST}:${WEB_PORT}`,
      upstreams: ports.map((port) => `${HOST}:${port}`),
      ...(EDGE ? { edge: root } : {}),
    }),
  );
  start('nginx', nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  log(
    `${NODES} node${NODES > 1 ? 's' : ''} on ${ports.join(', ')} sharing Redis on ${REDIS_PORT}, behind nginx on ${WEB_PORT}${EDGE ? ' (nginx serving the assets and keeping the artwork)' : ''}`,
  );
}
