import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users } from '@/backend/db/schema';
import { DB_INT_MAX, errorBodySchema } from '@/contract';
import { addItem, getCart, guestHeaders, sellableVariants, signIn } from './bag/helpers';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
});
afterAll(async () => {
  await t.close();
});

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

async function memberCount(): Promise<number> {
  const [row] = await t.db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

describe('request bodies', () => {
  it('answers 413 to a JSON body over 64 kB, declared or streamed, and reads a smaller one', async () => {
    const big = JSON.stringify({ variantId: 1, quantity: 1, note: 'x'.repeat(70 * 1024) });
    const declared = await t.request('/cart/line-items', {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/json', ...guestHeaders() },
    });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).code).toBe('payload_too_large');

    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 3000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await t.app.request('/api/web/v1/users', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json', 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(20);
  });
});

describe('malformed input answers 4xx, never 500, and stores nothing', () => {
  it('refuses ids past the database integer range in paths', async () => {
    const jar = await signIn(t, 0);
    for (const id of [String(DB_INT_MAX + 1), '2147483648', '99999999999999999999', '1e3', '-1', '0', 'abc']) {
      for (const [method, path] of [
        ['GET', `/orders/${id}`],
        ['PATCH', `/cart/line-items/${id}`],
        ['DELETE', `/cart/line-items/${id}`],
        ['GET', `/sandbox/users/${id}`],
        ['POST', `/sandbox/payments/${id}/settle`],
      ] as const) {
        const response = await t.request(path, {
          method,
          jar,
          json: method === 'GET' || method === 'DELETE' ? undefined : { quantity: 1 },
        });
        expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
    // The largest id the database holds is a normal "not found".
    expect((await t.request(`/orders/${DB_INT_MAX}`, { jar })).status).toBe(404);
  });

  it('refuses numbers past the database range in bodies, leaving the bag as it was', async () => {
    const guest = { headers: guestHeaders() };
    const [variant] = await sellableVariants(t, { limit: 1 });
    expect((await addItem(t, guest, variant!.variantId, 1)).status).toBe(201);
    const before = await getCart(t, guest);
    for (const body of [
      { variantId: DB_INT_MAX + 1, quantity: 1 },
      { variantId: variant!.variantId, quantity: DB_INT_MAX + 1 },
      { variantId: 2 ** 53, quantity: 1 },
    ]) {
      const response = await t.request('/cart/line-items', { method: 'POST', json: body, headers: guest.headers });
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await getCart(t, guest)).toEqual(before);
  });

  it('refuses NUL characters in bodies, paths and queries with 400, storing nothing', async () => {
    const members = await memberCount();
    const register = await t.request('/users', {
      method: 'POST',
      json: {
        email: 'nul.member@example.test',
        firstName: 'Nu\u0000l',
        lastName: 'Member',
        password: 'Str0ng!Pass',
        passwordConfirmation: 'Str0ng!Pass',
        consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true },
      },
    });
    expect(register.status).toBe(400);
    expect((await errorOf(register)).code).toBe('invalid_characters');
    expect(await memberCount()).toBe(members);

    const signIn = await t.request('/sessions', {
      method: 'POST',
      json: { email: 'a\u0000@example.test', password: 'x' },
    });
    expect(signIn.status).toBe(400);
    const created = await t.request('/sandbox/users', { method: 'POST', json: { email: 'qa\u0000@example.test' } });
    expect(created.status).toBe(400);
    expect(await memberCount()).toBe(members);

    for (const path of [
      '/search?q=lip%00stick',
      '/products?q=%00',
      '/products/lip%00tint',
      '/brands/%00',
      '/store-locations/a%00b',
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_characters');
    }
  });

  it('maps any other value the database refuses to 400 invalid_input', async () => {
    const response = await t.request('/sandbox/users', {
      method: 'POST',
      json: { email: 'huge.points@example.test', loyaltyPoints: DB_INT_MAX + 1 },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await t.db.select().from(users).where(eq(users.email, 'huge.points@example.test'))).toEqual([]);
  });
});

describe('caching of API answers', () => {
  it('marks personal answers private, no-store', async () => {
    const jar = await signIn(t, 2);
    for (const path of [
      '/account',
      '/user',
      '/orders',
      '/cart',
      '/wishlist',
      '/cart/items-count',
      '/cart/beauty-pass-offers',
    ]) {
      const response = await t.request(path, { jar });
      expect(response.status, path).toBeLessThan(300);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // Errors and sign-in answers too.
    const session = await t.request('/sessions', { method: 'POST', json: { email: 'x@example.test', password: 'y' } });
    expect(session.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps catalogue answers out of shared caches too: they vary with the country and language headers', async () => {
    const guest = await t.request('/products?perPage=1');
    expect(guest.headers.get('cache-control')).toBe('private, no-store');
  });
});
