// `npm run bench:web`: speed of the storefront's pages on this machine, loopback only.
// Starts the embedded API (fresh data), the production build and a hello-world App Router page
// (scripts/fixtures/hello-world, built with the same Next). Then, for home, a listing, a filtered
// listing, a product, a brand, a search, the bag (a guest with one line, and a first visit's empty
// one), the rewards boutique, the store locator, the Happening hub and list and an activity page
// (BENCH_PAGES=home,bag for some), it reports:
// - the Lighthouse mobile performance score with Lighthouse's default settings (median of
//   BENCH_LIGHTHOUSE_RUNS, 3 by default), with its LCP, CLS and TBT, and hello-world's in the same run;
// - the throughput at BENCH_CONNECTIONS (10) connections, the page and hello-world alternated
//   A B A B in the same run, and the ratio between them;
// - the p99 latency at BENCH_HIGH_CONNECTIONS (50) connections.
// BENCH_NODES=N serves the storefront as a deployment does (docs/deploying.md): N nodes of the build
// sharing one Redis (REDIS_URL), behind nginx on the storefront's port, so that the same figures
// compare one node with several on this machine (needs Debian's nginx and redis-server).
// BENCH_EDGE=1 (with BENCH_NODES) lets nginx serve the built assets and keep the API artwork.
// Bounded in time: every step has a timeout and the whole run stops after BENCH_TIMEOUT_MS.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storefrontServer } from './lib/prepare.mjs';
import { ensureTools } from './lib/tools.mjs';

const tools = ensureTools('bench');
const autocannon = tools.require('autocannon');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const WEB_PORT = Number(process.env.BENCH_PORT ?? 3200);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4200);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 3299);
const HELLO_DIR = 'scripts/fixtures/hello-world';
const DATA_DIR = '.data/bench-web';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HIGH_CONNECTIONS = Number(process.env.BENCH_HIGH_CONNECTIONS ?? 50);
const TOTAL_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 45 * 60_000);
// 0: one node, asked directly. N ≥ 1: N nodes on the ports after WEB_PORT, behind nginx on WEB_PORT.
const NODES = Number(process.env.BENCH_NODES ?? 0);
const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 6391);
// With BENCH_NODES, BENCH_EDGE=1 gives nginx the jobs docs/deploying.md says a reverse proxy may
// take from the nodes: the build's assets from disk (the gzip copies the build wrote) and the
// API's artwork in its own cache, for as long as the API's Cache-Control allows.
const EDGE = process.env.BENCH_EDGE === '1';
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = path.join(root, '.reports');
// Lighthouse's default settings: the only flags are those headless Chromium needs here.
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';
// Lighthouse loads about:blank, then the page. Headless Chromium keeps showing about:blank until the
// page first paints ("paint holding"); with no display nothing draws its frames, and viz may then
// offer the renderer one frame a second (ThrottleUndrawnFrames), so a page that waits for a
// stylesheet can paint a whole second late (decision record 7). BENCH_NO_PAINT_HOLDING=1 also
// measures every page with paint holding off, so that the artefact's share can be reported beside
// the default figure, which stays the bar.
const NO_PAINT_HOLDING = process.env.BENCH_NO_PAINT_HOLDING === '1';
const NO_PAINT_HOLDING_FLAGS = `${CHROME_FLAGS} --disable-features=PaintHolding`;

const children = [];

function log(message) {
  process.stdout.write(`bench: ${message}\n`);
}

