import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { balancerConfig } from '../scripts/lib/balancer-conf.mjs';
import { expect, test } from './support/test';
import { E2E_API_ORIGIN } from './support/qa';

/**
 * A storefront node dies behind nginx (killed, not stopped): shoppers see no failed request beyond
 * those the node was answering at that moment; nginx passes the rest to the node left. Two nodes of
 * the e2e build and nginx configured as docs/deploying.md says (scripts/lib/balancer-conf.mjs).
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 80;
const NODE_PORTS = [BASE_PORT, BASE_PORT + 1] as const;
const BALANCER_PORT = BASE_PORT + 2;
const PAGES = ['/', '/categories/makeup', '/brands', '/store-locations', '/happening'];
const SHOPPERS = 8;

const children: ChildProcess[] = [];
let dir = '';

function waitForLine(child: ChildProcess, ready: RegExp, name: string): Promise<void> {
  let output = '';
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`[${name}] not ready: ${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2_000);
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`[${name}] exited ${code}: ${output}`));
    });
  });
}

/** A storefront node as one process (tsx's command would run it as a child out of a kill's reach). */
function startNode(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '-p', String(port)], {
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.server.json',
      API_ORIGIN: E2E_API_ORIGIN,
      TRUST_PROXY: 'true',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return { child, ready: waitForLine(child, /listening on/, `node ${port}`) };
}

test.describe('a storefront node dies behind nginx', () => {
  test.describe.configure({ mode: 'serial' });
  const nodes: ReturnType<typeof startNode>[] = [];

  test.beforeAll(async () => {
    const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
    if (!nginx) throw new Error('nginx is missing: apt-get install -y nginx');
    nodes.push(...NODE_PORTS.map(startNode));
    await Promise.all(nodes.map((node) => node.ready));
    dir = mkdtempSync(path.join(tmpdir(), 'hb-balancer-'));
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      balancerConfig({
        dir,
        listen: `127.0.0.1:${BALANCER_PORT}`,
        upstreams: NODE_PORTS.map((port) => `127.0.0.1:${port}`),
      }),
    );
    const balancer = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    children.push(balancer);
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${BALANCER_PORT}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    // nginx's master stops its worker on SIGTERM; a killed master would leave the worker behind.
    await Promise.all(
      children
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => {
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
          child.kill('SIGTERM');
          return exited;
        }),
    );
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('shoppers see no failed request beyond those in flight as the node dies', async () => {
    test.setTimeout(120_000);
    let killedAt = 0;
    let stop = false;
    const outcomes: Array<{ startedAt: number; ok: boolean }> = [];
    const shopper = async (index: number) => {
      for (let round = 0; !stop; round += 1) {
        const page = PAGES[(index + round) % PAGES.length]!;
        const startedAt = Date.now();
        const ok = await fetch(`http://127.0.0.1:${BALANCER_PORT}${page}`, {
          headers: { 'Accept-Encoding': 'gzip' },
        }).then(
          async (response) => response.status === 200 && (await response.arrayBuffer()).byteLength > 0,
          () => false,
        );
        outcomes.push({ startedAt, ok });
      }
    };
    const crowd = Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i)));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    nodes[0]!.child.kill('SIGKILL');
    killedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    stop = true;
    await crowd;

    const before = outcomes.filter((outcome) => outcome.startedAt < killedAt);
    const after = outcomes.filter((outcome) => outcome.startedAt >= killedAt);
    expect(before.length).toBeGreaterThan(SHOPPERS);
    expect(after.length).toBeGreaterThan(SHOPPERS);
    // At most the requests in flight on the dead node when it died: one per shopper at the most.
    expect(before.filter((outcome) => !outcome.ok).length).toBeLessThanOrEqual(SHOPPERS);
    expect(after.filter((outcome) => !outcome.ok)).toEqual([]);
  });
});

test.describe('a storefront node behind nginx', () => {
  test('keeps an idle connection open longer than nginx keeps its own, so a write is never sent on one it closed', async () => {
    // nginx reuses an idle upstream connection for up to 60 s and never sends a POST again: a node
    // that closed it first would fail the shopper's write with a 502.
    const agent = new http.Agent({ keepAlive: true });
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port: Number(process.env.E2E_PORT ?? 3100), path: '/robots.txt', agent },
          (answer) => {
            answer.resume();
            resolve(String(answer.headers['keep-alive'] ?? ''));
          },
        )
        .on('error', reject);
    }).finally(() => agent.destroy());
    expect(Number(/timeout=(\d+)/.exec(keepAlive ?? '')?.[1])).toBeGreaterThan(60);
  });
});
