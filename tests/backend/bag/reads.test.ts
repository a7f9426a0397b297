import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, giftsWithPurchase, promos } from '@/backend/db/schema';
import { offersResponseSchema, samplesResponseSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { addItem, cartOf, getCart, guestHeaders, type SellableVariant, sellableVariants, signIn } from './helpers';

/**
 * What the bag page reads besides the bag (offers, samples, Beauty Pass offers, a gift with
 * purchase) only reads it: it does not wait for a change of the bag in progress, and a member's
 * first read still brings in the bag they filled as a guest.
 */

let t: TestApp;
let variants: SellableVariant[];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  variants = await sellableVariants(t, { limit: 4, excludeBrandSlugs: ['halcyon-collection'] });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const v = (index: number) => {
  const variant = variants[index];
  if (!variant) throw new Error(`no variant ${index}`);
  return variant;
};

/** A guest's bag of one product with the WELCOME10 promo on, as the API answers it. */
async function guestBagWithPromo(device: Record<string, string>) {
  await cartOf(await addItem(t, { headers: device }, v(0).variantId, 1), 201);
  return cartOf(
    await t.request('/cart/discount-coupon', { method: 'POST', json: { code: 'WELCOME10' }, headers: device }),
  );
}

/** The answer, or a failure once `ms` have passed without one. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('reading while a change holds the bag', () => {
  // On PGlite one connection serves every request, so a transaction held open makes every other
  // query wait for it, locked or not: only PostgreSQL, where each request has a connection of its
  // own, can show that a read does not wait for the bag's row lock.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'answers the offers, samples, Beauty Pass offers and a gift without waiting for the lock',
    async () => {
      const jar = await signIn(t, 1);
      await cartOf(await addItem(t, { jar }, v(0).variantId, 1), 201);
      const cartId = (await getCart(t, { jar })).data.id;
      const [gift] = await t.db
        .select({ id: giftsWithPurchase.id })
        .from(giftsWithPurchase)
        .where(eq(giftsWithPurchase.country, 'sg'))
        .orderBy(asc(giftsWithPurchase.id));
      if (!gift) throw new Error('no gift with purchase in Singapore');

      const answers = await t.db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
        expect(locked?.id).toBe(cartId);
        const paths = ['/cart/offers', '/cart/samples', '/cart/beauty-pass-offers', `/multiple-gwps/${gift.id}`];
        const responses = await within(Promise.all(paths.map((path) => t.request(path, { jar }))), 5_000);
        return Promise.all(
          responses.map(async (response) => ({ status: response.status, body: await response.json() })),
        );
      });

      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const offers = offersResponseSchema.parse(answers[0]!.body).data;
      expect(offers.promos.length).toBeGreaterThan(0);
      expect(offers.giftsWithPurchase.map((candidate) => candidate.id)).toContain(gift.id);
      // The samples are offered because the bag holds a product: the read found the bag.
      const samples = samplesResponseSchema.parse(answers[1]!.body).data.samples;
      expect(samples.some((sample) => sample.status === 'available')).toBe(true);
    },
    30_000,
  );
});

/** Resolves once some query of the test's database waits for a lock (PostgreSQL). */
async function someoneWaitsForALock(): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const [row] = await t.rows<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no query waits for a lock');
}

describe('GET /cart while a change holds the bag', () => {
  // As above: only PostgreSQL lets the read wait for the lock while the change goes on.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'waits, then answers the bag as the change left it: without the promo it dropped, or empty once ordered',
    async () => {
      const device = guestHeaders();
      const cartId = (await guestBagWithPromo(device)).data.id;

      const waitingForPromo = await t.db.transaction(async (tx) => {
        await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
        const read = getCart(t, { headers: device });
        await someoneWaitsForALock();
        await tx.update(carts).set({ promoId: null }).where(eq(carts.id, cartId));
        // Wrapped, so that the change commits before the read is awaited.
        return { read };
      });
      const withoutPromo = await waitingForPromo.read;
      // Dropped by the change, so no notice: the read saw only the row the change committed.
      expect(withoutPromo.data.promo).toBeNull();
      expect(withoutPromo.data.id).toBe(cartId);

      const waitingForOrder = await t.db.transaction(async (tx) => {
        await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
        const read = getCart(t, { headers: device });
        await someoneWaitsForALock();
        await tx.update(carts).set({ status: 'ordered' }).where(eq(carts.id, cartId));
        // Wrapped, so that the change commits before the read is awaited.
        return { read };
      });
      const afterOrder = await waitingForOrder.read;
      expect(afterOrder.data.id).toBe(0);
      expect(afterOrder.data.lineItems).toEqual([]);
    },
    30_000,
  );
});

describe("a member's first read", () => {
  it('brings in the guest bag of the device when it is the offers', async () => {
    const jar = await signIn(t, 2);
    const device = guestHeaders();
    await cartOf(await addItem(t, { headers: device }, v(1).variantId, 2), 201);
    await cartOf(await addItem(t, { headers: device }, v(2).variantId, 1), 201);

    const offers = await t.request('/cart/offers', { jar, headers: device });
    expect(offers.status).toBe(200);

    // Read without the device id, the member's bag holds the guest's lines: the offers merged it.
    const own = await getCart(t, { jar });
    const quantities = Object.fromEntries(own.data.lineItems.map((line) => [line.variantId, line.quantity]));
    expect(quantities).toEqual({ [v(1).variantId]: 2, [v(2).variantId]: 1 });
    expect((await getCart(t, { headers: device })).data.id).toBe(0);
  });

  it('brings in the guest bag of the device when it is the samples', async () => {
    const jar = await signIn(t, 3);
    const device = guestHeaders();
    await cartOf(await addItem(t, { headers: device }, v(3).variantId, 1), 201);

    const read = await t.request('/cart/samples', { jar, headers: device });
    expect(read.status).toBe(200);
    // The samples are offered because the merged bag now holds the guest's product.
    const samples = samplesResponseSchema.parse(await read.json()).data.samples;
    expect(samples.some((sample) => sample.status === 'available')).toBe(true);
    expect((await getCart(t, { jar })).data.lineItems.map((line) => line.variantId)).toEqual([v(3).variantId]);
  });
});

describe('a promo edited between two reads', () => {
  it('reads as edited in the next request', async () => {
    const device = guestHeaders();
    const before = (await guestBagWithPromo(device)).data.promo;
    expect(before?.code).toBe('WELCOME10');

    const details = `${before?.details ?? ''} (edited)`;
    await t.db
      .update(promos)
      .set({ details: { en: details } })
      .where(and(eq(promos.country, 'sg'), eq(promos.code, 'WELCOME10')));

    expect((await getCart(t, { headers: device })).data.promo?.details).toBe(details);
    const offers = offersResponseSchema.parse(await (await t.request('/cart/offers', { headers: device })).json());
    expect(offers.data.promos.find((promo) => promo.code === 'WELCOME10')?.details).toBe(details);
  });
});
