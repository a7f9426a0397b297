// `npm run bench:web`: speed of the storefront's pages on this machine, loopback only.
// Starts the embedded API (fresh data) and the production build, then for home, a listing, a
// product, a brand, a search, the rewards boutique, the store locator and an activity page
// (BENCH_PAGES=home,rewards for some of them) reports the Lighthouse mobile performance score
// (median of 3) and the throughput of the rendered page next to the same HTML served as a static
// file by a plain Node server.
// Bounded in time: every step has a timeout and the whole run stops after BENCH_TIMEOUT_MS.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const WEB_PORT = Number(process.env.BENCH_PORT ?? 3200);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4200);
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 3299);
const DATA_DIR = '.data/bench-web';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TOTAL_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 15 * 60_000);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = path.join(root, '.reports');
// Lighthouse loads about:blank, then the page. Headless Chromium keeps showing about:blank until the
// page first paints ("paint holding"), but with no display nothing draws the frames it keeps making,
// and after three undrawn frames viz offers the renderer one frame a second (ThrottleUndrawnFrames).
// In a third to two thirds of runs the page's first paint then lands about a second late, whatever
// the page (GoogleChrome/lighthouse#17148 reports the same kind of delay). Paint holding only decides
// what is on screen before the first paint, so the bench turns it off (decision record 7).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-features=PaintHolding',
].join(' ');

const children = [];

function log(message) {
  process.stdout.write(`bench: ${message}\n`);
}

function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => {
    if (process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const deadline = setTimeout(() => {
  log(`stopped after ${TOTAL_TIMEOUT_MS / 1000}s (BENCH_TIMEOUT_MS)`);
  stopAll();
  process.exit(1);
}, TOTAL_TIMEOUT_MS);
deadline.unref();

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

function run(command, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.resume();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(command)} timed out`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} exited ${code}: ${stderr.slice(-500)}`));
    });
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function lighthouseScore(url, name, index) {
  const output = path.join(REPORT_DIR, `lighthouse-${name}-${index}.json`);
  await run(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=performance',
      `--chrome-flags=${CHROME_FLAGS}`,
      '--output=json',
      `--output-path=${output}`,
    ],
    120_000,
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? null,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? null,
    tbt: report.audits['total-blocking-time']?.numericValue ?? null,
    // What this machine actually painted, unthrottled (the score simulates a slow phone).
    observedFcp: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null,
  };
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
    });
  });
}

function staticServer(html) {
  const body = Buffer.from(html);
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(STATIC_PORT, HOST, () => resolve(server)));
}

