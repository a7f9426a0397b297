import 'server-only';
import { serverEnv } from '@/lib/env';
import type { ServerEnv } from '@/lib/env-schema';
import { forwardedRequestInfo } from '@/lib/api/server-cookies';

// Hop-by-hop headers (RFC 9110 §7.6.1): they concern one connection, so never cross the forwarder.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

// Hop-by-hop headers, those the runtime sets itself, and the forwarded ones, which the forwarder
// writes from what it trusts.
const DROP_REQUEST = new Set([
  'host',
  ...HOP_BY_HOP,
  'proxy-connection',
  'content-length',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  // Drafts and segment variants are for editors, whose preview pages read them on the server: a
  // browser call through the public origin never asks for them.
  'x-preview-mode',
  'x-preview-credential',
]);
const DROP_RESPONSE = new Set([...HOP_BY_HOP, 'content-length', 'content-encoding', 'set-cookie']);

/** The largest request body the forwarder reads; the API holds the same limit. */
export const MAX_FORWARDED_BODY_BYTES = 64 * 1024;

/** The QA credential's header: sandbox calls pass only with it (and the API checks its value). */
export const QA_TOKEN_HEADER = 'x-qa-token';

/**
 * The API's public paths, by first segment: what the storefront's pages and the browser call.
 * Anything else is not reachable from the public origin: the sandbox and the OpenAPI document
 * unless QA's surface is switched on, and preview content never (the preview pages read it on the
 * server, for an editor in draft mode).
 */
const PUBLIC_SEGMENTS: ReadonlySet<string> = new Set([
  'account',
  'auth',
  'beauty-pass-sale',
  'booking-service',
  'booking-services',
  'brands',
  'cart',
  'categories',
  'components',
  'contentful',
  'featured-products',
  'happening',
  'health',
  'layouts',
  'media',
  'multiple-gwps',
  'newsletter',
  'notification-subscription',
  'orders',
  'products',
  'reservation-service',
  'rewards',
  'search',
  'sea-falcon',
  'sessions',
  'site-index',
  'store-locations',
  'user',
  'users',
  'variants',
  'waitlist',
  'wishlist',
]);

type SurfaceFlags = Pick<ServerEnv, 'ENABLE_SANDBOX' | 'ENABLE_PREVIEW'>;

/**
 * Whether a browser call may pass to the API. The sandbox passes only while the QA surfaces are
 * switched on and the call carries the QA credential (which the API checks): never anonymously.
 */
export function isForwardable(path: readonly string[], request: Pick<Request, 'headers'>, env: SurfaceFlags): boolean {
  const segments = path.filter((segment) => segment !== '');
  const [first, second] = segments;
  if (!first || segments.some((segment) => segment === '.' || segment === '..')) return false;
  if (first === 'sandbox') return env.ENABLE_SANDBOX && Boolean(request.headers.get(QA_TOKEN_HEADER));
  if (first === 'openapi.json') return env.ENABLE_SANDBOX && segments.length === 1;
  if (first === 'preview' || (first === 'contentful' && second === 'preview')) return false;
  return PUBLIC_SEGMENTS.has(first);
}

function jsonError(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'private, no-store' } });
}

class BodyTooLarge extends Error {}

/** Reads the body up to the limit; a larger one stops being read at once. */
async function readLimitedBody(request: Request): Promise<ArrayBuffer | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > MAX_FORWARDED_BODY_BYTES) throw new BodyTooLarge();
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORWARDED_BODY_BYTES) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/**
 * Forwards a browser call on the storefront's origin to the API (`API_ORIGIN`), so that the
 * token cookies stay first-party. Read at run time: pointing the storefront at another
 * deployment of the API needs no rebuild.
 */
export async function forwardToApi(request: Request, path: readonly string[]): Promise<Response> {
  const env = serverEnv();
  if (!isForwardable(path, request, env)) return jsonError(404, 'not_found', 'Resource not found!');

  const incoming = new URL(request.url);
  const target = new URL(`/api/web/v1/${path.map(encodeURIComponent).join('/')}`, env.API_ORIGIN);
  target.search = incoming.search;

  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!DROP_REQUEST.has(key.toLowerCase())) headers.set(key, value);
  });
  const forwarded = forwardedRequestInfo(request.headers, env.TRUST_PROXY);
  headers.set('x-forwarded-host', forwarded.host);
  headers.set('x-forwarded-proto', forwarded.proto);
  if (forwarded.client) headers.set('x-forwarded-for', forwarded.client);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let body: ArrayBuffer | undefined;
  try {
    body = hasBody ? await readLimitedBody(request) : undefined;
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return jsonError(
        413,
        'payload_too_large',
        `The request body is larger than ${MAX_FORWARDED_BODY_BYTES / 1024} kB.`,
      );
    }
    return jsonError(400, 'bad_request', 'The request body could not be read.');
  }

  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      cache: 'no-store',
    });
  } catch {
    return jsonError(503, 'service_unavailable', 'The service is unavailable. Please try again shortly.');
  }

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!DROP_RESPONSE.has(key.toLowerCase())) responseHeaders.set(key, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append('set-cookie', cookie);
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
