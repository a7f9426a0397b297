import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setupMswServer } from './msw';

interface Written {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

const jar = new Map<string, string>();
const written: Written[] = [];
let requestHeaders = new Headers();

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) => {
      written.push({ name, value, options });
      jar.set(name, value);
    },
  }),
  headers: async () => requestHeaders,
}));

const API = 'http://api.internal:4000/api/web/v1';
vi.stubEnv('API_ORIGIN', 'http://api.internal:4000');

const server = setupMswServer();
const ok = z.object({ ok: z.boolean() });

beforeEach(() => {
  jar.clear();
  written.length = 0;
  requestHeaders = new Headers({ host: 'localhost:3000', 'x-forwarded-proto': 'http' });
});

describe('server binding (next/headers)', () => {
  it('server components call API_ORIGIN with the bearer from the request cookies and never refresh', async () => {
    const { getServerApiClient } = await import('@/lib/api/server');
    jar.set('jwt-data', 'h.p').set('jwt-signature', 's').set('jwt-refresh-token', 'r').set('device-id', 'd');
    const seen: Array<string | null> = [];
    let refreshes = 0;
    server.use(
      http.get(`${API}/account`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ error: { code: 'unauthorized', message: 'expired' } }, { status: 401 });
      }),
      http.post(`${API}/auth/token`, () => {
        refreshes += 1;
        return HttpResponse.json({});
      }),
    );
    const api = await getServerApiClient('my', 'en');
    await expect(api.request({ method: 'GET', path: 'account', schema: ok })).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['Bearer h.p.s']);
    expect(refreshes).toBe(0);
    expect(written).toEqual([]);
  });

  it('route handlers and server actions refresh once and write the cookies (not Secure on http://localhost)', async () => {
    const { createActionApiClient } = await import('@/lib/api/server');
    jar.set('jwt-data', 'h.p').set('jwt-signature', 's').set('jwt-refresh-token', 'r');
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/account`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer h.q.t'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ error: { code: 'unauthorized', message: 'expired' } }, { status: 401 }),
      ),
      http.post(`${API}/auth/token`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ accessToken: 'h.q.t', refreshToken: 'r2', expiresIn: 900 });
      }),
    );
    const api = await createActionApiClient('my', 'en');
    await expect(api.request({ method: 'GET', path: 'account', schema: ok })).resolves.toEqual({ ok: true });
    const deviceId = written.find((w) => w.name === 'device-id');
    expect(deviceId?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId?.options).toMatchObject({ maxAge: 31_536_000, path: '/', sameSite: 'lax', secure: false });
    expect(bodies).toEqual([
      { grant_type: 'refresh_token', flow: 'app', refresh_token: 'r', device_id: deviceId?.value },
    ]);
    const tokens = written.filter((w) => w.name.startsWith('jwt-'));
    expect(tokens.map((w) => [w.name, w.value, w.options.httpOnly, w.options.maxAge, w.options.secure])).toEqual([
      ['jwt-data', 'h.q', false, 5_184_000, false],
      ['jwt-signature', 't', true, 5_184_000, false],
      ['jwt-refresh-token', 'r2', true, 5_184_000, false],
    ]);
  });

  it('marks the cookies Secure behind https', async () => {
    const { createActionApiClient } = await import('@/lib/api/server');
    requestHeaders = new Headers({ host: 'halcyonbeauty.com.my', 'x-forwarded-proto': 'https' });
    jar.set('device-id', 'd');
    await createActionApiClient('my', 'en');
    expect(written).toEqual([]);
    requestHeaders = new Headers({ host: 'halcyonbeauty.com.my' });
    jar.clear();
    await createActionApiClient('my', 'en');
    expect(written[0]?.options.secure).toBe(true);
  });
});
