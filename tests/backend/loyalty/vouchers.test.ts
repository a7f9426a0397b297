import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/backend/db/schema';
import { setCommerceClock } from '@/backend/shared/clock';
import {
  beautyPassOffersResponseSchema,
  CART_ERROR_CODES,
  cartResponseSchema,
  errorBodySchema,
  loyaltySummarySchema,
  orderResponseSchema,
} from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { type SellableVariant, sellableVariants } from '../bag/helpers';
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
let sg: SellableVariant[];
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  sg = await sellableVariants(t, { country: 'sg', limit: 4, excludeBrandSlugs: ['halcyon-collection'] });
}, 120_000);
afterEach(() => restoreClock?.());
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const at = (now: Date) => {
  restoreClock?.();
  restoreClock = setCommerceClock({ now: () => now });
};

async function offersOf(member: TestMember, country = 'sg') {
  const response = await t.request('/cart/beauty-pass-offers', { jar: member.jar, headers: localeHeaders(country) });
  return beautyPassOffersResponseSchema.parse(await response.json()).data.offers;
}

const choose = (member: TestMember, key: string | null, country = 'sg') =>
  t.request('/cart/beauty-pass-offers', {
    method: 'POST',
    json: { key },
    jar: member.jar,
    headers: localeHeaders(country),
  });

async function perksOf(member: TestMember) {
  const response = await t.request('/account/loyalty', { jar: member.jar, headers: localeHeaders('sg') });
  return loyaltySummarySchema.parse(await response.json()).perks;
}

async function bagOf(member: TestMember, country = 'sg') {
  const response = await t.request('/cart', { jar: member.jar, headers: localeHeaders(country) });
  return cartResponseSchema.parse(await response.json());
}

async function joinedOn(member: TestMember, joined: Date, dateOfBirth: string | null = null) {
  await t.db.update(users).set({ createdAt: joined, dateOfBirth }).where(eq(users.id, member.id));
}

