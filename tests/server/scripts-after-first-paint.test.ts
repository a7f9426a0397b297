// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  inlineScriptNonce,
  LATEST_START_MS,
  scriptDeferral,
  scriptsAfterFirstPaint,
} from '@/lib/server/scripts-after-first-paint';

// A shared page as React and Next write it (home, shortened): the chunks in the head, the
// bootstrap's chunk after the shell, a product's structured data inside the page.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/react.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<link rel="preload" href="/api/web/v1/media/banners/home-hero-sg.svg" as="image" fetchPriority="high"/>',
  '<title>Halcyon Beauty Singapore</title></head><body><main><h1>Just landed</h1>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '<p>Written about &lt;script src=&quot;/_next/static/chunks/x.js&quot; async=&quot;&quot;&gt;</p></main>',
  '<script src="/_next/static/chunks/boot.js" id="_R_" async=""></script>',
  '<script>self.__next_f.push([1,"0:{\\u003c/body\\u003e}"])</script></body></html>',
].join('');

// A member's page resumes a shell prerendered before any request: its head's tags have no nonce,
// its bootstrap is inline (allowed by the policy's nonce) with the bootstrap's chunk after it.
const NONCE = '1vR2FuVsfDJQaXQ9/qbzWg==';
const ownPage = [
  '<!DOCTYPE html><html lang="en-SG"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  `<script src="/_next/static/chunks/turbopack-runtime.js" async="" nonce="${NONCE}"></script>`,
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<title>Checkout</title></head><body><main><h1>Checkout</h1><ul><li>Lip Maestro — S$62.00</li></ul></main>',
  `<script nonce="${NONCE}" id="_R_">(globalThis.TURBOPACK||[]).push({})</script>`,
  `<script src="/_next/static/chunks/boot.js" nonce="${NONCE}" async=""></script>`,
  `<script nonce="${NONCE}">self.__next_f.push([1,"x"])</script></body></html>`,
].join('');

