// Screenshots of storefront pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseURL] path [path…]   (a path may start with a host: th.localhost:3000/…)
// Needs a running storefront (npm start). Images go to .reports/screenshots/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const out = path.resolve('.reports/screenshots');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const target of paths.length ? paths : ['/']) {
  const url = /^https?:\/\//.test(target) ? target : new URL(target, base).toString();
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ]) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Scroll through once, as a shopper would, so that lazy images load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    // A full-page capture paints sections the shopper would have scrolled past: render them all.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const name = `${url
      .replace(/^https?:\/\//, '')
      .replace(/[^a-z0-9]+/gi, '_')
      .slice(0, 80)}-${label}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true });
    console.log(path.join(out, name));
    await page.close();
  }
}
await browser.close();
