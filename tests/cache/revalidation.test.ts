import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

const SECRET = 'r'.repeat(40);

async function routeWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('@/app/api/revalidate/route');
}

function call(body: unknown, authorization?: string): Request {
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeEach(() => revalidateTag.mockClear());
afterEach(() => vi.unstubAllEnvs());

describe('POST /api/revalidate', () => {
  it('is closed without its secret', async () => {
    const { POST } = await routeWith({});
    const res = await POST(call({ kinds: ['content'] }, `Bearer ${SECRET}`));
    expect(res.status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([undefined, 'Bearer wrong', SECRET, `Basic ${SECRET}`])('refuses authorisation %s', async (authorization) => {
    const { POST } = await routeWith({ REVALIDATE_SECRET: SECRET });
    const res = await POST(call({ kinds: ['content'] }, authorization));
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{'],
    ['no kinds', { kinds: [] }],
    ['an unknown kind', { kinds: ['everything'] }],
    ['an unknown country', { kinds: ['content'], countries: ['us'] }],
    ['a product without its slug', { kinds: ['product'], countries: ['sg'] }],
    ['a slug that is not one', { kinds: ['product'], slug: '../etc' }],
    ['an unknown field', { kinds: ['content'], tag: 'x' }],
  ])('answers 400 to %s', async (_name, body) => {
    const { POST } = await routeWith({ REVALIDATE_SECRET: SECRET });
    const res = await POST(call(body, `Bearer ${SECRET}`));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('expires one product in the languages of one country', async () => {
    const { POST } = await routeWith({ REVALIDATE_SECRET: SECRET });
    const res = await POST(call({ kinds: ['product'], countries: ['th'], slug: 'a-lipstick' }, `Bearer ${SECRET}`));
    expect(res.status).toBe(200);
    const expected = ['product:th:th:a-lipstick', 'product:th:en:a-lipstick'];
    expect(((await res.json()) as { revalidated: string[] }).revalidated).toEqual(expected);
    expect(revalidateTag.mock.calls).toEqual(expected.map((tag) => [tag, { expire: 0 }]));
  });

  it('expires a kind in every country and language the store serves when none is named', async () => {
    const { POST } = await routeWith({ REVALIDATE_SECRET: SECRET });
    const res = await POST(call({ kinds: ['content', 'search'], languages: ['zh'] }, `Bearer ${SECRET}`));
    expect(((await res.json()) as { revalidated: string[] }).revalidated).toEqual(['content:hk:zh', 'search:hk:zh']);
    const all = await POST(call({ kinds: ['categories'] }, `Bearer ${SECRET}`));
    const tags = ((await all.json()) as { revalidated: string[] }).revalidated;
    // Eight countries: one language each, two in HK, ID and TH.
    expect(tags).toHaveLength(11);
    expect(tags).toContain('categories:id:id');
    expect(tags).toContain('categories:nz:en');
  });
});
