import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MEMBERS } from '@/backend/seed/members';
import { JWT_SECRET_FILE } from '@/backend/env';
import { restoreSeedSnapshot, TEST_ARGON2 } from '@/scripts/lib/seed-snapshots';

/**
 * The API as `npm start` (or a deployment that sets nothing) starts it: its own process, its own
 * data directory (a copy of the run's seeded database: seeding is tested in setup.test.ts), no QA
 * flag. Nothing of the sandbox may answer, with or without a credential.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let child: ChildProcess;
let dataDir: string;
let base: string;
let output = '';

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

/** Resolves when the API says it listens (its first line once the database is ready), rejects if it exits. */
function listening(): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the API exited (${code}): ${output}`));
    child.once('exit', onExit);
    child.stdout?.on('data', () => {
      if (!output.includes('[backend] listening on')) return;
      child.off('exit', onExit);
      resolve();
    });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hb-closed-'));
  await restoreSeedSnapshot(inject('seedSnapshots')!, 'all', dataDir);
  const port = await freePort();
  base = `http://127.0.0.1:${port}/api/web/v1`;
  // The environment of `npm start`: whatever the shell has, less any QA or secret settings.
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^(SANDBOX_ENABLED|QA_TOKEN|JWT_SECRET|DATABASE_URL|NODE_ENV)$/.test(key))
      env[key] = value;
  }
  Object.assign(env, {
    API_PORT: String(port),
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    ARGON2_MEMORY_KIB: String(TEST_ARGON2.memoryKib),
    ARGON2_ITERATIONS: String(TEST_ARGON2.iterations),
  });
  child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['backend/server.ts'], {
    cwd: root,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await listening();
  expect((await fetch(`${base}/health`)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const headers = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG', 'Content-Type': 'application/json' };

describe('the API started without QA flags', () => {
  it('answers 404 on every sandbox route and the fault switch, with or without a credential', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/sandbox/users?perPage=100'],
      ['GET', '/sandbox/users/1'],
      ['POST', '/sandbox/users', { email: 'qa@example.test' }],
      ['PATCH', '/sandbox/users/1', { password: 'Other!Pass9' }],
      ['DELETE', '/sandbox/users/1'],
      ['GET', '/sandbox/faults'],
      ['PUT', '/sandbox/faults', { errorRate: 1, latencyMs: 30000 }],
      ['DELETE', '/sandbox/faults'],
      ['GET', `/sandbox/mail?to=${encodeURIComponent(DEMO_MEMBERS[0]?.email ?? '')}`],
      ['POST', '/sandbox/payments/1/settle', {}],
    ];
    const credentials: Array<Record<string, string>> = [
      {},
      { 'X-QA-Token': 'a-guess-a-guess-a-guess-a-guess-a-guess' },
    ];
    for (const credential of credentials) {
      for (const [method, route, body] of routes) {
        const response = await fetch(`${base}${route}`, {
          method,
          headers: { ...headers, ...credential },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(response.status, `${method} ${route}`).toBe(404);
      }
    }
    // No fault was switched on: ordinary calls answer at once.
    const started = Date.now();
    expect((await fetch(`${base}/brands`, { headers })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    // The members are all still there and sign in.
    const signIn = await fetch(`${base}/sessions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: DEMO_MEMBERS[0]?.email, password: 'Demo!Pass1' }),
    });
    expect(signIn.status).toBe(200);
  });

  it('never answers an unlock token, and answers a known and an unknown address alike', async () => {
    const ask = (email: string) =>
      fetch(`${base}/users/unlock/request`, { method: 'POST', headers, body: JSON.stringify({ email }) });
    const known = await ask(DEMO_MEMBERS[1]?.email ?? '');
    const unknown = await ask('nobody@example.test');
    expect(known.status).toBe(202);
    const body = await known.text();
    expect(body).toBe(await unknown.text());
    expect(body).not.toMatch(/token/i);
  });

  it('documents no sandbox route and keeps a random JWT secret readable by its owner only', async () => {
    const document = (await (await fetch(`${base}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
    expect(Object.keys(document.paths).filter((route) => route.includes('sandbox'))).toEqual([]);
    const mode = statSync(path.join(dataDir, JWT_SECRET_FILE)).mode & 0o777;
    expect(mode).toBe(0o600);
  });
});