async function main() {
  if (!existsSync(CHROME)) throw new Error(`Chromium not found at ${CHROME} (apt-get install -y chromium)`);
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) {
    log('no production build: running next build…');
    await run('npm', ['run', 'build'], 10 * 60_000);
  }
  mkdirSync(REPORT_DIR, { recursive: true });
  rmSync(path.join(root, DATA_DIR), { recursive: true, force: true });

  log(`starting the API on ${HOST}:${API_PORT} (fresh data) and the storefront on ${HOST}:${WEB_PORT}`);
  start('api', path.join(root, 'node_modules/.bin/tsx'), ['backend/server.ts'], {
    API_PORT: String(API_PORT),
    DATA_DIR,
  });
  await waitFor(`http://${HOST}:${API_PORT}/api/web/v1/health`, 240_000);
  // `localhost` (not 127.0.0.1): the server reaches itself by that name, and it still binds to loopback only.
  start('web', path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(WEB_PORT), '-H', 'localhost'], {
    API_ORIGIN: `http://${HOST}:${API_PORT}`,
  });
  await waitFor(`http://${HOST}:${WEB_PORT}/robots.txt`, 120_000);

  const products = await (
    await fetch(`http://${HOST}:${API_PORT}/api/web/v1/products?perPage=1`, {
      headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
    })
  ).json();
  const slug = products.data[0].slug;
  const brands = await (
    await fetch(`http://${HOST}:${API_PORT}/api/web/v1/brands`, {
      headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
    })
  ).json();
  const brand = brands.data[0].slug;
  const activities = await (
    await fetch(`http://${HOST}:${API_PORT}/api/web/v1/happening/services/activities?perPage=50`, {
      headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
    })
  ).json();
  // A bookable class: the activity page with its booking flow, not the get-the-app prompt.
  const activity = activities.data.find((a) => a.kind === 'class' && !a.appOnly) ?? activities.data[0];
  const activitySegment = { service: 'services', class: 'classes', event: 'events' }[activity.kind] ?? 'services';
  const allPages = [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/categories/makeup' },
    { name: 'product', path: `/products/${slug}` },
    { name: 'brand', path: `/brands/${brand}` },
    { name: 'search', path: '/search?q=lip' },
    { name: 'rewards', path: '/rewards' },
    { name: 'stores', path: '/store-locations' },
    { name: 'activity', path: `/happening/${activitySegment}/${activity.id}` },
  ];
  // BENCH_PAGES=home,rewards measures only those pages.
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const pages = wanted ? allPages.filter((page) => wanted.includes(page.name)) : allPages;

  const results = [];
  for (const page of pages) {
    const url = `http://${HOST}:${WEB_PORT}${page.path}`;
    // Warm the server's caches so that every run measures the same thing.
    for (let i = 0; i < 3; i += 1) await (await fetch(url)).text();
    const html = await (await fetch(url)).text();

    log(`${page.name}: lighthouse ×${RUNS}`);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseScore(url, page.name, i + 1));

    log(`${page.name}: load ${LOAD_SECONDS}s × ${CONNECTIONS} connections, rendered then static`);
    const rendered = await load(url);
    const server = await staticServer(html);
    const staticResult = await load(`http://${HOST}:${STATIC_PORT}/`);
    await new Promise((resolve) => server.close(resolve));

    results.push({
      page: page.name,
      path: page.path,
      lighthouse: {
        median: median(runs.map((r) => r.score)),
        runs: runs.map((r) => r.score),
        medianLcpMs: Math.round(median(runs.map((r) => r.lcp ?? 0))),
        medianCls: median(runs.map((r) => r.cls ?? 0)),
        medianTbtMs: Math.round(median(runs.map((r) => r.tbt ?? 0))),
        observedFcpMs: runs.map((r) => (r.observedFcp === null ? null : Math.round(r.observedFcp))),
      },
      rendered,
      static: staticResult,
      htmlBytes: Buffer.byteLength(html),
    });
  }

  writeFileSync(
    path.join(REPORT_DIR, 'bench-web.json'),
    `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
  );
  process.stdout.write(
    '\npage      lighthouse (median; runs)   LCP ms  CLS    TBT ms  rendered req/s (p99 ms)  static req/s  html KB  painted at (ms)\n',
  );
  for (const r of results) {
    process.stdout.write(
      `${r.page.padEnd(9)} ${String(r.lighthouse.median).padStart(3)} (${r.lighthouse.runs.join(', ')})`.padEnd(38) +
        `${String(r.lighthouse.medianLcpMs).padStart(6)}  ${r.lighthouse.medianCls.toFixed(3)}  ${String(r.lighthouse.medianTbtMs).padStart(6)}  ` +
        `${String(r.rendered.requestsPerSecond).padStart(8)} (${r.rendered.p99Ms})`.padEnd(25) +
        `${String(r.static.requestsPerSecond).padStart(11)}  ${(r.htmlBytes / 1024).toFixed(1).padStart(7)}  ` +
        `${r.lighthouse.observedFcpMs.join(', ')}\n`,
    );
  }
  process.stdout.write(`\nreport: .reports/bench-web.json\n`);
}

main()
  .then(() => {
    stopAll();
    process.exit(0);
  })
  .catch((error) => {
    process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
    stopAll();
    process.exit(1);
  });
