import type { ServerResponse } from 'node:http';
import { recentBodies } from '@/lib/server/recent-bodies';
import type { RequestStep } from '@/lib/server/request-steps';

/**
 * A response body handed to `end()` as one long string is sent as bytes instead, and the bytes of
 * the pages sent most recently are kept for the next response.
 *
 * Next ends a cached page's response with its whole HTML as one string (`res.end(html)`), the
 * same string for every request until the page changes. Node 20 corks the socket for `end(chunk)`
 * and then writes the corked string with `writev`, which encodes it on a slow path; encoding it
 * first is cheaper, and a page sent again is not encoded again (decision record 17). The same
 * bytes go out, with the same Content-Length. It matters for a request that accepts no
 * compression (a reverse proxy that compresses itself, a load tester): the others are compressed
 * from the string (lib/server/compressed-pages).
 *
 * A step of the request path (server.ts): it wraps this one response's `end`. Short bodies are
 * left alone: they gain nothing.
 */
export const LONG_BODY_CHARS = 16 * 1024;
/** How many encoded pages are kept, and how much memory they hold in all (their strings too). */
export const KEPT_BODIES = 64;
export const KEPT_BYTES = 32 * 1024 * 1024;

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => unknown;

export function sendLongBodiesAsBytes(): RequestStep {
  const bytesOf = recentBodies((body) => Buffer.from(body as string, 'utf8'), {
    count: KEPT_BODIES,
    bytes: KEPT_BYTES,
  });
  return (_req, res) => {
    const end = res.end as End;
    (res as { end: End }).end = function endWithBytes(this: ServerResponse, chunk, encoding, callback) {
      // end(chunk, callback) and end(chunk, encoding, callback) are both allowed. A body in another
      // encoding than UTF-8 (none the storefront sends) goes through as it came.
      const utf8 =
        encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8';
      if (typeof chunk !== 'string' || chunk.length < LONG_BODY_CHARS || !utf8) {
        return end.call(this, chunk, encoding, callback);
      }
      return end.call(this, bytesOf(chunk), typeof encoding === 'function' ? encoding : callback);
    };
    return false;
  };
}
