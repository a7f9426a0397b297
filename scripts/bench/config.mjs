import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HOST = '127.0.0.1';
export const WEB_PORT = Number(process.env.BENCH_PORT ?? 3200);
export const API_PORT = Number(process.env.BENCH_API_PORT ?? 4200);
export const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 3299);
export const HELLO_DIR = 'scripts/fixtures/hello-world';
export const DATA_DIR = '.data/bench-web';
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const HIGH_CONNECTIONS = Number(process.env.BENCH_HIGH_CONNECTIONS ?? 50);
export const TOTAL_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 45 * 60_000);
// 0: one node, asked directly. N ≥ 1: N nodes on the ports after WEB_PORT, behind nginx on WEB_PORT.
export const NODES = Number(process.env.BENCH_NODES ?? 0);
export const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 6391);
// With BENCH_NODES, BENCH_EDGE=1 gives nginx the jobs docs/deploying.md says a reverse proxy may
// take from the nodes: the build's assets from disk (the gzip copies the build wrote) and the
// API's artwork in its own cache, for as long as the API's Cache-Control allows.
export const EDGE = process.env.BENCH_EDGE === '1';
export const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const REPORT_DIR = path.join(root, '.reports');
// Lighthouse's default settings: the only flags are those headless Chromium needs here.
export const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';
// Lighthouse loads about:blank, then the page. Headless Chromium keeps showing about:blank until the
// page first paints ("paint holding"); with no display nothing draws its frames, and viz may then
// offer the renderer one frame a second (ThrottleUndrawnFrames), so a page that waits for a
// stylesheet can paint a whole second late (decision record 7). BENCH_NO_PAINT_HOLDING=1 also
// measures every page with paint holding off, so that the artefact's share can be reported beside
// the default figure, which stays the bar.
export const NO_PAINT_HOLDING = process.env.BENCH_NO_PAINT_HOLDING === '1';
export const NO_PAINT_HOLDING_FLAGS = `${CHROME_FLAGS} --disable-features=PaintHolding`;
