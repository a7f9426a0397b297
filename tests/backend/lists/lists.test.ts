import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  errorBodySchema,
  variantListResponseBodySchema,
  wishlistResponseSchema,
} from '@/contract';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '@/backend/seed/members';
import { CookieJar, createTestApp, type TestApp } from '../harness';

let t: TestApp;
let jar: CookieJar;
let productId: number;
let otherProductId: number;
let variantId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  jar = new CookieJar();
  const signIn = await t.request('/sessions', {
    method: 'POST',
    json: { email: DEMO_MEMBERS[0]!.email, password: DEMO_PASSWORD },
    jar,
  });
  expect(signIn.status).toBe(200);
  const products = (await (await t.request('/products?perPage=2')).json()) as {
    data: Array<{ id: number; slug: string }>;
  };
  productId = products.data[0]!.id;
  otherProductId = products.data[1]!.id;
  const detail = (await (await t.request(`/products/${products.data[0]!.slug}`)).json()) as {
    data: { variants: Array<{ id: number }> };
  };
  variantId = detail.data.variants[0]!.id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('wishlist/', () => {
  it('asks guests to authenticate', async () => {
    const response = await t.request('/wishlist');
    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(await response.json()).error.message).toBe(ERROR_MESSAGES.authenticationFailed);
    expect((await t.request('/wishlist', { method: 'PATCH', json: { productId, action: 'add' } })).status).toBe(401);
  });

  it('starts empty, adds, ignores a repeated add, lists newest first and removes', async () => {
    const empty = wishlistResponseSchema.parse(await (await t.request('/wishlist', { jar })).json());
    expect(empty.data.productIds).toEqual([]);

    await t.request('/wishlist', { method: 'PATCH', json: { productId, action: 'add' }, jar });
    await t.request('/wishlist', { method: 'PATCH', json: { productId, action: 'add' }, jar });
    const added = await t.request('/wishlist', {
      method: 'PATCH',
      json: { productId: otherProductId, action: 'add' },
      jar,
    });
    expect(added.status).toBe(200);
    const both = wishlistResponseSchema.parse(await added.json());
    expect(both.data.productIds).toHaveLength(2);
    expect(new Set(both.data.productIds)).toEqual(new Set([productId, otherProductId]));
    expect(both.data.products.map((p) => p.id)).toEqual(both.data.productIds);

    const removed = wishlistResponseSchema.parse(
      await (await t.request('/wishlist', { method: 'PATCH', json: { productId, action: 'remove' }, jar })).json(),
    );
    expect(removed.data.productIds).toEqual([otherProductId]);
  });

  it('keeps lists per country', async () => {
    const other = wishlistResponseSchema.parse(
      await (
        await t.request('/wishlist', { jar, headers: { 'X-Site-Country': 'au', 'Accept-Language': 'en-AU' } })
      ).json(),
    );
    expect(other.data.productIds).toEqual([]);
  });

  it('refuses unknown products and bad bodies', async () => {
    expect(
      (await t.request('/wishlist', { method: 'PATCH', json: { productId: 99_999_999, action: 'add' }, jar })).status,
    ).toBe(404);
    expect((await t.request('/wishlist', { method: 'PATCH', json: { productId, action: 'toggle' }, jar })).status).toBe(
      400,
    );
  });
});

describe.each([
  ['waitlist', '/waitlist'],
  ['reminders', '/notification-subscription'],
])('%s', (_name, path) => {
  it('joins and leaves idempotently', async () => {
    expect((await t.request(path)).status).toBe(401);
    await t.request(path, { method: 'PATCH', json: { variantId, action: 'add' }, jar });
    const joined = variantListResponseBodySchema.parse(
      await (await t.request(path, { method: 'PATCH', json: { variantId, action: 'add' }, jar })).json(),
    );
    expect(joined.data.variantIds).toEqual([variantId]);
    const read = variantListResponseBodySchema.parse(await (await t.request(path, { jar })).json());
    expect(read.data.variantIds).toEqual([variantId]);
    const left = variantListResponseBodySchema.parse(
      await (await t.request(path, { method: 'PATCH', json: { variantId, action: 'remove' }, jar })).json(),
    );
    expect(left.data.variantIds).toEqual([]);
    expect(
      (await t.request(path, { method: 'PATCH', json: { variantId: 99_999_999, action: 'add' }, jar })).status,
    ).toBe(404);
  });
});

describe('launch reminders by the calls the spec names', () => {
  it('subscribes with POST notification-subscription/subscribe, reads it there too, and writes by POST notification-subscription/', async () => {
    const list = '/notification-subscription/subscribe';
    expect((await t.request(list)).status).toBe(401);
    expect((await t.request(list, { method: 'POST', json: { variantId } })).status).toBe(401);
    const read = async () => variantListResponseBodySchema.parse(await (await t.request(list, { jar })).json());
    for (let i = 0; i < 2; i += 1) {
      const subscribed = await t.request(list, { method: 'POST', json: { variantId }, jar });
      expect(subscribed.status).toBe(200);
      expect(variantListResponseBodySchema.parse(await subscribed.json()).data.variantIds).toEqual([variantId]);
    }
    expect((await read()).data.variantIds).toEqual([variantId]);
    const left = await t.request('/notification-subscription', {
      method: 'POST',
      json: { variantId, action: 'remove' },
      jar,
    });
    expect(variantListResponseBodySchema.parse(await left.json()).data.variantIds).toEqual([]);
    expect((await read()).data.variantIds).toEqual([]);
    expect((await t.request(list, { method: 'POST', json: { variantId: 99_999_999 }, jar })).status).toBe(404);
    expect((await t.request(list, { method: 'POST', json: { variantId: 'x' }, jar })).status).toBe(400);
  });
});
