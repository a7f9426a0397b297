import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { beautyPassSales, productOffers, products, productVariants } from '@/backend/db/schema';
import { setCommerceClock } from '@/backend/shared/clock';
import {
  beautyPassSaleResponseSchema,
  CART_ERROR_CODES,
  cartResponseSchema,
  errorBodySchema,
  orderResponseSchema,
} from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import {
  addToBag,
  CARDS,
  createMembers,
  localeHeaders,
  order,
  payAgain,
  type TestMember,
} from '../concurrency/support';

let t: TestApp;
let restoreClock: (() => void) | undefined;
let sale: typeof beautyPassSales.$inferSelect;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  const [row] = await t.db.select().from(beautyPassSales).where(eq(beautyPassSales.country, 'th'));
  if (!row) throw new Error('the seed has no Beauty Pass Sale in Thailand');
  sale = row;
}, 120_000);
afterEach(() => restoreClock?.());
afterAll(async () => {
  await t.close();
});

const at = (now: Date) => {
  restoreClock?.();
  restoreClock = setCommerceClock({ now: () => now });
};
const HOUR = 3_600_000;

async function saleFor(member?: TestMember) {
  const response = await t.request('/beauty-pass-sale', { jar: member?.jar, headers: localeHeaders('th') });
  expect(response.status).toBe(200);
  return beautyPassSaleResponseSchema.parse(await response.json()).data;
}

/** A variant in stock of a product in the sale, sold in Thailand at the product's own price. */
async function saleVariant() {
  const [row] = await t.db
    .select({ variantId: productVariants.id, productId: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, 'th')))
    .where(
      and(
        inArray(productVariants.productId, sale.productIds),
        eq(productVariants.comingSoon, false),
        gte(productVariants.stock, 50),
        eq(productVariants.priceFactor, 100),
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(1);
  return row!;
}

describe('the Beauty Pass Sale', () => {
  it('opens to Gold first, to Black later, never to White or a guest, each told when and what unlocks it', async () => {
    at(new Date(sale.goldOpensAt.getTime() + HOUR));
    const [gold] = await createMembers(t, 1, { tier: 'gold' });
    const [black] = await createMembers(t, 1, { tier: 'black' });
    const [white] = await createMembers(t, 1);

    const guestView = await saleFor();
    expect(guestView).toMatchObject({ percentOff: 20, access: 'locked', opensAt: null });
    expect(guestView!.products).toHaveLength(sale.productIds.length);
    for (const card of guestView!.products) {
      const price = (card.salePrice ?? card.price).amount;
      expect(card.memberPrice.amount).toBe(price - Math.floor((price * 20) / 100));
    }
    expect((await saleFor(white))?.access).toBe('locked');
    expect(await saleFor(gold)).toMatchObject({ access: 'open', opensAt: null });
    expect(await saleFor(black)).toMatchObject({ access: 'upcoming', opensAt: sale.blackOpensAt.toISOString() });

    // The member price reaches the bag of whoever the sale is open to, and nobody else's.
    const { variantId, productId } = await saleVariant();
    const discounts = async (member: TestMember) => {
      const response = await addToBag(t, member.jar, variantId, 1, 'th');
      expect(response.status).toBe(201);
      const bag = cartResponseSchema.parse(await response.json()).data;
      const line = bag.lineItems.find((entry) => entry.productId === productId)!;
      return { line, kinds: bag.costSummary.discounts };
    };
    const goldBag = await discounts(gold!);
    expect(goldBag.kinds).toEqual([
      {
        kind: 'beauty_pass_sale',
        label: 'Beauty Pass Sale',
        amount: { amount: Math.floor((goldBag.line.price.amount * 20) / 100), currency: 'THB' },
      },
    ]);
    expect((await discounts(black!)).kinds).toEqual([]);
    expect((await discounts(white!)).kinds).toEqual([]);

    // An order keeps the member price it was placed with.
    const placed = orderResponseSchema.parse(await (await order(t, gold!.jar, { country: 'th' })).json()).data;
    expect(placed.status).toBe('paid');
    expect(placed.costSummary.discounts.map((discount) => discount.kind)).toEqual(['beauty_pass_sale']);

    at(new Date(sale.blackOpensAt.getTime() + HOUR));
    expect((await saleFor(black))?.access).toBe('open');
    const bag = cartResponseSchema.parse(
      await (await t.request('/cart', { jar: black!.jar, headers: localeHeaders('th') })).json(),
    ).data;
    expect(bag.costSummary.discounts.map((discount) => discount.kind)).toEqual(['beauty_pass_sale']);

    // A declined order keeps the member price only while the sale is open: paid again after it
    // ends, it is refused.
    expect((await addToBag(t, gold!.jar, variantId, 1, 'th')).status).toBe(201);
    const declined = orderResponseSchema.parse(
      await (await order(t, gold!.jar, { country: 'th', cardNumber: CARDS.declined })).json(),
    ).data;
    expect(declined.costSummary.discounts.map((discount) => discount.kind)).toEqual(['beauty_pass_sale']);

    at(new Date(sale.endsAt.getTime() + HOUR));
    const late = await payAgain(t, gold!.jar, declined.id, CARDS.paid, 'th');
    expect(late.status).toBe(422);
    expect(errorBodySchema.parse(await late.json()).error).toMatchObject({
      code: CART_ERROR_CODES.offerNotFound,
      details: { offer: 'beauty_pass_sale' },
    });
    expect(await saleFor(gold)).toBeNull();
    const after = cartResponseSchema.parse(
      await (await t.request('/cart', { jar: black!.jar, headers: localeHeaders('th') })).json(),
    ).data;
    expect(after.costSummary.discounts).toEqual([]);
  });
});
