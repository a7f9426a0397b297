import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient, createServerAuth, type CookieWrite, type ServerTokens } from '@/lib/api/client';
import { isSecureContextFor } from '@/lib/api/server-cookies';
import { answered, SERVER_BASE, setupMswServer } from './msw';

const server = setupMswServer();
const ok = z.object({ n: z.number() });

const OLD = { jwtData: 'h.old', jwtSignature: 'sig-old', refreshToken: 'refresh-old', deviceId: 'device-1' };
const NEW_ACCESS = 'h.new.sig-new';

interface Seen {
  bearers: string[];
  refreshes: Array<{ body: unknown; authorization: string | null; cookie: string | null }>;
}

/**
 * The API: the account answers 401 to the old token. Given `held`, the refresh answers only once
 * that settles: for parallel calls, once every first 401 has gone out, so that each of them meets
 * the refresh still in flight.
 */
function backend(
  seen: Seen,
  refreshAnswer: () => Response = () =>
    HttpResponse.json({ accessToken: NEW_ACCESS, refreshToken: 'refresh-new', expiresIn: 900 }),
  held?: Promise<void>,
) {
  return [
    http.get(`${SERVER_BASE}/account`, ({ request }) => {
      const authorization = request.headers.get('authorization') ?? '';
      seen.bearers.push(authorization);
      return authorization === `Bearer ${NEW_ACCESS}`
        ? HttpResponse.json({ n: seen.bearers.length })
        : HttpResponse.json({ error: { code: 'unauthorized', message: 'expired' } }, { status: 401 });
    }),
    http.post(`${SERVER_BASE}/auth/token`, async ({ request }) => {
      seen.refreshes.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
        cookie: request.headers.get('cookie'),
      });
      await held;
      return refreshAnswer();
    }),
  ];
}

function serverClient(tokens: ServerTokens, persist?: (writes: CookieWrite[]) => void) {
  return createApiClient({
    country: 'th',
    lang: 'th',
    baseURL: SERVER_BASE,
    auth: createServerAuth({ tokens, ...(persist ? { persist } : {}) }),
  });
}

const get = (client: ReturnType<typeof serverClient>) => client.request({ method: 'GET', path: 'account', schema: ok });

