/**
 * A page's chunk scripts are fetched once the page has painted, not while it is painting.
 *
 * React writes every chunk a page needs as `<script src async>` in the head, and the browser asks
 * for them at once, beside the stylesheets, the Latin face and the first-screen pictures. On a
 * phone's connection they share its bandwidth with what the first screen needs: on home, 11 chunk
 * scripts (about 650 kB before compression) beside 4 stylesheets, a face and two heroes. The pages
 * are server-rendered and work before their JavaScript runs (forms post, links are links), so their
 * scripts can wait for the first contentful paint (docs/decisions/0027-scripts-come-after-the-first-paint.md).
 *
 * `scriptsAfterFirstPaint` (a whole page) and `scriptDeferral` (a page sent in pieces) take those
 * tags out of the head, with their preloads, and add one small inline script in the body, just
 * before React's bootstrap (after the page's shell) or else before the body's end. It inserts
 * them, `async` and in the same order, when the browser reports the page's first contentful paint.
 * It inserts them at once where there is no paint to wait for (a hidden or prerendering tab, a
 * browser without paint timing), when the tab is hidden before the paint, and after
 * `LATEST_START_MS` in any case. A page rendered for one request allows inline scripts only with
 * its Content-Security-Policy's nonce: the inline script carries it. Everything after the head
 * stays as it was: React's bootstrap (its chunk or its inline script, with an `id`), the chunk
 * that follows it on a resumed page, and the `nomodule` fallback. The bootstrap is small and waits
 * for the chunks it needs, and the runtime fetches any chunk still missing when it is required.
 */
export const LATEST_START_MS = 4000;

/** A chunk script as React writes it: the build's file, `async`, and the request's nonce if any. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""(?: nonce="[^"<>]*")?><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"<>]*")? href="([^"<>]+)"\/>/g;
const NONCE = /^[A-Za-z0-9+/=_-]+$/;
const HEAD_END = '</head>';
/**
 * Where the loader goes: just before React's bootstrap (a script with `id="_R_"`, written after
 * the page's shell), else before the body's end. Both are children of the body itself, the one
 * place where React's hydration passes over an element it did not render.
 */
const BODY_PLACE = /<script\b[^<>]*\sid="_R_"|<\/body>/;
/** A head larger than this is not a head React wrote: the page goes as it came. */
const MAX_HEAD_CHARS = 256 * 1024;

/**
 * Whether a page with this Content-Security-Policy may run the loader, and with which nonce:
 * `null` when its scripts may not run inline (a policy with neither a usable nonce nor
 * `'unsafe-inline'`; a nonce or a hash makes browsers ignore `'unsafe-inline'`).
 */
export function inlineScriptNonce(policy: string | undefined): { nonce?: string } | null {
  if (!policy) return {};
  const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/));
  const sources =
    directives.find(([name]) => name?.toLowerCase() === 'script-src') ??
    directives.find(([name]) => name?.toLowerCase() === 'default-src');
  if (!sources) return {};
  const nonce = sources.map((source) => /^'nonce-(.*)'$/.exec(source)?.[1]).find((found) => found !== undefined);
  if (nonce !== undefined) return NONCE.test(nonce) ? { nonce } : null;
  const hashed = sources.some((source) => /^'sha(?:256|384|512)-/.test(source));
  return !hashed && sources.includes("'unsafe-inline'") ? {} : null;
}

function loader(sources: string[], nonce: string | undefined): string {
  // `<` is escaped so that no file name could end the inline script; a nonce is base64 (`NONCE`).
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const attribute = nonce && NONCE.test(nonce) ? ` nonce="${nonce}"` : '';
  return (
    `<script${attribute}>(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){` +
    "var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e)})}" +
    "var P=window.PerformanceObserver;if(document.visibilityState!=='visible'||!P||!P.supportedEntryTypes||" +
    "P.supportedEntryTypes.indexOf('paint')<0){go();return}" +
    "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()})" +
    ".observe({type:'paint',buffered:true});" +
    `document.addEventListener('visibilitychange',go);setTimeout(go,${LATEST_START_MS})})(${list})</script>`
  );
}

/** The head without its chunk scripts and their preloads, and the chunks taken out. */
function deferHead(head: string): { head: string; sources: string[] } {
  const sources = [...head.matchAll(CHUNK_SCRIPT)].map((match) => match[1] as string);
  const deferred = new Set(sources);
  const without = head
    .replace(CHUNK_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (tag, href: string) => (deferred.has(href) ? '' : tag));
  return { head: without, sources };
}

/** Where an unfinished tag begins at the end of `text` (its `>` not yet come), else its length. */
function unfinishedTag(text: string): number {
  const open = text.lastIndexOf('<');
  return open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
}

export interface ScriptDeferral {
  /** The next piece of the page: what can be sent of it now (a piece may be held back). */
  push(text: string): string;
  /** The end of the page: what is still held back. */
  end(): string;
}

/**
 * The rewrite for a page that arrives in pieces. The head is held until it is whole (React writes
 * it in one piece), then the body goes on as it comes, with the loader placed on the way; only a
 * tag cut in two at the end of a piece is ever held. `nonce` is the one the page's
 * Content-Security-Policy gives its inline scripts, if any (`inlineScriptNonce`).
 */
export function scriptDeferral(nonce?: string): ScriptDeferral {
  let state: 'head' | 'body' | 'done' = 'head';
  let held = '';
  let pending = '';

  const inBody = (text: string): string => {
    const at = text.search(BODY_PLACE);
    if (at >= 0) {
      state = 'done';
      const placed = `${text.slice(0, at)}${pending}${text.slice(at)}`;
      pending = '';
      return placed;
    }
    const cut = unfinishedTag(text);
    held = text.slice(cut);
    return text.slice(0, cut);
  };

  return {
    push(text) {
      if (state === 'done') return text;
      const all = held + text;
      held = '';
      if (state === 'body') return inBody(all);
      const end = all.indexOf(HEAD_END);
      if (end < 0) {
        // A body begun before any head ended means the page has no head of React's to rewrite.
        if (all.includes('<body') || all.length > MAX_HEAD_CHARS) {
          state = 'done';
          return all;
        }
        held = all;
        return '';
      }
      const cut = end + HEAD_END.length;
      const { head, sources } = deferHead(all.slice(0, cut));
      if (sources.length === 0) {
        state = 'done';
        return all;
      }
      state = 'body';
      pending = loader(sources, nonce);
      return head + inBody(all.slice(cut));
    },
    end() {
      const rest = held;
      held = '';
      if (state === 'body') {
        // Neither the bootstrap nor the body's end came: the loader closes what was sent.
        state = 'done';
        const placed = rest + pending;
        pending = '';
        return placed;
      }
      state = 'done';
      return rest;
    },
  };
}

/** The rewrite of a whole page (`nonce` as for `scriptDeferral`). */
export function scriptsAfterFirstPaint(html: string, nonce?: string): string {
  const deferral = scriptDeferral(nonce);
  return deferral.push(html) + deferral.end();
}