const chunks = [
  '/_next/static/chunks/react.js',
  '/_next/static/chunks/turbopack-runtime.js',
  '/_next/static/chunks/page.js',
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('a page fetches its chunk scripts after its first paint', () => {
  it('takes the chunk scripts and their preloads out of the head and keeps the rest', () => {
    const html = scriptsAfterFirstPaint(page);
    for (const src of chunks) expect(html).not.toContain(`<script src="${src}" async=""></script>`);
    expect(html).not.toContain('href="/_next/static/chunks/react.js"');
    // React's bootstrap, the fallback for old browsers, the face, the stylesheet and the hero stay.
    expect(html).toContain('<script src="/_next/static/chunks/boot.js" id="_R_" async=""></script>');
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('as="font"');
    expect(html).toContain('rel="stylesheet"');
    expect(html).toContain('home-hero-sg.svg');
    // The page itself is untouched (its own scripts too), and one loader comes in the body itself,
    // where hydration passes over it: just before the bootstrap.
    expect(html).toContain('<main><h1>Just landed</h1><script type="application/ld+json">');
    expect(html).toMatch(/<\/main><script>\(function\(s\)[\s\S]*?<\/script><script src="[^"]+" id="_R_"/);
    expect(html.split('(function(s)').length).toBe(2);
  });

  it("gives a page rendered for one request the same, the loader under its policy's nonce", () => {
    const html = scriptsAfterFirstPaint(ownPage, NONCE);
    for (const src of chunks) expect(html).not.toContain(`<script src="${src}"`);
    // The bootstrap's chunk is not deferred: its preload and its tag after the bootstrap stay.
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>');
    expect(html).toContain(`<script src="/_next/static/chunks/boot.js" nonce="${NONCE}" async=""></script>`);
    expect(html).toContain('noModule=""');
    expect(html).toContain('<li>Lip Maestro — S$62.00</li></ul></main>');
    expect(html).toMatch(
      new RegExp(
        `</main><script nonce="${escaped(NONCE)}">\\(function\\(s\\)[\\s\\S]*?</script><script nonce="[^"]+" id="_R_">`,
      ),
    );
    expect(html.split('(function(s)').length).toBe(2);
  });

  it('leaves a page without chunk scripts as it was, and closes a page cut short with the loader', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>hi</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const headless = '<p>hi</p><script src="/_next/static/chunks/react.js" async=""></script>';
    expect(scriptsAfterFirstPaint(headless)).toBe(headless);
    const cut = scriptsAfterFirstPaint(page.slice(0, page.indexOf('<script src="/_next/static/chunks/boot.js" id')));
    expect(cut).not.toContain('<script src="/_next/static/chunks/react.js"');
    expect(cut).toMatch(/<\/main><script>\(function\(s\)[\s\S]*?<\/script>$/);
  });

  it('writes the same page when the page comes in pieces, wherever they are cut', () => {
    for (const [whole, nonce] of [
      [page, undefined],
      [ownPage, NONCE],
    ] as const) {
      const expected = scriptsAfterFirstPaint(whole, nonce);
      for (let cut = 0; cut <= whole.length; cut += 7) {
        for (const second of [cut + 1, cut + 40, cut + 400]) {
          const deferral = scriptDeferral(nonce);
          const pieces = [whole.slice(0, cut), whole.slice(cut, second), whole.slice(second)];
          const sent = pieces.map((piece) => deferral.push(piece)).join('') + deferral.end();
          expect(sent).toBe(expected);
        }
      }
    }
  });

  it('sends the body on as it comes once the head is through, holding back no more than a cut tag', () => {
    const deferral = scriptDeferral();
    expect(deferral.push(page.slice(0, 100))).toBe('');
    const head = deferral.push(page.slice(100, page.indexOf('<main>')));
    expect(head).toContain('</head><body>');
    expect(deferral.push('<main><h1>Just landed</h1><p>Ten new lipsticks</p>')).toBe(
      '<main><h1>Just landed</h1><p>Ten new lipsticks</p>',
    );
    expect(deferral.push('<script type="application/ld+json">{}</script></main><script src="/b.js" i')).toBe(
      '<script type="application/ld+json">{}</script></main>',
    );
    expect(deferral.push('d="_R_" async=""></script>')).toMatch(
      /^<script>\(function\(s\)[\s\S]*<\/script><script src="\/b\.js" id="_R_" async=""><\/script>$/,
    );
  });
});

describe('whether a page may run the loader inline', () => {
  it("reads the page's policy: its nonce, or 'unsafe-inline' without one, else not at all", () => {
    expect(inlineScriptNonce(undefined)).toEqual({});
    expect(inlineScriptNonce("default-src 'self'; script-src 'self' 'unsafe-inline'; script-src-attr 'none'")).toEqual(
      {},
    );
    expect(inlineScriptNonce(`default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'sha256-abc='`)).toEqual({
      nonce: NONCE,
    });
    // With a hash (or a nonce), browsers ignore 'unsafe-inline'.
    expect(inlineScriptNonce("script-src 'self' 'unsafe-inline' 'sha256-abc='")).toBeNull();
    expect(inlineScriptNonce("default-src 'self'")).toBeNull();
    expect(inlineScriptNonce("default-src 'self' 'unsafe-inline'")).toEqual({});
    expect(inlineScriptNonce("script-src 'self' 'nonce-a&b'")).toBeNull();
  });
});

/** The loader written into the page, run as the browser would. */
function runLoader(html: string) {
  const script = html.match(/<script(?: nonce="[^"]*")?>(\(function\(s\)[\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error('no loader in the page');
  new Function(script)();
}

const inserted = () => [...document.head.querySelectorAll('script')].map((element) => element.getAttribute('src'));

describe('the loader in the browser', () => {
  let paintCallbacks: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void>;
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    paintCallbacks = [];
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'navigation'];
      constructor(callback: (typeof paintCallbacks)[number]) {
        paintCallbacks.push(callback);
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const paint = (name: string) =>
    paintCallbacks.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }));

  it.each([
    ['a shared page', page],
    ['a page rendered for one request', ownPage],
  ])('inserts every chunk of %s, async and in order, at the first contentful paint, and only once', (_, whole) => {
    runLoader(scriptsAfterFirstPaint(whole, whole === ownPage ? NONCE : undefined));
    expect(inserted()).toEqual([]);
    paint('first-paint');
    expect(inserted()).toEqual([]);
    paint('first-contentful-paint');
    expect(inserted()).toEqual(chunks);
    expect([...document.head.querySelectorAll('script')].every((element) => element.async)).toBe(true);
    paint('first-contentful-paint');
    vi.advanceTimersByTime(LATEST_START_MS);
    expect(inserted()).toEqual(chunks);
  });

  it('does not wait for a paint that will not come: a hidden tab, a tab hidden before it, or too long', () => {
    visibility = 'hidden';
    runLoader(scriptsAfterFirstPaint(page));
    expect(inserted()).toEqual(chunks);

    document.head.innerHTML = '';
    visibility = 'visible';
    runLoader(scriptsAfterFirstPaint(page));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(inserted()).toEqual(chunks);

    document.head.innerHTML = '';
    visibility = 'visible';
    runLoader(scriptsAfterFirstPaint(page));
    vi.advanceTimersByTime(LATEST_START_MS - 1);
    expect(inserted()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(inserted()).toEqual(chunks);
  });

  it('inserts them at once in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runLoader(scriptsAfterFirstPaint(page));
    expect(inserted()).toEqual(chunks);
  });
});
