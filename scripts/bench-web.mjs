// `npm run bench:web`: speed of the storefront's pages on this machine, loopback only.
// Starts the embedded API (fresh data), the production build and a hello-world App Router page
// (scripts/fixtures/hello-world, built with the same Next). Then, for home, a listing, a filtered
// listing, a product, a brand, a search, the bag (a guest's with three lines, a promo and a sample,
// and a first visit's empty one), the rewards boutique, the store locator, the Happening hub and list,
// an activity page, and a member's pages (bag, checkout, account, points, orders, an order, wish
// list, bookings) (BENCH_PAGES=home,bag for some), it reports:
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
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { storefrontServer } from './lib/prepare.mjs';
import { startBehindBalancer } from './bench/balancer.mjs';
import {
  API_PORT,
  CONNECTIONS,
  CHROME,
  DATA_DIR,
  HELLO_DIR,
  HELLO_PORT,
  HIGH_CONNECTIONS,
  HOST,
  LOAD_SECONDS,
  NO_PAINT_HOLDING,
  NO_PAINT_HOLDING_FLAGS,
  NODES,
  REPORT_DIR,
  root,
  RUNS,
  TOTAL_TIMEOUT_MS,
  WEB_PORT,
} from './bench/config.mjs';
import {
  fillBag,
  firstOrderId,
  guestBagCookie,
  memberSession,
  sessionCookie,
  withPreferenceCookies,
} from './bench/shoppers.mjs';
import { lighthouseSet, load, median } from './bench/measure.mjs';
import { benchPages } from './bench/pages.mjs';
import { cpuMs, log, run, start, stopAll, waitFor } from './bench/processes.mjs';
import { writeReport } from './bench/report.mjs';

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

  const { pages, products } = await benchPages();

  const slugs = products.data.map((product) => product.slug);
  const bagCookie = pages.some((page) => page.guestBag)
    ? await withPreferenceCookies(`http://${HOST}:${WEB_PORT}/cart`, await guestBagCookie(slugs))
    : undefined;
  let orderId;
  if (pages.some((page) => page.member)) {
    const session = await memberSession();
    await fillBag({ Authorization: `Bearer ${session.accessToken}` }, slugs);
    orderId = await firstOrderId(session);
  }
  // A member's access token lives 15 minutes and a page's server render never refreshes it: each
  // page is measured with a session of its own.
  const cookieFor = async (page) => {
    if (page.guestBag) return bagCookie;
    if (!page.member) return undefined;
    return withPreferenceCookies(`http://${HOST}:${WEB_PORT}/account`, sessionCookie(await memberSession()));
  };

  log(`hello-world: lighthouse ×${RUNS}`);
  const hello = {
    lighthouse: await lighthouseSet(helloUrl, 'hello-world'),
    withoutPaintHolding: NO_PAINT_HOLDING
      ? await lighthouseSet(helloUrl, 'hello-world-no-paint-holding', { flags: NO_PAINT_HOLDING_FLAGS })
      : null,
  };

  const results = [];
  for (const page of pages) {
    const url = `http://${HOST}:${WEB_PORT}${page.path.replace('{order}', String(orderId))}`;
    const cookie = await cookieFor(page);
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
    // What the page's requests cost each tier, in CPU time per request (hello-world runs between).
    const cpu = { web: 0, api: 0 };
    for (let i = 0; i < 2; i += 1) {
      const before = { web: cpuMs('web'), api: cpuMs('api') };
      pageRuns.push(await load(url, CONNECTIONS, cookie));
      for (const tier of ['web', 'api']) cpu[tier] += (cpuMs(tier) ?? 0) - (before[tier] ?? 0);
      helloRuns.push(await load(helloUrl));
    }
    const requests = pageRuns.reduce((sum, r) => sum + r.requests, 0);
    const perRequest = (ms) => (cpuMs('web') === null || requests === 0 ? null : Number((ms / requests).toFixed(1)));
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
      cpuMsPerRequest: { storefront: perRequest(cpu.web), api: perRequest(cpu.api) },
      htmlBytes: Buffer.byteLength(html),
    });
    const r = results.at(-1);
    log(
      `${r.page}: lighthouse ${r.lighthouse.median} (${r.lighthouse.runs.join(', ')}), ` +
        `${r.rendered.requestsPerSecond} req/s against hello-world's ${r.helloWorld.requestsPerSecond} ` +
        `(${r.ratioToHelloWorld}), p99 ${r.rendered.p99Ms} ms @${CONNECTIONS}, ${r.highLoad.p99Ms} ms @${HIGH_CONNECTIONS}`,
    );
  }

  writeReport(hello, results);
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
