import { readdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from '@/lib/security-headers';
import type { RequestStep } from '@/lib/server/request-steps';

/**
 * The build's browser assets (`/_next/static/…`), sent as the build compressed them.
 *
 * Their names carry their content's hash, so they never change: `npm run build` writes a gzip and a
 * Brotli copy of each (scripts/lib/precompress.mjs). Next would compress the same file again for
 * every response, about 40 ms of the server's one thread for the scripts and stylesheets of one
 * product page, taken while the browser waits for them. Here the copy the browser accepts is sent
 * from disk, with the headers Next sends (a year's immutable cache, the baseline security headers)
 * and `Vary: Accept-Encoding`. Anything else (a file without compressed copies, as from a bare
 * `next build`, an image, a path the build did not write) goes on to Next, as before.
 */
const STATIC_PREFIX = '/_next/static/';
const YEAR_S = 31_536_000;

/**
 * A step of the request path (server.ts): sends the asset `req` asks for and answers true, or
 * answers false when it is not one. In development the build wrote no compressed copies, so every
 * request goes on to Next.
 */
export function sendBuiltAssetsCompressed(dir: string = path.join(process.cwd(), '.next', 'static')): RequestStep {
  const headers = securityHeaders();
  const compressed = compressedAssets(dir);
  const serve = sirv(dir, {
    etag: true,
    gzip: true,
    brotli: true,
    maxAge: YEAR_S,
    immutable: true,
    // Exact names only: no `.html` guesses, no `index` files.
    extensions: [],
    setHeaders: (res) => {
      for (const { key, value } of headers) res.setHeader(key, value);
    },
  });
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(STATIC_PREFIX)) return false;
    const url = req.url.slice(STATIC_PREFIX.length - 1);
    if (!compressed.has(url.split('?')[0] ?? url)) return false;
    let found = true;
    // sirv looks up the path under `dir`, and reads nothing but the URL and the request's headers.
    const asset = { url, headers: req.headers } as IncomingMessage;
    serve(asset, res, () => {
      found = false;
    });
    return found;
  };
}

/** URL paths (under `dir`) of the files that have both compressed copies beside them. */
function compressedAssets(dir: string): Set<string> {
  const names = new Set<string>();
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return names;
  }
  const all = new Set(entries.map((name) => `/${name.split(path.sep).join('/')}`));
  for (const name of all) {
    const original = name.slice(0, -'.gz'.length);
    if (name.endsWith('.gz') && all.has(original) && all.has(`${original}.br`)) names.add(original);
  }
  return names;
}
