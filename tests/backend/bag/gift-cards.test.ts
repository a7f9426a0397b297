import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards } from '@/backend/db/schema';
import { pinHash } from '@/backend/payments/gift-cards';
import { GIFT_CARD_TEST_PIN, giftCardNumber } from '@/backend/seed/catalogue/offers';
import { CART_ERROR_CODES, cartResponseSchema, errorBodySchema, orderResponseSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { DELIVERY, type SellableVariant, sellableVariants } from './helpers';
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
let sg: SellableVariant[];
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  sg = await sellableVariants(t, { country: 'sg', limit: 6, excludeBrandSlugs: ['halcyon-collection'] });
}, 120_000);
afterAll(async () => {
  await t.close();
});

let made = 0;
/** A card of our own, so that each test knows its balance. */
async function newCard(balance: number, country = 'sg') {
  made += 1;
  const number = `7${String(process.pid).padStart(7, '0').slice(-7)}${String(Date.now() % 1e5).padStart(5, '0')}${String(made).padStart(3, '0')}`;
  await t.db.insert(giftCards).values({ country, number, pinHash: pinHash(number, '4321'), balance });
  return number;
}

const balanceOf = async (number: string) =>
  (await t.db.select().from(giftCards).where(eq(giftCards.number, number)))[0]!.balance;

const addCard = (member: TestMember, number: string, pin = '4321') =>
  t.request('/cart/gift-card', {
    method: 'POST',
    json: { number, pin },
    jar: member.jar,
    headers: localeHeaders('sg'),
  });

async function bagWith(member: TestMember, variant: SellableVariant, quantity = 1) {
  expect((await addToBag(t, member.jar, variant.variantId, quantity)).status).toBe(201);
}

