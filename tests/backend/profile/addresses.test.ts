import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAddresses } from '@/backend/db/schema';
import { keepAddress } from '@/backend/profile/addresses';
import { MAX_SAVED_ADDRESSES, savedAddressListResponseSchema } from '@/contract';
import { type CookieJar, createTestApp, type TestApp } from '../harness';
import {
  addItem,
  cartOf,
  DELIVERY,
  errorOf,
  LOCALES,
  orderOf,
  sellableVariants,
  signIn,
  type SellableVariant,
} from '../bag/helpers';

let t: TestApp;
let items: SellableVariant[];
let used = 0;
const VISA = { method: 'card', cardNumber: '4242 4242 4242 4242' };

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  items = await sellableVariants(t, { limit: 12 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const address = (line1: string, extra: Record<string, string> = {}) => ({
  ...DELIVERY,
  address: { ...DELIVERY.address, line1, ...extra },
});

/** One product in the member's bag, then an order to `delivery`. */
async function orderTo(jar: CookieJar, delivery: unknown, body: Record<string, unknown> = {}) {
  await cartOf(await addItem(t, { jar }, items[used++ % items.length]!.variantId, 1), 201);
  return orderOf(
    await t.request('/orders', {
      method: 'POST',
      jar,
      headers: LOCALES.sg,
      json: { delivery, payment: VISA, ...body },
    }),
  );
}

async function kept(jar: CookieJar, country = 'sg') {
  const response = await t.request('/account/addresses', { jar, headers: LOCALES[country] });
  expect(response.status).toBe(200);
  return savedAddressListResponseSchema.parse(await response.json()).data;
}

describe("a member's kept addresses", () => {
  it('keeps the address an order went to, once, the last used first, in its own country only', async () => {
    const jar = await signIn(t, 2);
    expect(await kept(jar)).toEqual([]);
    await orderTo(jar, address('10 Anson Road', { line2: '#12-01' }));
    await orderTo(jar, address('1 Orchard Road'));
    await orderTo(jar, address('  10 Anson Road ', { line2: '#12-01' }));
    const list = await kept(jar);
    expect(list.map((a) => [a.line1, a.line2])).toEqual([
      ['10 Anson Road', '#12-01'],
      ['1 Orchard Road', ''],
    ]);
    expect(list[0]).toMatchObject({ city: 'Singapore', postalCode: '238801' });
    expect(await kept(jar, 'th')).toEqual([]);
  });

  it('keeps nothing new when the shopper unticks it, and nothing for click and collect', async () => {
    const jar = await signIn(t, 3);
    await orderTo(jar, address('8 Marina View'), { saveAddress: false });
    expect(await kept(jar)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} per country, forgetting the least recently used`, async () => {
    const [member] = await t.db.select({ id: memberAddresses.userId }).from(memberAddresses).limit(1);
    const userId = member!.id;
    const base = Date.now();
    for (let i = 0; i < MAX_SAVED_ADDRESSES + 2; i += 1)
      await keepAddress(
        t.db,
        userId,
        'my',
        { line1: `${i} Jalan Ampang`, city: 'Kuala Lumpur', postalCode: '50450' },
        new Date(base + i * 1000),
      );
    const rows = await t.db.select().from(memberAddresses).where(eq(memberAddresses.userId, userId));
    const inMalaysia = rows
      .filter((row) => row.country === 'my')
      .map((row) => row.line1)
      .sort();
    expect(inMalaysia).toEqual([
      '2 Jalan Ampang',
      '3 Jalan Ampang',
      '4 Jalan Ampang',
      '5 Jalan Ampang',
      '6 Jalan Ampang',
    ]);
    // Singapore's addresses of the same member are untouched.
    expect(rows.filter((row) => row.country === 'sg')).toHaveLength(2);
  });

  it('keeps one row when the same address is kept by parallel orders', async () => {
    const [row] = await t.db.select({ id: memberAddresses.userId }).from(memberAddresses).limit(1);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        keepAddress(
          t.db,
          row!.id,
          'sg',
          { line1: '5 Temasek Boulevard', city: 'Singapore', postalCode: '038985' },
          new Date(Date.now() + i),
        ),
      ),
    );
    const same = await t.db.select().from(memberAddresses).where(eq(memberAddresses.line1, '5 Temasek Boulevard'));
    expect(same).toHaveLength(1);
  });

  it("forgets one of the member's own, and no other member's; a guest is asked to sign in", async () => {
    const owner = await signIn(t, 2);
    const [first] = await kept(owner);
    const stranger = await signIn(t, 3);
    const refused = await t.request(`/account/addresses/${first!.id}`, {
      method: 'DELETE',
      jar: stranger,
      headers: LOCALES.sg,
    });
    expect((await errorOf(refused, 404)).code).toBe('not_found');
    expect(
      (
        await errorOf(
          await t.request('/account/addresses/abc', { method: 'DELETE', jar: owner, headers: LOCALES.sg }),
          400,
        )
      ).code,
    ).toBe('validation_error');
    expect((await t.request('/account/addresses', { headers: LOCALES.sg })).status).toBe(401);
    const forgotten = await t.request(`/account/addresses/${first!.id}`, {
      method: 'DELETE',
      jar: owner,
      headers: LOCALES.sg,
    });
    expect(forgotten.status).toBe(200);
    const left = savedAddressListResponseSchema.parse(await forgotten.json()).data;
    expect(left.map((a) => a.id)).not.toContain(first!.id);
    expect(await kept(owner)).toEqual(left);
  });
});
