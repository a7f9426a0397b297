import { serverEnv } from '@/lib/env';

// Hop-by-hop headers (RFC 9110 §7.6.1) and those the runtime sets itself.
const DROP_REQUEST = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
  'content-length',
  'expect',
]);
const DROP_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'content-length',
  'content-encoding',
  'set-cookie',
]);

/**
 * Forwards a browser call on the storefront's origin to the API (`API_ORIGIN`), so that the
 * token cookies stay first-party. Read at run time: pointing the storefront at another
 * deployment of the API needs no rebuild.
 */
export async function forwardToApi(request: Request, path: readonly string[]): Promise<Response> {
  const incoming = new URL(request.url);
  const target = new URL(`/api/web/v1/${path.map(encodeURIComponent).join('/')}`, serverEnv().API_ORIGIN);
  target.search = incoming.search;

  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!DROP_REQUEST.has(key.toLowerCase())) headers.set(key, value);
  });
  const forwardedHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? incoming.host;
  headers.set('x-forwarded-host', forwardedHost);
  headers.set('x-forwarded-proto', request.headers.get('x-forwarded-proto') ?? incoming.protocol.replace(':', ''));

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      cache: 'no-store',
    });
  } catch {
    return Response.json(
      { error: { code: 'service_unavailable', message: 'The service is unavailable. Please try again shortly.' } },
      { status: 503 },
    );
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