describe('gift cards', () => {
  it('pays for the bag up to its balance, is spent when the order is paid, and shows on the order', async () => {
    const [member] = await createMembers(t, 1);
    await bagWith(member!, sg[0]!, 2);
    // The seeded S$7 card of Singapore (docs/payments.md), typed with spaces.
    const seeded = giftCardNumber(6, 1);
    const typed = seeded.replace(/(\d{4})(?=\d)/g, '$1 ');
    const answer = await addCard(member!, typed, GIFT_CARD_TEST_PIN);
    expect(answer.status).toBe(200);
    const bag = cartResponseSchema.parse(await answer.json()).data;
    expect(bag.giftCard).toEqual({ last4: '0002', balance: { amount: 700, currency: 'SGD' } });
    expect(bag.costSummary.giftCardAmount.amount).toBe(700);

    const placed = orderResponseSchema.parse(await (await order(t, member!.jar)).json()).data;
    expect(placed.status).toBe('paid');
    expect(placed.costSummary.giftCardAmount.amount).toBe(700);
    expect(placed.costSummary.total.amount).toBe(bag.costSummary.total.amount);
    expect(await balanceOf(seeded)).toBe(0);

    // Spent: the card has nothing left to add.
    await bagWith(member!, sg[1]!);
    const empty = errorBodySchema.parse(await (await addCard(member!, seeded, GIFT_CARD_TEST_PIN)).json());
    expect(empty.error.code).toBe(CART_ERROR_CODES.giftCardEmpty);
  });

  it('answers one refusal for a wrong PIN and an unknown number', async () => {
    const [member] = await createMembers(t, 1);
    await bagWith(member!, sg[2]!);
    const number = await newCard(5000);
    const wrongPin = await addCard(member!, number, '0000');
    const unknown = await addCard(member!, '6000999900000001', '4321');
    for (const answer of [wrongPin, unknown]) {
      expect(answer.status).toBe(422);
      expect(errorBodySchema.parse(await answer.json()).error.code).toBe(CART_ERROR_CODES.giftCardInvalid);
    }
  });

  it('gives the amount back when the card is declined, and holds it again when the order is paid again', async () => {
    const [member] = await createMembers(t, 1);
    await bagWith(member!, sg[3]!, 2);
    const number = await newCard(500);
    expect((await addCard(member!, number)).status).toBe(200);
    const declined = orderResponseSchema.parse(
      await (await order(t, member!.jar, { cardNumber: CARDS.declined })).json(),
    ).data;
    expect(declined.status).toBe('payment_failed');
    expect(await balanceOf(number)).toBe(500);
    const retried = await payAgain(t, member!.jar, declined.id);
    expect(orderResponseSchema.parse(await retried.json()).data.status).toBe('paid');
    expect(await balanceOf(number)).toBe(0);
  });

  it('pays an order it covers in whole without charging a card', async () => {
    const [member] = await createMembers(t, 1);
    await bagWith(member!, sg[4]!);
    const number = await newCard(1_000_000);
    expect((await addCard(member!, number)).status).toBe(200);
    // No card to give: the gift card pays it all.
    const answer = await t.request('/orders', {
      method: 'POST',
      jar: member!.jar,
      headers: localeHeaders('sg'),
      json: { delivery: DELIVERY, payment: { method: 'card' } },
    });
    const placed = orderResponseSchema.parse(await answer.json()).data;
    expect(placed.costSummary.total.amount).toBe(0);
    expect(placed.status).toBe('paid');
    expect(await balanceOf(number)).toBe(1_000_000 - placed.costSummary.giftCardAmount.amount);
  });

  it('follows a guest’s bag into the member’s on sign-in, and leaves a member’s own card alone', async () => {
    const [member, other] = await createMembers(t, 2);
    const device = { ...localeHeaders('sg'), 'X-Device-Id': `gift-card-guest-${process.pid}-${Date.now()}` };
    const guestCard = await newCard(1_500);
    expect(
      (
        await t.request('/cart/line-items', {
          method: 'POST',
          json: { variantId: sg[3]!.variantId, quantity: 1 },
          headers: device,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await t.request('/cart/gift-card', {
          method: 'POST',
          json: { number: guestCard, pin: '4321' },
          headers: device,
        })
      ).status,
    ).toBe(200);

    const merged = cartResponseSchema.parse(
      await (await t.request('/cart', { jar: member!.jar, headers: device })).json(),
    );
    expect(merged.notices.map((notice) => notice.code)).toContain('merged');
    expect(merged.data.giftCard?.last4).toBe(guestCard.slice(-4));
    expect(merged.data.costSummary.giftCardAmount.amount).toBe(1_500);

    // A member whose bag already has a card keeps theirs.
    const own = await newCard(900);
    await bagWith(other!, sg[4]!);
    expect((await addCard(other!, own)).status).toBe(200);
    const secondDevice = { ...device, 'X-Device-Id': `${device['X-Device-Id']}-2` };
    const another = await newCard(2_000);
    await t.request('/cart/line-items', {
      method: 'POST',
      json: { variantId: sg[3]!.variantId, quantity: 1 },
      headers: secondDevice,
    });
    await t.request('/cart/gift-card', {
      method: 'POST',
      json: { number: another, pin: '4321' },
      headers: secondDevice,
    });
    const kept = cartResponseSchema.parse(
      await (await t.request('/cart', { jar: other!.jar, headers: secondDevice })).json(),
    );
    expect(kept.data.giftCard?.last4).toBe(own.slice(-4));
  });

  it('limits the tries of a PIN per card number', async () => {
    const strict = await createTestApp({ seed: false, env: { RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const answer = await strict.request('/cart/gift-card', {
          method: 'POST',
          json: { number: '6000 0700 0000 0001', pin: String(1000 + i) },
          headers: { ...localeHeaders('sg'), 'X-Device-Id': `gift-card-tries-${i}` },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    } finally {
      await strict.close();
    }
  });

  it('refuses an order whose card another order emptied since the bag was shown, which the bag then drops', async () => {
    const [member] = await createMembers(t, 1);
    const number = await newCard(1000);
    await bagWith(member!, sg[4]!, 2);
    expect((await addCard(member!, number)).status).toBe(200);
    // Another order spends the whole balance meanwhile.
    await t.db.update(giftCards).set({ balance: 0 }).where(eq(giftCards.number, number));

    const refused = await order(t, member!.jar);
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(await refused.json()).error.code).toBe(CART_ERROR_CODES.giftCardBalanceChanged);
    const bag = cartResponseSchema.parse(
      await (await t.request('/cart', { jar: member!.jar, headers: localeHeaders('sg') })).json(),
    );
    expect(bag.data.giftCard).toBeNull();
    expect(bag.notices.map((notice) => notice.code)).toContain('gift_card_removed');
  });

  it('never spends one balance twice when orders using it are placed at once', async () => {
    const members = await createMembers(t, 4);
    const number = await newCard(1000);
    for (const member of members) {
      await bagWith(member, sg[5]!, 2);
      expect((await addCard(member, number)).status).toBe(200);
    }
    const answers = await Promise.all(members.map((member) => order(t, member.jar)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(errorBodySchema.parse(await answer.json()).error.code).toBe(CART_ERROR_CODES.giftCardBalanceChanged);
    }
    expect(await balanceOf(number)).toBe(0);
  });
});
