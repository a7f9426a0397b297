import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type useCacheHandler from '@/lib/cache/handlers/use-cache.mjs';

/**
 * The shared cache against a real Redis that goes away, answers late and comes back: every read is
 * a miss and every write is dropped while it is away (the page renders, nothing fails), the log says
 * so once when it goes and once when it returns, and the cache is shared again afterwards.
 */

let port = 0;
let redis: ChildProcess | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Whether Redis answers PING on its port. */
function answersPing(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts redis-server and resolves once its log says it accepts connections and it answers PING. */
async function startRedis(): Promise<void> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  redis = child;
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const onExit = (code: number | null) =>
      reject(new Error(`redis-server exited (${code}) before it was ready: ${log}`));
    child.once('exit', onExit);
    child.stdout.on('data', (chunk: Buffer) => {
      if (log.includes('Ready to accept connections')) return;
      log += chunk.toString();
      if (!log.includes('Ready to accept connections')) return;
      child.off('exit', onExit);
      resolve();
    });
  });
  if (!(await answersPing())) throw new Error(`redis-server does not answer on ${port}`);
}

async function killRedis(): Promise<void> {
  const child = redis;
  redis = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

let cache: typeof useCacheHandler;
let warnings: ReturnType<typeof vi.spyOn>;
let notes: ReturnType<typeof vi.spyOn>;

/** Stores one 'use cache' entry under `key`, as Next hands it over. */
function store(key: string, text: string) {
  const value = new Response(text).body!;
  return cache.set(
    key,
    Promise.resolve({ value, tags: ['t'], stale: 0, timestamp: Date.now(), expire: 300, revalidate: 300 }),
  );
}

async function read(key: string): Promise<string | undefined> {
  const entry = await cache.get(key, []);
  return entry ? await new Response(entry.value).text() : undefined;
}

/** The log lines about the shared cache, as a person running the node reads them. */
const cacheLines = (spy: ReturnType<typeof vi.spyOn>) =>
  spy.mock.calls.map((args: unknown[]) => String(args[0])).filter((line: string) => line.includes('shared cache'));

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  // The handlers read the build's id and REDIS_URL as the server does.
  const dir = path.join(tmpdir(), `redis-outage-${process.pid}`);
  mkdirSync(path.join(dir, '.next'), { recursive: true });
  writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'outage-test');
  vi.spyOn(process, 'cwd').mockReturnValue(dir);
  vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`);
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  notes = vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.resetModules();
  cache = (await import('@/lib/cache/handlers/use-cache.mjs')).default;
}, 30_000);

afterAll(async () => {
  await killRedis();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the shared cache when Redis goes away', () => {
  it('serves and keeps entries while Redis answers', async () => {
    await store('up', 'rendered while Redis answers');
    expect(await read('up')).toBe('rendered while Redis answers');
    expect(cacheLines(warnings)).toEqual([]);
  });

  it('misses and drops writes while Redis is down, without failing a page, and says so once', async () => {
    await killRedis();
    for (let i = 0; i < 5; i += 1) {
      await expect(read('up')).resolves.toBeUndefined();
      await expect(store(`down-${i}`, 'rendered while Redis is down')).resolves.toBeUndefined();
      await expect(cache.getExpiration(['t'])).resolves.toBe(0);
    }
    expect(cacheLines(warnings)).toHaveLength(1);
    expect(cacheLines(warnings)[0]).toMatch(/unavailable/);
  });

  it('uses the shared cache again once Redis is back, and says so once', async () => {
    await startRedis();
    // The connection retries on its own; the first write that lands is kept and read back.
    await vi.waitFor(
      async () => {
        await store('back', 'rendered after Redis came back');
        expect(await read('back')).toBe('rendered after Redis came back');
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(cacheLines(notes)).toHaveLength(1);
    expect(cacheLines(notes)[0]).toMatch(/back/);
    expect(cacheLines(warnings)).toHaveLength(1);
  });

  it('gives up on a Redis that does not answer in time, and serves the page without it', async () => {
    redis!.kill('SIGSTOP');
    try {
      // A frozen Redis never answers: the read gives up on its own instead of holding the page.
      await expect(read('back')).resolves.toBeUndefined();
      expect(cacheLines(warnings)).toHaveLength(2);
    } finally {
      redis!.kill('SIGCONT');
    }
    await vi.waitFor(async () => expect(await read('back')).toBe('rendered after Redis came back'), {
      timeout: 15_000,
      interval: 200,
    });
    expect(cacheLines(notes)).toHaveLength(2);
  });
});
