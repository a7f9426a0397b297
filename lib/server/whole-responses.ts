import { ServerResponse } from 'node:http';
import { recentBodies } from '@/lib/server/recent-bodies';

/**
 * A response body handed to `end()` as one long string is sent as bytes instead, and the bytes of
 * the pages sent most recently are kept for the next response.
 *
 * Next ends a cached page's response with its whole HTML as one string (`res.end(html)`), the
 * same string for every request until the page changes. Node 20 corks the socket for `end(chunk)`
 * and then writes the corked string with `writev`, which encodes it on a slow path: a 218 kB page
 * cost about 2.6 ms of the server's single thread per response, nearly half of a cached page's
 * server time. Encoding it first (`Buffer.from`) costs about 0.7 ms, and a page sent again is not
 * encoded again (decision record 17). The same bytes go out, with the same Content-Length.
 *
 * Short bodies are left alone: they gain nothing. Installed once per server process
 * (instrumentation.ts); `target` is the prototype to change, `ServerResponse`'s by default.
 */
export const LONG_BODY_CHARS = 16 * 1024;
/** How many encoded pages are kept, and how much memory they hold in all (their strings too). */
export const KEPT_BODIES = 64;
export const KEPT_BYTES = 32 * 1024 * 1024;

const INSTALLED = Symbol.for('halcyon.wholeResponses');

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => unknown;

export function sendLongBodiesAsBytes(target: { end: End } = ServerResponse.prototype as never): void {
  const marked = target as { end: End; [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  const end = target.end;
  const bytesOf = recentBodies((body) => Buffer.from(body as string, 'utf8'), {
    count: KEPT_BODIES,
    bytes: KEPT_BYTES,
  });
  marked.end = function endWithBytes(this: unknown, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    // end(chunk, callback) and end(chunk, encoding, callback) are both allowed. A body in another
    // encoding than UTF-8 (none the storefront sends) goes through as it came.
    const utf8 =
      encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8';
    if (typeof chunk !== 'string' || chunk.length < LONG_BODY_CHARS || !utf8) {
      return end.call(this, chunk, encoding, callback);
    }
    return end.call(this, bytesOf(chunk), typeof encoding === 'function' ? encoding : callback);
  };
  marked[INSTALLED] = true;
}