describe('the welcome voucher', () => {
  it('takes its amount off one order within 30 days of joining, then shows as used', async () => {
    const joined = new Date('2026-11-20T08:00:00Z');
    at(new Date('2026-12-01T08:00:00Z'));
    const [member] = await createMembers(t, 1);
    await joinedOn(member!, joined);
    expect((await perksOf(member!)).find((perk) => perk.key === 'welcome_voucher')).toMatchObject({
      state: 'active',
      amountOff: { amount: 1000, currency: 'SGD' },
      date: '2026-12-20',
    });
    expect((await addToBag(t, member!.jar, sg[0]!.variantId, 2)).status).toBe(201);
    const offered = (await offersOf(member!)).find((offer) => offer.key === 'welcome_voucher');
    expect(offered).toMatchObject({ amountOff: { amount: 1000, currency: 'SGD' }, validUntil: '2026-12-20' });

    const chosen = cartResponseSchema.parse(await (await choose(member!, 'welcome_voucher')).json()).data;
    expect(chosen.beautyPassOffer).toBe('welcome_voucher');
    const line = chosen.costSummary.discounts.find((discount) => discount.kind === 'welcome_voucher');
    expect(line?.amount.amount).toBe(Math.min(1000, chosen.costSummary.subtotal.amount));

    const placed = orderResponseSchema.parse(await (await order(t, member!.jar)).json()).data;
    expect(placed.status).toBe('paid');
    expect(placed.costSummary.discounts.map((discount) => discount.kind)).toContain('welcome_voucher');
    expect((await perksOf(member!)).find((perk) => perk.key === 'welcome_voucher')).toMatchObject({
      state: 'used',
      date: '2026-12-01',
    });

    // Once: not offered again, and refused by name.
    expect((await addToBag(t, member!.jar, sg[1]!.variantId, 1)).status).toBe(201);
    expect((await offersOf(member!)).map((offer) => offer.key)).not.toContain('welcome_voucher');
    const refused = errorBodySchema.parse(await (await choose(member!, 'welcome_voucher')).json());
    expect(refused.error.code).toBe(CART_ERROR_CODES.offerNotFound);
  });

  it('comes back when the card is declined, is taken again by the retry, and leaves the bag when it ends', async () => {
    const joined = new Date('2026-11-20T08:00:00Z');
    at(new Date('2026-12-10T08:00:00Z'));
    const [member, late] = await createMembers(t, 2);
    await joinedOn(member!, joined);
    await joinedOn(late!, joined);

    expect((await addToBag(t, member!.jar, sg[0]!.variantId, 1)).status).toBe(201);
    expect((await choose(member!, 'welcome_voucher')).status).toBe(200);
    const declined = orderResponseSchema.parse(
      await (await order(t, member!.jar, { cardNumber: CARDS.declined })).json(),
    ).data;
    expect(declined.status).toBe('payment_failed');
    expect((await perksOf(member!)).find((perk) => perk.key === 'welcome_voucher')?.state).toBe('active');
    const retried = await payAgain(t, member!.jar, declined.id);
    expect(orderResponseSchema.parse(await retried.json()).data.status).toBe('paid');
    expect((await perksOf(member!)).find((perk) => perk.key === 'welcome_voucher')?.state).toBe('used');

    // A bag that chose it keeps it until the window closes, then says why it went.
    expect((await addToBag(t, late!.jar, sg[2]!.variantId, 1)).status).toBe(201);
    expect((await choose(late!, 'welcome_voucher')).status).toBe(200);
    at(new Date('2026-12-21T08:00:00Z'));
    const after = await bagOf(late!);
    expect(after.data.beautyPassOffer).toBeNull();
    expect(after.data.costSummary.discounts).toEqual([]);
    expect(after.notices.map((notice) => notice.code)).toEqual(['offer_ended']);
    expect((await perksOf(late!)).find((perk) => perk.key === 'welcome_voucher')).toMatchObject({
      state: 'expired',
      date: '2026-12-20',
    });
  });

  it('goes to one of two orders placed at once from two countries', async () => {
    at(new Date('2026-12-01T08:00:00Z'));
    const [member] = await createMembers(t, 1);
    await joinedOn(member!, new Date('2026-11-25T08:00:00Z'));
    const [my] = await sellableVariants(t, { country: 'my', limit: 1 });
    expect((await addToBag(t, member!.jar, sg[0]!.variantId, 1, 'sg')).status).toBe(201);
    expect((await addToBag(t, member!.jar, my!.variantId, 1, 'my')).status).toBe(201);
    expect((await choose(member!, 'welcome_voucher', 'sg')).status).toBe(200);
    expect((await choose(member!, 'welcome_voucher', 'my')).status).toBe(200);
    const answers = await Promise.all(['sg', 'my'].map((country) => order(t, member!.jar, { country })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(errorBodySchema.parse(await refused.json()).error.code).toBe(CART_ERROR_CODES.offerNotFound);
  });
});

describe('the birthday voucher', () => {
  it('is offered in the birthday month, once a year, and says when it comes otherwise', async () => {
    at(new Date('2026-12-05T08:00:00Z'));
    const [member] = await createMembers(t, 1);
    await joinedOn(member!, new Date('2024-03-01T08:00:00Z'), '1992-12-18');
    expect((await perksOf(member!)).find((perk) => perk.key === 'birthday_voucher')).toMatchObject({
      state: 'active',
      amountOff: { amount: 1500, currency: 'SGD' },
      date: '2026-12-31',
    });
    expect((await addToBag(t, member!.jar, sg[3]!.variantId, 1)).status).toBe(201);
    expect((await offersOf(member!)).map((offer) => offer.key)).toEqual(['ten_percent_off', 'birthday_voucher']);
    expect((await choose(member!, 'birthday_voucher')).status).toBe(200);
    const placed = orderResponseSchema.parse(await (await order(t, member!.jar)).json()).data;
    expect(placed.costSummary.discounts.map((discount) => discount.kind)).toEqual(['birthday_voucher']);
    expect((await perksOf(member!)).find((perk) => perk.key === 'birthday_voucher')?.state).toBe('used');

    at(new Date('2027-01-05T08:00:00Z'));
    expect((await perksOf(member!)).find((perk) => perk.key === 'birthday_voucher')).toMatchObject({
      state: 'upcoming',
      date: '2027-12-01',
    });
    at(new Date(Date.parse('2027-12-02T08:00:00Z') + DAY));
    expect((await perksOf(member!)).find((perk) => perk.key === 'birthday_voucher')?.state).toBe('active');
  });
});

describe('the Gold welcome gift', () => {
  async function goldGift(member: TestMember, country = 'sg') {
    return (await bagOf(member, country)).data.giftsWithPurchase.find((gift) => gift.perk === 'gold_welcome');
  }

  it('is a choice in the bag of a member who kept Gold, taken once a tier year; nobody else sees it', async () => {
    at(new Date('2026-12-01T08:00:00Z'));
    const [kept, fresh] = await createMembers(t, 2, { tier: 'gold' });
    const [white] = await createMembers(t, 1);
    await t.db.update(users).set({ tierPointsCounter: 1200 }).where(eq(users.id, kept!.id));
    await t.db.update(users).set({ tierPointsCounter: 200 }).where(eq(users.id, fresh!.id));
    for (const member of [kept!, fresh!, white!]) {
      await joinedOn(member, new Date('2024-03-10T08:00:00Z'));
      expect((await addToBag(t, member.jar, sg[0]!.variantId, 1)).status).toBe(201);
    }

    const gift = await goldGift(kept!);
    expect(gift).toMatchObject({ qualified: true, maxSelectable: 1, minimumSpend: { amount: 0 } });
    expect(gift!.items.length).toBeGreaterThan(0);
    expect(await goldGift(fresh!)).toBeUndefined();
    expect(await goldGift(white!)).toBeUndefined();
    // Not to be had by asking for it either.
    const asked = await t.request(`/multiple-gwps/${gift!.id}`, {
      method: 'POST',
      json: { variantIds: [gift!.items[0]!.variantId] },
      jar: fresh!.jar,
      headers: localeHeaders('sg'),
    });
    expect(asked.status).toBe(404);
    expect((await perksOf(fresh!)).find((perk) => perk.key === 'gold_welcome')).toMatchObject({
      state: 'upcoming',
      date: '2027-03-10',
    });

    const chosen = await t.request(`/multiple-gwps/${gift!.id}`, {
      method: 'POST',
      json: { variantIds: [gift!.items[0]!.variantId] },
      jar: kept!.jar,
      headers: localeHeaders('sg'),
    });
    expect(chosen.status).toBe(200);
    const placed = orderResponseSchema.parse(await (await order(t, kept!.jar)).json()).data;
    expect(placed.status).toBe('paid');
    expect(placed.lines.filter((line) => line.type === 'gift').map((line) => line.variantId)).toEqual([
      gift!.items[0]!.variantId,
    ]);
    expect((await perksOf(kept!)).find((perk) => perk.key === 'gold_welcome')).toMatchObject({
      state: 'used',
      date: '2026-12-01',
    });
    expect((await addToBag(t, kept!.jar, sg[1]!.variantId, 1)).status).toBe(201);
    expect(await goldGift(kept!)).toBeUndefined();

    // The next tier year, kept again, it comes back.
    at(new Date('2027-03-11T08:00:00Z'));
    expect(await goldGift(kept!)).toMatchObject({ qualified: true });
  });
});
