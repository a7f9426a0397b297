import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureTools } from '../lib/tools.mjs';
import { CHROME_FLAGS, CONNECTIONS, LOAD_SECONDS, REPORT_DIR, RUNS } from './config.mjs';
import { run } from './processes.mjs';

const tools = ensureTools('bench');
const autocannon = tools.require('autocannon');

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function lighthouseScore(url, name, index, { flags = CHROME_FLAGS, cookie } = {}) {
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

export function load(url, connections = CONNECTIONS, cookie) {
  return new Promise((resolve, reject) => {
    const headers = cookie ? { cookie } : undefined;
    autocannon({ url, connections, duration: LOAD_SECONDS, headers }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          requests: result.requests.total,
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
    });
  });
}

export async function lighthouseSet(url, name, options) {
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
