// `npm run bench:sale`: a sale day on the multi-node deployment of docs/deploying.md, on loopback.
// PostgreSQL (a throw-away cluster), API nodes on it, two storefront nodes sharing a Redis, nginx in
// front of both tiers; then a bounded crowd of shoppers (autocannon's scripted requests, one visit
// after another per connection: scripts/bench/sale/scenario.mjs). Reported per run:
// - orders per second, each step's p50 / p99 and its answers (refused by a rule, or failed);
// - the CPU each process used (where the bottleneck is), and the run's curve: every
//   BENCH_SALE_SAMPLE_SECONDS, the answers since the last sample (how many, refused, failed, p50,
//   p99) and each process's memory (.reports/bench-sale-<n>-curve.csv);
// - the database's checks afterwards (scripts/bench/sale/checks.mjs).
// BENCH_SALE_API_NODES=1,2 (default) runs once per count of API nodes; BENCH_SALE_SECONDS (60),
// BENCH_SALE_CONNECTIONS (20 shoppers at a time), BENCH_SALE_RATE (requests per second for the
// whole crowd; unset, as fast as answered), BENCH_SALE_SAMPLE_SECONDS (10). A soak is a long run at
// a steady rate: BENCH_SALE_API_NODES=2 BENCH_SALE_SECONDS=1800 BENCH_SALE_RATE=40 npm run bench:sale.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPORT_DIR, root } from './bench/config.mjs';
import { median } from './bench/measure.mjs';
import { log, run, stopAll } from './bench/processes.mjs';
import { checkSale } from './bench/sale/checks.mjs';
import { prepareShoppers, runSale } from './bench/sale/scenario.mjs';
import { percentile } from './bench/sale/step-log.mjs';
import { startSale, usage } from './bench/sale/topology.mjs';

const API_NODES = (process.env.BENCH_SALE_API_NODES ?? '1,2').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SALE_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_SALE_CONNECTIONS ?? 20);
const RATE = process.env.BENCH_SALE_RATE ? Number(process.env.BENCH_SALE_RATE) : undefined;
const SAMPLE_SECONDS = Number(process.env.BENCH_SALE_SAMPLE_SECONDS ?? 10);

let stopDatabase = async () => {};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    void stopDatabase().finally(() => process.exit(130));
  });
}

const mb = (bytes) => Math.round(bytes / 2 ** 20);

async function sale(apiNodes) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const deployment = await startSale({ apiNodes });
  stopDatabase = deployment.stopDatabase;
  const shoppers = await prepareShoppers({ members: Math.max(2, Math.round(CONNECTIONS / 5)) });
  // A first visit to every page the crowd sees, so that the run measures a warm deployment.
  for (const page of ['/', `/search?q=serum`, ...shoppers.products.map((p) => `/products/${p.slug}`)])
    await (await fetch(`http://127.0.0.1:${process.env.BENCH_PORT ?? 3200}${page}`)).text();

  const cpuBefore = usage(deployment.watched);
  const benchCpuBefore = process.cpuUsage();
  log(
    `${apiNodes} API node${apiNodes > 1 ? 's' : ''}: ${CONNECTIONS} shoppers at a time for ${SECONDS} s${RATE ? ` at ${RATE} req/s` : ''}`,
  );
  const memoryMb = () =>
    Object.fromEntries(Object.entries(usage(deployment.watched)).map(([name, { rss }]) => [`${name}_mb`, mb(rss)]));
  const result = await runSale({
    shoppers,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rate: RATE,
    sampleSeconds: SAMPLE_SECONDS,
    sample: memoryMb,
  });
  const cpuAfter = usage(deployment.watched);
  const benchCpu = process.cpuUsage(benchCpuBefore);
  shoppers.stop();

  const checks = await checkSale(deployment.databaseUrl, result);
  // Why a request failed, in the words of the API and storefront nodes.
  for (const [name, child] of Object.entries(deployment.watched)) {
    if (child.errors) writeFileSync(path.join(REPORT_DIR, `bench-sale-${apiNodes}-${name}.log`), child.errors);
  }
  stopAll();
  await deployment.stopDatabase();
  // The ports are free again for the next run.
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const cpu = Object.fromEntries(
    Object.keys(cpuAfter).map((name) => [name, (cpuAfter[name].cpu - (cpuBefore[name]?.cpu ?? 0)) / result.seconds]),
  );
  cpu.bench = (benchCpu.user + benchCpu.system) / 1e6 / result.seconds;
  const steps = [...result.steps].map(([name, entry]) => ({
    step: name,
    answers: entry.latencies.length,
    p50: percentile(entry.latencies, 50),
    p99: percentile(entry.latencies, 99),
    refused: Object.fromEntries(entry.refused),
    errors: entry.errors,
  }));
  const report = {
    apiNodes,
    seconds: result.seconds,
    connections: CONNECTIONS,
    rate: RATE ?? null,
    shoppers: result.shoppers,
    requests: result.requests,
    ordersPerSecond: result.orders.size / result.seconds,
    orders: result.orders.size,
    transportErrors: result.errors,
    timeouts: result.timeouts,
    steps,
    cpuCoresUsed: cpu,
    curve: result.curve,
    checks,
  };
  writeFileSync(path.join(REPORT_DIR, `bench-sale-${apiNodes}.json`), JSON.stringify(report, null, 2));
  const columns = Object.keys(report.curve[0] ?? {});
  writeFileSync(
    path.join(REPORT_DIR, `bench-sale-${apiNodes}-curve.csv`),
    [columns.join(','), ...report.curve.map((row) => columns.map((c) => row[c]).join(','))].join('\n') + '\n',
  );
  return report;
}