describe('server flow', () => {
  it('sends the member token as a bearer built from jwt-data and jwt-signature', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${SERVER_BASE}/account`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ n: 1 });
      }),
    );
    await get(serverClient(OLD));
    expect(authorization).toBe('Bearer h.old.sig-old');
  });

  it('sends no authorization for a guest', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${SERVER_BASE}/account`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ n: 1 });
      }),
    );
    await get(serverClient({}));
    expect(authorization).toBeNull();
  });

  it('names the browser device only for a client acting for it (a form post), never for a page render', async () => {
    const devices: Array<string | null> = [];
    server.use(
      http.get(`${SERVER_BASE}/account`, ({ request }) => {
        devices.push(request.headers.get('x-device-id'));
        return HttpResponse.json({ n: 1 });
      }),
    );
    const acting = createApiClient({
      country: 'sg',
      lang: 'en',
      baseURL: SERVER_BASE,
      auth: createServerAuth({ tokens: { deviceId: 'device-7' }, actForDevice: true }),
    });
    await get(acting);
    await get(serverClient({ deviceId: 'device-7' }));
    expect(devices).toEqual(['device-7', null]);
  });

  it('refreshes once per burst with flow=app, bearer and an empty cookie header, then replays each once', async () => {
    const seen: Seen = { bearers: [], refreshes: [] };
    const writes: CookieWrite[][] = [];
    server.use(...backend(seen, undefined, answered(server, '/account', 20)));
    const client = serverClient(OLD, (w) => writes.push(w));
    const results = await Promise.all(Array.from({ length: 20 }, () => get(client)));
    expect(results).toHaveLength(20);
    expect(seen.refreshes).toHaveLength(1);
    expect(seen.refreshes[0]).toEqual({
      body: { grant_type: 'refresh_token', flow: 'app', refresh_token: 'refresh-old', device_id: 'device-1' },
      authorization: 'Bearer h.old.sig-old',
      cookie: '',
    });
    expect(seen.bearers.filter((b) => b === 'Bearer h.old.sig-old')).toHaveLength(20);
    expect(seen.bearers.filter((b) => b === `Bearer ${NEW_ACCESS}`)).toHaveLength(20);
    // The new cookies go to the response once: jwt-data readable, the other two httpOnly, 60 days, lax.
    expect(writes).toHaveLength(1);
    expect(writes[0]).toEqual([
      { name: 'jwt-data', value: 'h.new', httpOnly: false, maxAge: 5_184_000, path: '/', sameSite: 'lax' },
      { name: 'jwt-signature', value: 'sig-new', httpOnly: true, maxAge: 5_184_000, path: '/', sameSite: 'lax' },
      {
        name: 'jwt-refresh-token',
        value: 'refresh-new',
        httpOnly: true,
        maxAge: 5_184_000,
        path: '/',
        sameSite: 'lax',
      },
    ]);
    // Later calls of the same request use the new token straight away.
    await get(client);
    expect(seen.bearers.at(-1)).toBe(`Bearer ${NEW_ACCESS}`);
    expect(seen.refreshes).toHaveLength(1);
  });

  it('never refreshes twice in one request: a 401 with the refreshed token is passed on', async () => {
    const seen: Seen = { bearers: [], refreshes: [] };
    server.use(
      http.get(`${SERVER_BASE}/account`, ({ request }) => {
        seen.bearers.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 });
      }),
      ...backend(seen),
    );
    const client = serverClient(OLD, () => undefined);
    await expect(get(client)).rejects.toMatchObject({ status: 401 });
    await expect(get(client)).rejects.toMatchObject({ status: 401 });
    expect(seen.refreshes).toHaveLength(1);
    expect(seen.bearers).toEqual(['Bearer h.old.sig-old', `Bearer ${NEW_ACCESS}`, `Bearer ${NEW_ACCESS}`]);
  });

  it('clears the cookies and continues as a guest when the refresh is rejected', async () => {
    const seen: Seen = { bearers: [], refreshes: [] };
    const writes: CookieWrite[][] = [];
    server.use(
      ...backend(
        seen,
        () => HttpResponse.json({ error: { code: 'invalid_grant' } }, { status: 401 }),
        answered(server, '/account', 2),
      ),
    );
    const client = serverClient(OLD, (w) => writes.push(w));
    const errors = await Promise.all([get(client), get(client)].map((p) => p.catch((e: unknown) => e)));
    for (const error of errors) expect(error).toMatchObject({ status: 401 });
    expect(seen.refreshes).toHaveLength(1);
    expect(writes).toEqual([
      [
        { name: 'jwt-data', value: '', httpOnly: false, maxAge: 0, path: '/', sameSite: 'lax' },
        { name: 'jwt-signature', value: '', httpOnly: true, maxAge: 0, path: '/', sameSite: 'lax' },
        { name: 'jwt-refresh-token', value: '', httpOnly: true, maxAge: 0, path: '/', sameSite: 'lax' },
      ],
    ]);
  });

  it('does not refresh where the response cannot carry cookies (server component render)', async () => {
    const seen: Seen = { bearers: [], refreshes: [] };
    server.use(...backend(seen));
    await expect(get(serverClient(OLD))).rejects.toMatchObject({ status: 401 });
    expect(seen.refreshes).toHaveLength(0);
  });

  it('does not refresh without a session', async () => {
    const seen: Seen = { bearers: [], refreshes: [] };
    server.use(...backend(seen));
    await expect(get(serverClient({ deviceId: 'd' }, () => undefined))).rejects.toMatchObject({ status: 401 });
    expect(seen.refreshes).toHaveLength(0);
  });

  it('gives each request its own single flight', async () => {
    const seen: Seen = { bearers: [], refreshes: [] };
    server.use(...backend(seen));
    await Promise.all([get(serverClient(OLD, () => undefined)), get(serverClient(OLD, () => undefined))]);
    expect(seen.refreshes).toHaveLength(2);
  });
});

describe('secure cookie flag', () => {
  it.each([
    ['localhost:3000', 'http', false],
    ['127.0.0.1:3000', null, false],
    ['sg.localhost:3000', 'http', false],
    ['localhost:3000', 'https', true],
    ['halcyonbeauty.sg', 'https', true],
    ['halcyonbeauty.sg', null, true],
  ] as const)('host %s proto %s → secure %s', (host, proto, secure) => {
    expect(isSecureContextFor(host, proto)).toBe(secure);
  });
});
