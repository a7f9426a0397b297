import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { API_BASE_PATH, createApp } from '@/backend/app';
import { createDb } from '@/backend/db/client';
import { prepareDatabase } from '@/backend/seed/prepare';
import { parseEnv } from '@/backend/env';
import { ensureTools } from './lib/tools.mjs';

/**
 * Load test of the catalogue read path: for each scale (1 = 1,500 products, 10, 100) it prepares a
 * PGlite database under `.data/bench/scale-N` (generated on first use, reused afterwards), starts
 * the API in this process on a free loopback port, and drives it with autocannon in a child process
 * (so the load generator does not share the server's event loop).
 *
 * Options (environment): BENCH_SCALES=1,10,100  BENCH_DURATION=10 (seconds per run)
 * BENCH_CONNECTIONS=4  BENCH_FRESH=1 (regenerate the databases).
 */

const scales = (process.env.BENCH_SCALES ?? '1,10,100')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isFinite(value) && value > 0);
const duration = Math.min(60, Math.max(1, Number(process.env.BENCH_DURATION ?? 10)));
const connections = Math.min(64, Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 4)));
const fresh = process.env.BENCH_FRESH === '1';

const SCENARIOS = [
  {
    name: 'listing (category + price + sort)',
    path: '/products?category=makeup&priceMin=1500&priceMax=8000&sort=price_asc&page=2&perPage=24',
  },
  { name: 'search ("matte lipstick")', path: '/search?q=matte%20lipstick&perPage=24' },
] as const;

const autocannonResult = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), average: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});
type AutocannonResult = z.infer<typeof autocannonResult>;

interface Row {
  scale: number;
  products: number;
  scenario: string;
  result: AutocannonResult;
}

function runAutocannon(url: string): Promise<AutocannonResult> {
  const bin = ensureTools('bench').require.resolve('autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        bin,
        '--json',
        '-c',
        String(connections),
        '-d',
        String(duration),
        '-H',
        'X-Site-Country=sg',
        '-H',
        'Accept-Language=en-SG',
        url,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const guard = setTimeout(() => child.kill('SIGKILL'), (duration + 30) * 1000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      try {
        resolve(autocannonResult.parse(JSON.parse(stdout)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

async function benchScale(scale: number): Promise<Row[]> {
  const dataDir = path.resolve('.data/bench', `scale-${scale}`);
  if (fresh && existsSync(dataDir)) {
    const { rm } = await import('node:fs/promises');
    await rm(dataDir, { recursive: true, force: true });
  }
  await mkdir(dataDir, { recursive: true });
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-000000',
    ARGON2_MEMORY_KIB: '256',
    ARGON2_ITERATIONS: '1',
  });
  const handle = createDb({ dataDir });
  const started = Date.now();
  const { seeded } = await prepareDatabase(handle.db, { scale, argon2: env.argon2 });
  console.log(`[bench] scale ${scale}: ${seeded ? 'seeded' : 'reused'} database in ${Date.now() - started} ms`);

  const app = createApp({ db: handle.db, env });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}${API_BASE_PATH}`;

  const rows: Row[] = [];
  try {
    const probe = await fetch(`${base}/products?perPage=1`, {
      headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
    });
    const products = z.object({ meta: z.object({ total: z.number() }) }).parse(await probe.json()).meta.total;
    for (const scenario of SCENARIOS) {
      // Warm caches and the query planner before measuring.
      for (let i = 0; i < 20; i += 1) {
        await fetch(`${base}${scenario.path}`, { headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' } });
      }
      const result = await runAutocannon(`${base}${scenario.path}`);
      rows.push({ scale, products, scenario: scenario.name, result });
      console.log(
        `[bench] scale ${scale} ${scenario.name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await handle.close();
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = ['scale', 'products (SG)', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const lines = rows.map((row) => [
    String(row.scale),
    String(row.products),
    row.scenario,
    row.result.requests.average.toFixed(0),
    String(row.result.latency.p50),
    String(row.result.latency.p99),
    String(row.result.non2xx),
    String(row.result.errors + row.result.timeouts),
  ]);
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => (line[index] ?? '').length)),
  );
  const format = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(`\nautocannon: ${connections} connections, ${duration} s per run, loopback\n`);
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const scale of scales) rows.push(...(await benchScale(scale)));
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error('[bench] failed', error);
  process.exit(1);
});