function print(report) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  console.log(
    `\n## ${report.apiNodes} API node${report.apiNodes > 1 ? 's' : ''}, two storefront nodes, ${report.connections} shoppers, ${Math.round(report.seconds)} s`,
  );
  console.log(
    `${report.orders} orders, ${report.ordersPerSecond.toFixed(1)} per second; ${report.requests} requests from ${report.shoppers} visits; ${report.transportErrors} transport errors, ${report.timeouts} timeouts`,
  );
  console.log(line(['step', 'answers', 'p50 ms', 'p99 ms', 'refused by a rule', 'failed (5xx)']));
  console.log(line(['---', '---:', '---:', '---:', '---', '---:']));
  for (const s of report.steps) {
    const refused =
      Object.entries(s.refused)
        .map(([code, n]) => `${code} ${n}`)
        .join(', ') || '—';
    console.log(line([s.step, s.answers, s.p50, s.p99, refused, s.errors]));
  }
  const cores = Object.entries(report.cpuCoresUsed).sort((a, b) => b[1] - a[1]);
  console.log(`CPU, in cores used through the run: ${cores.map(([n, c]) => `${n} ${c.toFixed(2)}`).join(', ')}`);
  const first = report.curve[0] ?? {};
  const last = report.curve.at(-1) ?? {};
  const peak = (name) => Math.max(...report.curve.map((row) => row[name] ?? 0));
  console.log(
    `memory (MB, start → end, peak): ${Object.keys(first)
      .filter((k) => k.endsWith('_mb'))
      .map((n) => `${n.slice(0, -3)} ${first[n]} → ${last[n]} (${peak(n)})`)
      .join(', ')}`,
  );
  for (const c of report.checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.check}: ${c.detail}`);
}

async function main() {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) {
    log('no production build: running next build…');
    await run('npm', ['run', 'build'], 15 * 60_000);
  }
  const reports = [];
  for (const apiNodes of API_NODES) {
    const report = await sale(apiNodes);
    print(report);
    reports.push(report);
  }
  const failed = reports.some((r) => r.checks.some((c) => !c.ok));
  if (reports.length > 1)
    log(
      `orders per second: ${reports.map((r) => `${r.apiNodes} API node(s) ${r.ordersPerSecond.toFixed(1)}`).join(', ')} (median step p99 ${reports.map((r) => median(r.steps.map((s) => s.p99)))} ms)`,
    );
  process.exit(failed ? 1 : 0);
}

main().catch(async (error) => {
  console.error(error);
  stopAll();
  await stopDatabase();
  process.exit(1);
});
