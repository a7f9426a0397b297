import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { serverEnv } from '@/lib/env';
import { securityHeaders } from '@/lib/security-headers';
import {
  chooseEncoding,
  compress,
  isCompressible,
  MIN_COMPRESSED_BYTES,
  type Encoding,
} from '@/lib/server/compressed-pages';
import type { RequestStep } from '@/lib/server/request-steps';

/**
 * The API's artwork (`/api/web/v1/media/…`: product shots, banners, brand and store pictures),
 * kept in the storefront's memory for as long as the API says a shared cache may keep it.
 *
 * Each picture went through Next's route handler and the forwarder (lib/api-forward.ts) to the
 * API, which draws it again: about 4.6 ms of the storefront's one thread and 3.7 ms of the API's
 * per picture, and a listing shows two dozen. While a page loads, those calls queue in front of
 * its stylesheets and scripts. A picture the API marks `public` with a `max-age` is the same for
 * everyone for that long, so the first request for it is answered from the API, and every later
 * one from memory, compressed once per encoding.
 *
 * Taken: a `GET` or `HEAD` of a media path, without a query. Anything the API does not allow a
 * shared cache to keep (an error, `private`, `no-store`, no `max-age`), and any failure to reach
 * the API, is handed on to Next's forwarder, which answers as before.
 */
export const MEDIA_PREFIX = '/api/web/v1/media/';
/** How many pictures are kept, and how much memory they (and their compressed bytes) hold in all. */
export const KEPT_MEDIA = 4096;
export const KEPT_MEDIA_BYTES = 32 * 1024 * 1024;
/** A larger answer is sent on, not kept. */
export const MAX_KEPT_MEDIA_BYTES = 512 * 1024;
/** How long the first request for a picture waits for the API before Next's forwarder takes it. */
const FETCH_TIMEOUT_MS = 5_000;

/** A media path the API serves: `/api/web/v1/media/{kind}/{file}`, plain characters only. */
const MEDIA_PATH = /^\/api\/web\/v1\/media\/[a-z][a-z0-9-]{0,40}\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

interface KeptPicture {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  storedAt: number;
  expiresAt: number;
  encoded: Partial<Record<Encoding, Buffer>>;
}

interface Options {
  /** The API's origin; read for each fetch, as the forwarder does. */
  apiOrigin?: () => string;
  now?: () => number;
  limits?: { count: number; bytes: number };
}

/**
 * Seconds a shared cache may keep a response with this `Cache-Control`, 0 when it may not:
 * `public` with a positive `s-maxage` or `max-age`, and neither `private`, `no-store` nor `no-cache`.
 */
export function sharedFreshnessSeconds(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name = '', value = ''] = part.split('=', 2).map((piece) => piece.trim());
    if (name) directives.set(name, value.replace(/^"|"$/g, ''));
  }
  if (!directives.has('public') || ['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : 0;
}

function keptSize(picture: KeptPicture): number {
  return picture.body.byteLength + (picture.encoded.br?.byteLength ?? 0) + (picture.encoded.gzip?.byteLength ?? 0);
}

/**
 * A step of the request path (server.ts): answers a media request from memory, or from the API
 * once and then from memory.
 */
export function keepApiMedia({
  apiOrigin = () => serverEnv().API_ORIGIN,
  now = Date.now,
  limits = { count: KEPT_MEDIA, bytes: KEPT_MEDIA_BYTES },
}: Options = {}): RequestStep {
  // The most recently sent last: the oldest go first when the memory is full.
  const kept = new LRUCache<string, KeptPicture>({
    max: limits.count,
    maxSize: limits.bytes,
    sizeCalculation: keptSize,
  });
  const fetching = new Map<string, Promise<KeptPicture | null>>();
  const baseline = securityHeaders();

  /** Reads a picture from the API; null when it may not be kept or cannot be had. */
  const fetchPicture = async (path: string): Promise<KeptPicture | null> => {
    try {
      const response = await fetch(new URL(path, apiOrigin()), {
        redirect: 'manual',
        cache: 'no-store',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      const cacheControl = response.headers.get('cache-control');
      const seconds = response.status === 200 ? sharedFreshnessSeconds(cacheControl) : 0;
      const declared = Number(response.headers.get('content-length') ?? '0');
      // One copy is kept per path: an answer that varies with a request header other than the
      // encoding (which is negotiated here) has more than one.
      const varies = (response.headers.get('vary') ?? '')
        .split(',')
        .some((name) => name.trim() !== '' && name.trim().toLowerCase() !== 'accept-encoding');
      if (!seconds || !cacheControl || varies || declared > MAX_KEPT_MEDIA_BYTES) {
        await response.body?.cancel();
        return null;
      }
      const body = Buffer.from(await response.arrayBuffer());
      if (body.byteLength > MAX_KEPT_MEDIA_BYTES) return null;
      const storedAt = now();
      const picture: KeptPicture = {
        body,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        cacheControl,
        storedAt,
        expiresAt: storedAt + seconds * 1000,
        encoded: {},
      };
      kept.set(path, picture);
      return picture;
    } catch {
      return null;
    }
  };

  /** One fetch per path at a time: requests that arrive while it runs wait for it. */
  const pictureFromApi = (path: string): Promise<KeptPicture | null> => {
    const running = fetching.get(path);
    if (running) return running;
    const started = fetchPicture(path).finally(() => fetching.delete(path));
    fetching.set(path, started);
    return started;
  };

  /** The picture's bytes in `encoding`, compressed the first time they are asked for. */
  const encodedBody = (path: string, picture: KeptPicture, encoding: Encoding): Buffer => {
    const made = picture.encoded[encoding];
    if (made) return made;
    const body = compress(encoding, picture.body);
    // A picture forgotten meanwhile (expired, or pushed out) is not kept again; one still kept is
    // set again, so that its new size is counted.
    if (kept.peek(path) === picture) {
      picture.encoded[encoding] = body;
      kept.set(path, picture);
    }
    return body;
  };

  const send = (req: IncomingMessage, res: ServerResponse, path: string, picture: KeptPicture) => {
    for (const { key, value } of baseline) res.setHeader(key, value);
    res.setHeader('Content-Type', picture.contentType);
    res.setHeader('Cache-Control', picture.cacheControl);
    // How long this copy has been kept, so that a browser's freshness ends when the API's does.
    res.setHeader('Age', String(Math.max(0, Math.floor((now() - picture.storedAt) / 1000))));
    let body = picture.body;
    if (isCompressible(picture.contentType)) {
      res.setHeader('Vary', 'Accept-Encoding');
      const encoding = body.byteLength >= MIN_COMPRESSED_BYTES ? chooseEncoding(req.headers['accept-encoding']) : null;
      if (encoding) {
        body = encodedBody(path, picture, encoding);
        res.setHeader('Content-Encoding', encoding);
      }
    }
    res.setHeader('Content-Length', body.byteLength);
    res.statusCode = 200;
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };

  return (req, res, passOn) => {
    const path = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith(MEDIA_PREFIX) || !MEDIA_PATH.test(path)) {
      return false;
    }
    const picture = kept.get(path);
    if (picture && picture.expiresAt > now()) {
      send(req, res, path, picture);
      return true;
    }
    if (picture) kept.delete(path);
    void pictureFromApi(path).then((fetched) => {
      if (res.destroyed) return;
      if (fetched) send(req, res, path, fetched);
      else passOn();
    });
    return true;
  };
}
