import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { balancerConfig } from '../../lib/balancer-conf.mjs';
import { startCluster } from '../../lib/postgres-cluster.mjs';
import { storefrontServer } from '../../lib/prepare.mjs';
import { program } from '../balancer.mjs';
import { HOST, REDIS_PORT, root } from '../config.mjs';
import { log, start, waitFor } from '../processes.mjs';

/** Ports of the sale's deployment: nginx in front of the storefront nodes and of the API nodes. */
export const SALE_WEB_PORT = Number(process.env.BENCH_PORT ?? 3200);
export const SALE_API_PORT = Number(process.env.BENCH_API_PORT ?? 4200);
export const QA_TOKEN = 'bench-sale-qa-token-bench-sale-qa-token';
const JWT_SECRET = 'bench-sale-jwt-secret-bench-sale-jwt-secret';
const STOREFRONT_NODES = 2;

/**
 * The multi-node deployment of docs/deploying.md on this machine: one PostgreSQL (a throw-away
 * cluster, migrated and seeded by the first API node), `apiNodes` API nodes and two storefront nodes
 * sharing a Redis, nginx in front of both tiers. The API's sandbox is on, for the bench's own set-up
 * (members with points), with a credential only the bench holds. Answers the processes to watch.
 */
export async function startSale({ apiNodes }) {
  const nginx = program('nginx');
  const redis = program('redis-server');
  if (!nginx || !redis) {
    throw new Error('bench:sale needs nginx and redis-server (apt-get install -y nginx redis-server)');
  }
  const dir = path.join(root, '.data/bench-sale');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  const cluster = await startCluster({ lifetime: 4 * 3600, log });
  log(`PostgreSQL on ${cluster.port}`);
  const watched = { postgres: cluster };

  const apiPorts = Array.from({ length: apiNodes }, (_, i) => SALE_API_PORT + 1 + i);
  for (const [i, port] of apiPorts.entries()) {
    // One at a time: the first migrates and seeds the empty database, the others find it ready.
    watched[`api-${i}`] = start(`api-${i}`, process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
      NODE_ENV: 'production',
      API_PORT: String(port),
      DATABASE_URL: cluster.url,
      JWT_SECRET,
      TRUST_PROXY: 'true',
      SANDBOX_ENABLED: 'true',
      QA_TOKEN,
    });
    await waitFor(`http://${HOST}:${port}/api/web/v1/health`, 10 * 60_000);
  }

  const webPorts = Array.from({ length: STOREFRONT_NODES }, (_, i) => SALE_WEB_PORT + 1 + i);
  // nginx first: the storefront nodes reach the API through it from their first request.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    balancerConfig({
      dir,
      listen: `${HOST}:${SALE_WEB_PORT}`,
      upstreams: webPorts.map((port) => `${HOST}:${port}`),
      api: { listen: `${HOST}:${SALE_API_PORT}`, upstreams: apiPorts.map((port) => `${HOST}:${port}`) },
    }),
  );
  watched.nginx = start('nginx', nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  watched.redis = start('redis', redis, [
    '--port',
    String(REDIS_PORT),
    '--bind',
    HOST,
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (const [i, port] of webPorts.entries()) {
    watched[`web-${i}`] = start(`web-${i}`, ...storefrontServer('-p', String(port), '-H', 'localhost'), {
      API_ORIGIN: `http://${HOST}:${SALE_API_PORT}`,
      REDIS_URL: `redis://${HOST}:${REDIS_PORT}`,
      TRUST_PROXY: 'true',
    });
  }
  for (const port of webPorts) await waitFor(`http://${HOST}:${port}/api/health`, 120_000);
  await waitFor(`http://${HOST}:${SALE_WEB_PORT}/robots.txt`, 60_000);
  log(
    `${apiNodes} API node${apiNodes > 1 ? 's' : ''} (${apiPorts.join(', ')}) on PostgreSQL, ${STOREFRONT_NODES} storefront nodes (${webPorts.join(', ')}) sharing Redis, nginx on ${SALE_WEB_PORT} and ${SALE_API_PORT}`,
  );
  return { databaseUrl: cluster.url, watched, stopDatabase: () => cluster.remove() };
}

const PAGE_SIZE = 4096;
const TICKS = 100;

/** Every process on the machine: its parent, CPU seconds so far and resident bytes (from /proc). */
function processes() {
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // From the state on: ppid is the 2nd field, utime and stime the 12th and 13th, rss the 22nd.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(name), {
        ppid: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
        rss: Number(fields[21]) * PAGE_SIZE,
      });
    } catch {
      // gone meanwhile
    }
  }
  return all;
}

/**
 * CPU seconds used so far and resident memory of each watched process with everything it started
 * (tsx's node, PostgreSQL's backends), for the bench's report of where the time goes.
 */
export function usage(watched) {
  const all = processes();
  const children = new Map();
  for (const [pid, { ppid }] of all) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const out = {};
  for (const [name, child] of Object.entries(watched)) {
    if (!child.pid) continue;
    let cpu = 0;
    let rss = 0;
    const queue = [child.pid];
    while (queue.length > 0) {
      const pid = queue.pop();
      const entry = all.get(pid);
      if (entry) {
        cpu += entry.cpu;
        rss += entry.rss;
      }
      queue.push(...(children.get(pid) ?? []));
    }
    out[name] = { cpu, rss };
  }
  return out;
}
