import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from './msw';

vi.stubEnv('API_ORIGIN', 'http://api.internal:4000');
vi.stubEnv('ENABLE_SANDBOX', 'true');
vi.stubEnv('ENABLE_PREVIEW', 'false');
vi.stubEnv('TRUST_PROXY', 'false');

const { forwardToApi, isForwardable, MAX_FORWARDED_BODY_BYTES } = await import('@/lib/api-forward');

const server = setupMswServer();
const seen: Request[] = [];

beforeEach(() => {
  seen.length = 0;
  server.use(
    http.all('http://api.internal:4000/api/web/v1/*', async ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json({ ok: true });
    }),
  );
});

function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const url = new URL(`/api/web/v1/${path}`, 'http://www.halcyonbeauty.sg');
  const request = new Request(url, { ...init, headers: { host: 'www.halcyonbeauty.sg', ...init.headers } });
  return forwardToApi(request, url.pathname.split('/').slice(4));
}

describe('the storefront forwarder', () => {
  const open = { ENABLE_SANDBOX: true, ENABLE_PREVIEW: true };
  const closed = { ENABLE_SANDBOX: false, ENABLE_PREVIEW: false };
  const anonymous = { headers: new Headers() };
  const qa = { headers: new Headers({ 'x-qa-token': 'anything' }) };

  it('passes the public API paths the storefront uses', () => {
    for (const path of [
      'account',
      'cart/line-items/3',
      'sessions',
      'auth/token',
      'products/lip-tint',
      'media/products/a.svg',
      'users/unlock/request',
      'orders/12',
    ]) {
      expect(isForwardable(path.split('/'), anonymous, closed), path).toBe(true);
    }
  });

  it('never passes the sandbox anonymously, and not at all while it is closed', () => {
    for (const path of ['sandbox/users', 'sandbox/faults', 'sandbox/payments/1/settle', 'sandbox/mail', 'sandbox']) {
      expect(isForwardable(path.split('/'), anonymous, open), path).toBe(false);
      expect(isForwardable(path.split('/'), qa, closed), path).toBe(false);
      expect(isForwardable(path.split('/'), qa, open), path).toBe(true);
    }
  });

  it('passes nothing outside the allow-list: unknown paths, traversal, the OpenAPI document unless enabled, preview content never', () => {
    for (const path of ['admin', '', '..', 'cart/../sandbox/users', 'x/y']) {
      expect(isForwardable(path.split('/'), qa, open), path).toBe(false);
    }
    expect(isForwardable(['openapi.json'], anonymous, closed)).toBe(false);
    expect(isForwardable(['openapi.json'], anonymous, open)).toBe(true);
    expect(isForwardable(['contentful', 'preview', 'content-entries', '1'], anonymous, closed)).toBe(false);
    expect(isForwardable(['preview', 'overlays', '1'], anonymous, closed)).toBe(false);
    expect(isForwardable(['contentful', 'preview', 'content-entries', '1'], qa, open)).toBe(false);
    expect(isForwardable(['preview', 'overlays', '1'], qa, open)).toBe(false);
    expect(isForwardable(['contentful', 'content-entries', '1'], anonymous, closed)).toBe(true);
  });

  it('answers 404 for an anonymous sandbox call without reaching the API', async () => {
    const response = await call('sandbox/users?perPage=100');
    expect(response.status).toBe(404);
    expect(seen).toHaveLength(0);
    const faults = await call('sandbox/faults', { method: 'PUT', body: JSON.stringify({ errorRate: 1 }) });
    expect(faults.status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it('forwards a sandbox call that carries the QA credential (which the API checks)', async () => {
    const response = await call('sandbox/users', { headers: { 'x-qa-token': 'secret' } });
    expect(response.status).toBe(200);
    expect(seen[0]?.headers.get('x-qa-token')).toBe('secret');
  });

  it('answers 413 to a JSON body over 64 kB, declared or streamed, without forwarding it', async () => {
    const big = JSON.stringify({ note: 'x'.repeat(MAX_FORWARDED_BODY_BYTES) });
    const declared = await call('cart/line-items', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');

    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 10_000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await call('cart/line-items', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit & { headers: Record<string, string> });
    expect(streamed.status).toBe(413);
    // It stopped reading soon after the limit instead of taking the whole 160 MB.
    expect(sent).toBeLessThan(20);
    expect(seen).toHaveLength(0);

    const small = await call('cart/line-items', {
      method: 'POST',
      body: JSON.stringify({ variantId: 1, quantity: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(small.status).toBe(200);
    expect(await seen[0]?.json()).toEqual({ variantId: 1, quantity: 1 });
  });

  it('does not pass on forwarded headers a client made up when no proxy is trusted', async () => {
    await call('account', {
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'localhost', forwarded: 'for=1.2.3.4' },
    });
    const headers = seen[0]?.headers;
    expect(headers?.get('x-forwarded-host')).toBe('www.halcyonbeauty.sg');
    expect(headers?.get('x-forwarded-proto')).toBe('https');
    expect(headers?.get('forwarded')).toBeNull();
  });

  it('never asks the API for drafts on a browser’s behalf: X-Preview-Mode is dropped', async () => {
    const response = await call('layouts?user_segments=beauty-pass-black', { headers: { 'X-Preview-Mode': 'true' } });
    expect(response.status).toBe(200);
    expect(seen[0]?.headers.get('x-preview-mode')).toBeNull();
    expect((await call('contentful/preview/content-entries/home')).status).toBe(404);
  });
});
