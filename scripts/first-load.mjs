// First-load JavaScript and CSS of a page: every script and stylesheet its HTML references,
// raw and gzip-compressed. Usage: node scripts/first-load.mjs http://localhost:3000/ [more URLs]
import { gzipSync } from 'node:zlib';

for (const url of process.argv.slice(2)) {
  const html = await (await fetch(url)).text();
  const assets = new Set();
  // Scripts marked noModule (the legacy polyfills) are skipped by every browser that runs modules.
  for (const m of html.matchAll(/<script([^>]+)>/g)) {
    const src = /src="([^"]+)"/.exec(m[1]);
    if (src && !/\bnoModule\b/i.test(m[1])) assets.add(src[1]);
  }
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) assets.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g)) assets.add(m[1]);
  const totals = { js: [0, 0], css: [0, 0] };
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(new URL(asset, url))).arrayBuffer());
    const kind = asset.includes('.css') ? 'css' : 'js';
    totals[kind][0] += body.length;
    totals[kind][1] += gzipSync(body).length;
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `${url}\n  HTML ${kb(html.length)} (gzip ${kb(gzipSync(html).length)})\n  JS   ${kb(totals.js[0])} (gzip ${kb(totals.js[1])})\n  CSS  ${kb(totals.css[0])} (gzip ${kb(totals.css[1])})`,
  );
}
