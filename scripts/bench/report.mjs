import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROME_FLAGS, CONNECTIONS, HIGH_CONNECTIONS, NO_PAINT_HOLDING, NODES, REPORT_DIR } from './config.mjs';

/** Writes the figures to .reports/bench-web.json and prints them as a table. */
export function writeReport(hello, results) {
  writeFileSync(
    path.join(REPORT_DIR, 'bench-web.json'),
    `${JSON.stringify({ at: new Date().toISOString(), chromeFlags: CHROME_FLAGS, nodes: NODES, hello, results }, null, 2)}\n`,
  );
  const lighthouseCell = (l) =>
    l ? `${String(l.median).padStart(3)} (${l.runs.join(', ')})`.padEnd(17) : ''.padEnd(17);
  const noHoldingHeader = NO_PAINT_HOLDING ? '  no paint holding' : '';
  process.stdout.write(
    `\npage       lighthouse        LCP ms  CLS    TBT ms  painted at (ms)     ${noHoldingHeader ? 'no hold          ' : ''}` +
      `req/s (p99 ms) @${CONNECTIONS}  hello req/s  ratio  p99 ms @${HIGH_CONNECTIONS}  html KB  CPU ms/req web · api\n`,
  );
  const row = (name, l, noHold, load) =>
    `${name.padEnd(10)} ${lighthouseCell(l)} ${String(l.medianLcpMs).padStart(6)}  ${l.medianCls.toFixed(3)}  ` +
    `${String(l.medianTbtMs).padStart(6)}  ${l.observedFcpMs.join(', ').padEnd(18)}  ` +
    `${NO_PAINT_HOLDING ? `${lighthouseCell(noHold)} ` : ''}${load}\n`;
  const cpuCell = (cpu) => (cpu?.storefront == null ? '' : `${String(cpu.storefront).padStart(9)} · ${cpu.api}`);
  process.stdout.write(row('hello', hello.lighthouse, hello.withoutPaintHolding, ''));
  for (const r of results) {
    process.stdout.write(
      row(
        r.page,
        r.lighthouse,
        r.withoutPaintHolding,
        `${`${r.rendered.requestsPerSecond} (${r.rendered.p99Ms})`.padStart(18)}  ${String(r.helloWorld.requestsPerSecond).padStart(11)}  ` +
          `${r.ratioToHelloWorld.toFixed(3).padStart(5)}  ${String(r.highLoad.p99Ms).padStart(11)}  ${(r.htmlBytes / 1024).toFixed(1).padStart(7)}` +
          `  ${cpuCell(r.cpuMsPerRequest)}`,
      ),
    );
  }
  process.stdout.write(`\nreport: .reports/bench-web.json\n`);
}