function start(name, command, args, env) {
  // A group of its own, so that stopping it reaches what it started too (tsx's child process).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
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
        process.kill(-child.pid, 'SIGTERM');
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

async function lighthouseScore(url, name, index, { flags = CHROME_FLAGS, cookie } = {}) {
  const output = path.join(REPORT_DIR, `lighthouse-${name}-${index}.json`);
  const args = [
    url,
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=${flags}`,
    '--output=json',
    `--output-path=${output}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  await run(tools.bin('lighthouse'), args, 120_000);
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

function load(url, connections = CONNECTIONS, cookie) {
  return new Promise((resolve, reject) => {
    const headers = cookie ? { cookie } : undefined;
    autocannon({ url, connections, duration: LOAD_SECONDS, headers }, (error, result) => {
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

async function lighthouseSet(url, name, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseScore(url, name, i + 1, options));
  return {
    median: median(runs.map((r) => r.score)),
    runs: runs.map((r) => r.score),
    medianLcpMs: Math.round(median(runs.map((r) => r.lcp ?? 0))),
    medianCls: median(runs.map((r) => r.cls ?? 0)),
    medianTbtMs: Math.round(median(runs.map((r) => r.tbt ?? 0))),
    observedFcpMs: runs.map((r) => (r.observedFcp === null ? null : Math.round(r.observedFcp))),
  };
}

/** A guest's bag with one line: the device-id cookie the storefront sends the API for a guest. */
async function guestBagCookie(slugs) {
  const headers = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };
  let variant;
  for (const slug of slugs) {
    const { data: product } = await (
      await fetch(`http://${HOST}:${API_PORT}/api/web/v1/products/${slug}`, { headers })
    ).json();
    variant = product.variants.find((v) => v.stockState !== 'out_of_stock');
    if (variant) break;
  }
  if (!variant) throw new Error('no product in the first page of the catalogue is in stock');
  const deviceId = crypto.randomUUID();
  const response = await fetch(`http://${HOST}:${API_PORT}/api/web/v1/cart/line-items`, {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      'X-Device-Id': deviceId,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ variantId: variant.id, quantity: 1 }),
  });
  if (!response.ok) throw new Error(`adding variant ${variant.id} to a bag answered ${response.status}`);
  return `device-id=${deviceId}`;
}

/**
 * The cookies of a guest who has been here before: with them the page sets none. Lighthouse sends the
 * guest's cookies as an extra header, and a cookie the page set would make the browser send its own
 * instead: the page's API calls would then come without the device id and find an empty bag.
 */
async function withPreferenceCookies(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  await response.text();
  const set = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  return [cookie, ...set].join('; ');
}

/** Which program of the machine's PATH (or sbin) runs `name`, or undefined. */
function program(name) {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** nginx's own answers for the build's assets and the API's artwork (BENCH_EDGE). */
function edgeLocations() {
  const proxied = [
    'proxy_pass http://storefront;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
  ];
  return [
    '    location /_next/static/ {',
    `      alias ${path.join(root, '.next/static')}/;`,
    '      gzip_static on;',
    '      add_header Cache-Control "public, max-age=31536000, immutable";',
    '      add_header X-Content-Type-Options nosniff;',
    '    }',
    '    location /api/web/v1/media/ {',
    ...proxied.map((line) => `      ${line}`),
    '      proxy_cache media;',
    '      proxy_cache_lock on;',
    '      add_header X-Edge-Cache $upstream_cache_status;',
    '    }',
  ];
}

/**
 * BENCH_NODES nodes of the build on the ports after WEB_PORT, sharing a Redis, and nginx on WEB_PORT
 * spreading requests over them with kept-alive connections, as docs/deploying.md describes.
 */
async function startBehindBalancer() {
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
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${dir}/${k};`),
      `  upstream storefront { ${ports.map((port) => `server ${HOST}:${port};`).join(' ')} keepalive 64; }`,
      ...(EDGE ? [`  proxy_cache_path ${dir}/media levels=1:2 keys_zone=media:10m max_size=64m inactive=1d;`] : []),
      `  server {`,
      `    listen ${HOST}:${WEB_PORT};`,
      ...(EDGE ? edgeLocations() : []),
      '    location / {',
      '      proxy_pass http://storefront;',
      '      proxy_http_version 1.1;',
      '      proxy_set_header Connection "";',
      '      proxy_set_header Host $http_host;',
      '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '      proxy_set_header X-Forwarded-Proto $scheme;',
      // A page is held in memory while it passes, never written to a temporary file.
      '      proxy_buffers 32 16k;',
      '      proxy_max_temp_file_size 0;',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  start('nginx', nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  log(
    `${NODES} node${NODES > 1 ? 's' : ''} on ${ports.join(', ')} sharing Redis on ${REDIS_PORT}, behind nginx on ${WEB_PORT}${EDGE ? ' (nginx serving the assets and keeping the artwork)' : ''}`,
  );
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
  if (NODES > 0) await startBehindBalancer();
  else {
    // `localhost` (not 127.0.0.1): the server reaches itself by that name, and it still binds to loopback only.
    start('web', ...storefrontServer('-p', String(WEB_PORT), '-H', 'localhost'), {
      API_ORIGIN: `http://${HOST}:${API_PORT}`,
    });
  }
  await waitFor(`http://${HOST}:${WEB_PORT}/robots.txt`, 120_000);

  log(`building the hello-world page (${HELLO_DIR}) and serving it on ${HOST}:${HELLO_PORT}`);
  await run(path.join(root, 'node_modules/.bin/next'), ['build', HELLO_DIR], 5 * 60_000);
  start('hello', path.join(root, 'node_modules/.bin/next'), [
    'start',
    HELLO_DIR,
    '-p',
    String(HELLO_PORT),
    '-H',
    'localhost',
  ]);
  const helloUrl = `http://localhost:${HELLO_PORT}/`;
  await waitFor(helloUrl, 60_000);

  const products = await (
    await fetch(`http://${HOST}:${API_PORT}/api/web/v1/products?perPage=10`, {
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
    { name: 'listing', path: '/categories/makeup/lips' },
    // A listing state: served from the cache per normalised query, like the listing itself.
    { name: 'filtered', path: `/categories/makeup?brands=${brand}&sort=newest` },
    { name: 'product', path: `/products/${slug}` },
    { name: 'brand', path: `/brands/${brand}` },
    { name: 'search', path: '/search?q=lip' },
    { name: 'bag', path: '/cart', guestBag: true },
    // A first visit to the bag: no device id yet, the empty bag in the server's HTML.
    { name: 'bag-empty', path: '/cart' },
    { name: 'rewards', path: '/rewards' },
    { name: 'stores', path: '/store-locations' },
    { name: 'hub', path: '/happening' },
    { name: 'happening', path: '/happening/services' },
    { name: 'activity', path: `/happening/${activitySegment}/${activity.id}` },
  ];
  // BENCH_PAGES=home,rewards measures only those pages.
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const pages = wanted ? allPages.filter((page) => wanted.includes(page.name)) : allPages;

  const bagCookie = pages.some((page) => page.guestBag)
    ? await withPreferenceCookies(
        `http://${HOST}:${WEB_PORT}/cart`,
        await guestBagCookie(products.data.map((product) => product.slug)),
      )
    : undefined;

  log(`hello-world: lighthouse ×${RUNS}`);
  const hello = {
    lighthouse: await lighthouseSet(helloUrl, 'hello-world'),
    withoutPaintHolding: NO_PAINT_HOLDING
      ? await lighthouseSet(helloUrl, 'hello-world-no-paint-holding', { flags: NO_PAINT_HOLDING_FLAGS })
      : null,
  };

  const results = [];
  for (const page of pages) {
    const url = `http://${HOST}:${WEB_PORT}${page.path}`;
    const cookie = page.guestBag ? bagCookie : undefined;
    // Warm the server's caches so that every run measures the same thing.
    for (let i = 0; i < 3; i += 1) await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
    const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();

    log(`${page.name}: lighthouse ×${RUNS}${NO_PAINT_HOLDING ? ', then again without paint holding' : ''}`);
    const lighthouse = await lighthouseSet(url, page.name, { cookie });
    const withoutPaintHolding = NO_PAINT_HOLDING
      ? await lighthouseSet(url, `${page.name}-no-paint-holding`, { flags: NO_PAINT_HOLDING_FLAGS, cookie })
      : null;

    // The page and hello-world alternate A B A B, so that both meet the machine in the same state.
    log(`${page.name}: load ${LOAD_SECONDS}s × ${CONNECTIONS} connections, alternated with hello-world`);
    const pageRuns = [];
    const helloRuns = [];
    for (let i = 0; i < 2; i += 1) {
      pageRuns.push(await load(url, CONNECTIONS, cookie));
      helloRuns.push(await load(helloUrl));
    }
    log(`${page.name}: load ${LOAD_SECONDS}s × ${HIGH_CONNECTIONS} connections`);
    const high = await load(url, HIGH_CONNECTIONS, cookie);

    const rendered = {
      requestsPerSecond: Math.round(median(pageRuns.map((r) => r.requestsPerSecond))),
      p99Ms: Math.max(...pageRuns.map((r) => r.p99Ms)),
      errors: pageRuns.reduce((sum, r) => sum + r.errors, 0),
    };
    const helloWorld = { requestsPerSecond: Math.round(median(helloRuns.map((r) => r.requestsPerSecond))) };
    results.push({
      page: page.name,
      path: page.path,
      lighthouse,
      withoutPaintHolding,
      rendered,
      helloWorld,
      ratioToHelloWorld: Number((rendered.requestsPerSecond / helloWorld.requestsPerSecond).toFixed(3)),
      highLoad: { connections: HIGH_CONNECTIONS, ...high },
      htmlBytes: Buffer.byteLength(html),
    });
    const r = results.at(-1);
    log(
      `${r.page}: lighthouse ${r.lighthouse.median} (${r.lighthouse.runs.join(', ')}), ` +
        `${r.rendered.requestsPerSecond} req/s against hello-world's ${r.helloWorld.requestsPerSecond} ` +
        `(${r.ratioToHelloWorld}), p99 ${r.rendered.p99Ms} ms @${CONNECTIONS}, ${r.highLoad.p99Ms} ms @${HIGH_CONNECTIONS}`,
    );
  }

  writeFileSync(
    path.join(REPORT_DIR, 'bench-web.json'),
    `${JSON.stringify({ at: new Date().toISOString(), chromeFlags: CHROME_FLAGS, nodes: NODES, hello, results }, null, 2)}\n`,
  );
  const lighthouseCell = (l) =>
    l ? `${String(l.median).padStart(3)} (${l.runs.join(', ')})`.padEnd(17) : ''.padEnd(17);
  const noHoldingHeader = NO_PAINT_HOLDING ? '  no paint holding' : '';
  process.stdout.write(
    `\npage       lighthouse        LCP ms  CLS    TBT ms  painted at (ms)     ${noHoldingHeader ? 'no hold          ' : ''}` +
      `req/s (p99 ms) @${CONNECTIONS}  hello req/s  ratio  p99 ms @${HIGH_CONNECTIONS}  html KB\n`,
  );
  const row = (name, l, noHold, load) =>
    `${name.padEnd(10)} ${lighthouseCell(l)} ${String(l.medianLcpMs).padStart(6)}  ${l.medianCls.toFixed(3)}  ` +
    `${String(l.medianTbtMs).padStart(6)}  ${l.observedFcpMs.join(', ').padEnd(18)}  ` +
    `${NO_PAINT_HOLDING ? `${lighthouseCell(noHold)} ` : ''}${load}\n`;
  process.stdout.write(row('hello', hello.lighthouse, hello.withoutPaintHolding, ''));
  for (const r of results) {
    process.stdout.write(
      row(
        r.page,
        r.lighthouse,
        r.withoutPaintHolding,
        `${`${r.rendered.requestsPerSecond} (${r.rendered.p99Ms})`.padStart(18)}  ${String(r.helloWorld.requestsPerSecond).padStart(11)}  ` +
          `${r.ratioToHelloWorld.toFixed(2).padStart(5)}  ${String(r.highLoad.p99Ms).padStart(11)}  ${(r.htmlBytes / 1024).toFixed(1).padStart(7)}`,
      ),
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
