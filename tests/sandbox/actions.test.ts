import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../api/msw';

/*
 * The sandbox's server actions: the credential is checked with the API and kept only in an
 * httpOnly, SameSite=Strict cookie; helper input is validated before the API is called.
 */

interface Written {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

const jar = new Map<string, string>();
const written: Written[] = [];

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) => {
      written.push({ name, value, options });
      jar.set(name, value);
    },
    delete: ({ name }: { name: string }) => jar.delete(name),
  }),
  headers: async () => new Headers({ host: 'sandbox.example.com' }),
}));
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), refresh: () => undefined }));

vi.stubEnv('API_ORIGIN', 'http://api.internal:4000');
vi.stubEnv('ENABLE_SANDBOX', 'true');
const API = 'http://api.internal:4000/api/web/v1';
const CREDENTIAL = 'qa-credential-qa-credential-0123456789';

const server = setupMswServer();
const seen: Array<{ path: string; token: string | null; body?: unknown }> = [];

beforeEach(() => {
  jar.clear();
  written.length = 0;
  seen.length = 0;
  server.use(
    http.get(`${API}/sandbox/faults`, ({ request }) => {
      const token = request.headers.get('x-qa-token');
      seen.push({ path: 'sandbox/faults', token });
      return token === CREDENTIAL
        ? HttpResponse.json({ enabled: false, config: null })
        : HttpResponse.json({ error: { code: 'not_found', message: 'Resource not found!' } }, { status: 404 });
    }),
    http.put(`${API}/sandbox/faults`, async ({ request }) => {
      const body = await request.json();
      seen.push({ path: 'sandbox/faults', token: request.headers.get('x-qa-token'), body });
      return HttpResponse.json({ enabled: true, config: body });
    }),
  );
});

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe('signing in to the sandbox', () => {
  it('checks the credential with the API and keeps it in an httpOnly, SameSite=Strict, Secure cookie', async () => {
    const { signInToSandbox } = await import('@/components/sandbox/actions');
    const state = await signInToSandbox('sg', 'en', {}, form({ credential: CREDENTIAL }));
    expect(state.status).toBe('ok');
    expect(seen).toEqual([{ path: 'sandbox/faults', token: CREDENTIAL }]);
    expect(written).toEqual([
      {
        name: 'qa-credential',
        value: CREDENTIAL,
        options: expect.objectContaining({ httpOnly: true, sameSite: 'strict', secure: true, path: '/' }),
      },
    ]);
  });

  it('refuses a wrong credential in the page language, keeps nothing and never echoes it', async () => {
    const { signInToSandbox } = await import('@/components/sandbox/actions');
    const state = await signInToSandbox('th', 'th', {}, form({ credential: 'wrong-credential' }));
    expect(state.status).toBe('error');
    expect(state.fieldErrors?.credential).toBe('รหัสนี้ไม่ใช่รหัสยืนยัน QA');
    expect(JSON.stringify(state)).not.toContain('wrong-credential');
    expect(written).toEqual([]);
  });

  it('asks for a credential before calling the API', async () => {
    const { signInToSandbox } = await import('@/components/sandbox/actions');
    const state = await signInToSandbox('sg', 'en', {}, form({ credential: '  ' }));
    expect(state.fieldErrors?.credential).toBe('Enter the QA credential.');
    expect(seen).toEqual([]);
  });
});

describe('a QA helper', () => {
  it('does nothing without a proved credential', async () => {
    const { turnFaultsOn } = await import('@/components/sandbox/actions');
    await expect(turnFaultsOn('sg', 'en', {}, form({ latencyMs: '0' }))).rejects.toThrow();
    expect(seen).toEqual([]);
  });

  it('validates its input, keeps the values and calls the API with the credential from the cookie', async () => {
    jar.set('qa-credential', CREDENTIAL);
    const { turnFaultsOn } = await import('@/components/sandbox/actions');
    const bad = await turnFaultsOn(
      'id',
      'id',
      {},
      form({ latencyMs: 'lambat', errorRate: '2', malformedRate: '0', force401Rate: '0', paths: '' }),
    );
    expect(bad.status).toBe('error');
    expect(bad.fieldErrors).toEqual({
      latencyMs: 'Masukkan bilangan bulat.',
      errorRate: 'Masukkan rasio antara 0 dan 1, misalnya 0.25.',
    });
    expect(bad.values).toMatchObject({ latencyMs: 'lambat', errorRate: '2' });
    expect(seen).toEqual([]);

    const good = await turnFaultsOn(
      'sg',
      'en',
      {},
      form({ latencyMs: '200', errorRate: '0.5', malformedRate: '0', force401Rate: '0', paths: '/cart' }),
    );
    expect(good).toMatchObject({ status: 'ok', message: 'The fault switch is on.' });
    expect(seen).toEqual([
      {
        path: 'sandbox/faults',
        token: CREDENTIAL,
        body: { latencyMs: 200, errorRate: 0.5, malformedRate: 0, force401Rate: 0, paths: ['/cart'], seed: 1 },
      },
    ]);
  });
});
