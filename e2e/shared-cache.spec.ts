import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext } from './support/test';
import { createMember } from './support/members';
import { buyAndPay, freshProduct, publishReview } from './support/orders';
import { E2E_API_ORIGIN, E2E_REVALIDATE_SECRET } from './support/qa';

/**
 * Several storefront nodes behind one load balancer share their cache on Redis (docs/deploying.md):
 * a real redis-server and two storefront nodes (server.ts) of the e2e build, with the e2e API.
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 70;
const NODE_PORTS = [BASE_PORT, BASE_PORT + 1] as const;
const REDIS_PORT = BASE_PORT + 2;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;

const children = new Map<string, ChildProcess>();

/**
 * Starts a server and resolves once it says it is ready to answer (the line it prints when it
 * listens), or fails with what it said when it exits first or does not start.
 */
function startProcess(
  name: string,
  command: string,
  args: string[],
  ready: RegExp,
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<void> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.set(name, child);
  let output = '';
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`[${name}] not ready after ${timeoutMs / 1000} s: ${output}`)),
      timeoutMs,
    );
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2_000);
      if (ready.test(output)) settle(resolve);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      if (children.get(name) === child) console.error(`[${name}] exited ${code}: ${output}`);
      settle(() => reject(new Error(`[${name}] exited ${code} before it was ready: ${output}`)));
    });
    child.once('error', (error) => {
      const hint = command === 'redis-server' ? ' (apt-get install -y redis-server)' : '';
      settle(() => reject(new Error(`${command}: ${error.message}${hint}`)));
    });
  });
}

async function stopProcess(name: string) {
  const child = children.get(name);
  children.delete(name);
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

type NodeIndex = 0 | 1;

function startNode(index: NodeIndex) {
  return startProcess(
    `node-${index}`,
    'node_modules/.bin/tsx',
    ['--tsconfig', 'tsconfig.server.json', 'server.ts', '-p', String(NODE_PORTS[index])],
    /listening on/,
    60_000,
    {
      API_ORIGIN: E2E_API_ORIGIN,
      REDIS_URL,
      REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  );
}

const nodeUrl = (index: NodeIndex, path: string) => `http://localhost:${NODE_PORTS[index]}${path}`;

/** A page as a node serves it: its HTML and whether Next's response cache answered it. */
async function visit(request: APIRequestContext, index: NodeIndex, path: string) {
  const response = await request.get(nodeUrl(index, path));
  expect(response.status()).toBe(200);
  return { html: await response.text(), cache: response.headers()['x-nextjs-cache'] };
}

test.describe('two storefront nodes on one Redis', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    await startProcess(
      'redis',
      'redis-server',
      ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', ''],
      /Ready to accept connections/,
      10_000,
    );
    await Promise.all([startNode(0), startNode(1)]);
  });

  test.afterAll(async () => {
    await Promise.all([...children.keys()].map(stopProcess));
  });

  test('a change revalidated on one node reaches both, and a restarted node serves its first page from the cache', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const email = await createMember(request);
    const product = await freshProduct(request);
    await buyAndPay(request, email, product.variantId);
    const path = `/products/${product.slug}`;

    // What the balancer asks each node: it answers, reaches the API and uses the shared cache.
    for (const index of [0, 1] as const) {
      const health = await request.get(nodeUrl(index, '/api/health'));
      expect(health.status()).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', api: 'up', cache: 'shared' });
    }

    // Node 0 renders the page into the shared cache; node 1 serves that copy.
    expect((await visit(request, 0, path)).html).toContain(product.name);
    const fromNode1 = await visit(request, 1, path);
    expect(fromNode1.html).toContain(product.name);
    expect(fromNode1.cache).toBe('HIT');

    const title = `Shared by every node ${Date.now().toString(36)}`;
    await publishReview(request, email, product.id, title);
    // Both nodes keep serving the cached page until the catalogue asks for a new read.
    for (const index of [0, 1] as const) expect((await visit(request, index, path)).html).not.toContain(title);

    const revalidated = await request.post(nodeUrl(0, '/api/revalidate'), {
      headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { kinds: ['product'], countries: ['sg'], slug: product.slug },
    });
    expect(revalidated.status()).toBe(200);
    // One call to one node: the other node drops its copy too.
    for (const index of [1, 0] as const) expect((await visit(request, index, path)).html).toContain(title);

    // A node that restarts finds the cache warm: its first answer for the page comes from Redis.
    await stopProcess('node-1');
    await startNode(1);
    const afterRestart = await visit(request, 1, path);
    expect(afterRestart.cache).toBe('HIT');
    expect(afterRestart.html).toContain(title);
  });
});
