/**
 * A shared page's chunk scripts are fetched once the page has painted, not while it is painting.
 *
 * React writes every chunk a page needs as `<script src async>` in the head, and the browser asks
 * for them at once, beside the stylesheets, the Latin face and the first-screen pictures. On a
 * phone's connection they share its bandwidth with what the first screen needs: on home, 11 chunk
 * scripts (about 650 kB before compression) beside 4 stylesheets, a face and two heroes. The page is
 * server-rendered and works before its JavaScript runs (forms post, links are links), so its
 * scripts can wait for the first contentful paint (docs/decisions/0027-scripts-come-after-the-first-paint.md).
 *
 * `scriptsAfterFirstPaint` takes those tags (and their preloads) out of the HTML and adds one small
 * inline script at the end of the body that inserts them, `async` as before, when the browser
 * reports the page's first contentful paint. It inserts them at once where there is no paint to
 * wait for (a hidden or prerendering tab, a browser without paint timing), when the tab is hidden
 * before the paint, and after `LATEST_START_MS` in any case. The bootstrap script (React's, with
 * an `id`) and the `nomodule` fallback stay as they were: the bootstrap is small and waits for the
 * chunks it needs, and the runtime fetches any chunk still missing when it is required.
 */
export const LATEST_START_MS = 4000;

/** A chunk script as React writes it: the build's file, `async`, nothing else. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+)"\/>/g;

function loader(sources: string[]): string {
  // `<` is escaped so that no file name could end the inline script.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    '<script>(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){' +
    "var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e)})}" +
    "var P=window.PerformanceObserver;if(document.visibilityState!=='visible'||!P||!P.supportedEntryTypes||" +
    "P.supportedEntryTypes.indexOf('paint')<0){go();return}" +
    "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()})" +
    ".observe({type:'paint',buffered:true});" +
    `document.addEventListener('visibilitychange',go);setTimeout(go,${LATEST_START_MS})})(${list})</script>`
  );
}

export function scriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1] as string);
  if (sources.length === 0 || !html.includes('</body>')) return html;
  const deferred = new Set(sources);
  const without = html
    .replace(CHUNK_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (tag, href: string) => (deferred.has(href) ? '' : tag));
  const end = without.lastIndexOf('</body>');
  return `${without.slice(0, end)}${loader(sources)}${without.slice(end)}`;
}
