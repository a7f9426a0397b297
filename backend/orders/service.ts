import { randomUUID } from 'node:crypto';
import { keepAddress } from '@/backend/profile/addresses';
import { isFirstTimeGuest, passOrder } from './guests';
import { and, desc, eq } from 'drizzle-orm';
import { carts, orderLines, orders, payments, stores, users } from '@/backend/db/schema';
import { assertPromoStillValid, normalizeCart } from '@/backend/bag/normalize';
import { resolveCart } from '@/backend/bag/resolve';
import { cartError, promoInvalid } from '@/backend/bag/service';
import { cartView } from '@/backend/bag/view';
import { type CartContext } from '@/backend/bag/store';
import { promoOf } from '@/backend/bag/request-reads';
import { memberGoldWelcome, memberVouchers } from '@/backend/bag/loyalty';
import { isVoucherKey, takePerk } from '@/backend/loyalty/vouchers';
import { holdGiftCard } from '@/backend/payments/gift-cards';
import { ApiError, notFoundError } from '@/backend/http/errors';
import { reservePoints } from '@/backend/payments/order-points';
import { setOrderStatus } from '@/backend/payments/order-status';
import { expireIfDue, startPayment } from '@/backend/payments/payment-attempts';
import {
  assertMethodAvailable,
  latestPayment,
  lockGuestAddress,
  lockOrder,
  type OrderRow,
} from '@/backend/payments/service';
import { reserveStock } from '@/backend/payments/stock-holds';
import { commerceClock } from '@/backend/shared/clock';
import type { AuthUser, Db } from '@/backend/types';
import {
  CART_ERROR_CODES,
  CART_MESSAGES,
  type CreateOrderRequest,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  PICKUP_WINDOW_DAYS,
} from '@/contract';
import { orderView } from './view';

const DAY = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function orderNumber(country: string, id: number): string {
  return `HB${country.toUpperCase()}${String(id).padStart(8, '0')}`;
}

/**
 * The member's own order, brought up to date (an expired QR code expires it). With `lock`, the
 * order stays locked for the rest of the transaction, for a request that changes it. Another
 * member's order answers the same 404 as a missing one, so order numbers tell nobody which exist.
 */
export async function ownOrder(
  db: Db,
  user: AuthUser,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  const order = options.lock
    ? await lockOrder(db, orderId)
    : (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
  if (!order || order.userId !== user.id) throw notFoundError();
  return expireIfDue(db, order);
}

/**
 * Who asks for an order: a member, a browser holding a pass to guest orders, or both (a guest who
 * has since signed in still opens the order they placed as a guest). At least one is set.
 */
export interface OrderAsker {
  user: AuthUser | null;
  pass: string | null;
}

/** The order as `ownOrder` gives it to the member, else as `passOrder` gives it to the pass. */
export async function askedOrder(
  db: Db,
  asker: OrderAsker,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  if (asker.user) {
    try {
      return await ownOrder(db, asker.user, orderId, options);
    } catch (error) {
      if (!asker.pass || !(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  if (!asker.pass) throw notFoundError();
  return passOrder(db, asker.pass, orderId, options);
}

export async function listOrders(db: Db, user: AuthUser) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const result = [];
  for (const row of rows) {
    const order = await expireIfDue(db, row);
    const view = await orderView(db, order);
    result.push({
      id: view.id,
      number: view.number,
      createdAt: view.createdAt,
      country: view.country,
      status: view.status,
      pageVariant: view.pageVariant,
      total: view.costSummary.total,
      itemsCount: view.lines.filter((line) => line.type === 'product').reduce((sum, line) => sum + line.quantity, 0),
    });
  }
  return result;
}

/** Whose order is placed: the member's, or a guest's with the address they gave. */
export type OrderOwner = { user: AuthUser; guestEmail?: undefined } | { user: null; guestEmail: string };

/**
 * Places the bag as an order: checks the bag can check out, the method and the store, reserves the
 * stock, closes the bag and runs the first payment attempt. Runs inside the caller's transaction.
 */
export async function placeOrder(ctx: CartContext & OrderOwner, input: CreateOrderRequest): Promise<OrderRow> {
  const { db, country, user } = ctx;
  const { delivery, payment } = input;
  assertMethodAvailable(country, payment.method);

  // One order at a time per member: whether the member is still a first-time customer (for a
  // first-time-only promo) and what their points balance allows depend on the orders before it.
  if (user) await db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  // The bag stays locked until the order closes it: a second order of the same bag waits, then
  // finds it closed.
  const { cart } = await resolveCart(ctx, { create: false });
  if (!cart) throw cartError(422, 'emptyBag');
  await assertPromoStillValid(ctx, cart);
  // A voucher another order took (or whose window closed) since the bag was shown is refused, not
  // dropped on the way to a dearer order.
  const voucher = isVoucherKey(cart.beautyPassOffer)
    ? (await memberVouchers(db, user?.id)).find((held) => held.key === cart.beautyPassOffer)
    : undefined;
  if (isVoucherKey(cart.beautyPassOffer) && !voucher) throw cartError(409, 'offerNotFound');
  // A guest's first-time-customer promo holds per address (the bag could not know it).
  if (!user) {
    // One order at a time per guest address, as per member above.
    await lockGuestAddress(db, ctx.guestEmail);
    const promo = cart.promoId === null ? null : await promoOf(ctx, cart.promoId);
    if (promo?.firstTimeOnly && !(await isFirstTimeGuest(db, ctx.guestEmail))) {
      throw promoInvalid('first_time_customers_only');
    }
  }
  // Priced as the checkout showed it (`GET cart?delivery=`): one computation for both.
  const normalized = await normalizeCart(ctx, cart.id, cart);
  const view = await cartView(ctx, cart.id, normalized, {
    clickAndCollect: delivery.type === 'click_and_collect',
  });
  // So is a gift card another order has emptied since the bag was shown (the bag then shows it
  // spent and drops it), whichever read of its balance finds it empty: normalising the bag, pricing
  // it, or holding the amount below, which fails if an order emptied it after the pricing.
  const emptied = normalized.notices.some((notice) => notice.code === 'gift_card_removed');
  if (emptied || view.cart.giftCard?.balance.amount === 0) throw cartError(409, 'giftCardBalanceChanged');
  const productLines = view.lines.filter((line) => line.type === 'product');
  if (productLines.length === 0) throw cartError(422, 'emptyBag');
  if (!view.cart.canCheckout) {
    throw new ApiError(409, CART_ERROR_CODES.checkoutBlocked, CART_MESSAGES.checkoutBlocked, {
      lineItemIds: view.cart.lineItems.filter((line) => line.blocker !== null).map((line) => line.id),
    });
  }
  // Each storefront delivers in its own country only: an address elsewhere is refused, not shipped.
  if (
    delivery.type === 'delivery' &&
    delivery.address.country !== undefined &&
    delivery.address.country.trim().toLowerCase() !== country
  ) {
    throw new ApiError(422, ORDER_ERROR_CODES.countryNotShipped, ORDER_MESSAGES.countryNotShipped);
  }
  if (delivery.type === 'delivery' && productLines.some((line) => line.clickAndCollectOnly)) {
    throw new ApiError(422, ORDER_ERROR_CODES.clickAndCollectOnly, ORDER_MESSAGES.clickAndCollectOnly);
  }

  let deliveryRow: OrderRow['delivery'];
  const now = commerceClock.now();
  if (delivery.type === 'click_and_collect') {
    const [store] = await db
      .select()
      .from(stores)
      .where(and(eq(stores.slug, delivery.storeSlug), eq(stores.country, country)));
    if (!store || !store.clickAndCollect) {
      throw new ApiError(422, ORDER_ERROR_CODES.storeNotAvailable, ORDER_MESSAGES.storeNotAvailable);
    }
    const firstDay = isoDate(now);
    const lastDay = isoDate(new Date(now.getTime() + PICKUP_WINDOW_DAYS * DAY));
    if (delivery.pickupDate < firstDay || delivery.pickupDate > lastDay) {
      throw new ApiError(422, ORDER_ERROR_CODES.pickupDateNotAvailable, ORDER_MESSAGES.pickupDateNotAvailable);
    }
    deliveryRow = {
      type: 'click_and_collect',
      store: { slug: store.slug, name: store.name, address: `${store.address}, ${store.city} ${store.postalCode}` },
      pickupDate: delivery.pickupDate,
      pickupTime: delivery.pickupTime,
      recipient: delivery.recipient ?? null,
    };
  } else {
    if (user && input.saveAddress !== false) await keepAddress(db, user.id, country, delivery.address, now);
    deliveryRow = {
      type: 'delivery',
      address: { ...delivery.address, country: delivery.address.country ?? country.toUpperCase() },
      recipient: delivery.recipient,
      estimatedDelivery: {
        from: isoDate(new Date(now.getTime() + 2 * DAY)),
        to: isoDate(new Date(now.getTime() + 5 * DAY)),
      },
    };
  }

  const summary = view.cart.costSummary;
  // A card pays what a gift card leaves; an order the gift card covers in whole needs none.
  if (payment.method === 'card' && !payment.cardNumber && summary.total.amount > 0) {
    throw new ApiError(400, 'validation_error', 'Invalid request: payment.cardNumber: Required for card payments', {
      target: 'json',
      issues: [{ path: 'payment.cardNumber', message: 'Required for card payments' }],
    });
  }
  const [created] = await db
    .insert(orders)
    .values({
      number: `pending-${randomUUID()}`,
      userId: user?.id ?? null,
      guestEmail: user ? null : ctx.guestEmail,
      registration: input.registration ?? null,
      country,
      language: ctx.language,
      status: 'payment_pending',
      delivery: deliveryRow,
      promoCode: view.promo?.code ?? null,
      costSummary: summary as unknown as Record<string, unknown>,
      total: summary.total.amount,
      currency: summary.total.currency,
      pointsRedeemed: summary.pointsRedeemed,
      fraudToken: input.fraudToken ?? null,
      promoId: view.promo?.id ?? null,
      // Checked above under the member's lock: this order is now the member's first, until it gives up.
      firstOrder: view.promo?.firstTimeOnly ? 'held' : 'none',
    })
    .returning();
  if (!created) throw new Error('order insert returned nothing');
  const [numbered] = await db
    .update(orders)
    .set({ number: orderNumber(country, created.id) })
    .where(eq(orders.id, created.id))
    .returning();
  // The redeemed points are taken off the balance now, not when the order is paid.
  const order = await reservePoints(db, numbered ?? created);
  if (cart.giftCardId !== null) await holdGiftCard(db, order.id, cart.giftCardId, summary.giftCardAmount.amount, 409);
  if (user && voucher && !(await takePerk(db, user.id, voucher, order.id))) throw cartError(409, 'offerNotFound');
  // The Gold welcome gift, once a tier year: the bag shows it only to a member who holds it.
  const perkGifts = new Set(view.cart.giftsWithPurchase.filter((gift) => gift.perk !== null).map((gift) => gift.id));
  if (view.lines.some((line) => line.type === 'gift' && line.giftId !== null && perkGifts.has(line.giftId))) {
    const held = await memberGoldWelcome(ctx);
    if (!user || !held || !(await takePerk(db, user.id, held, order.id))) throw cartError(409, 'giftNotAvailable');
  }

  await db.insert(orderLines).values(
    view.cart.lineItems.map((line) => ({
      orderId: order.id,
      type: line.type,
      variantId: line.variantId,
      productId: line.productId,
      name: line.name,
      variantName: line.variantName,
      brand: line.brand,
      quantity: line.quantity,
      unitPrice: line.unitPrice.amount,
      pointsCost: line.pointsCost,
      giftId: line.giftWithPurchaseId,
    })),
  );
  await reserveStock(db, order.id, view.lines);
  await db.update(carts).set({ status: 'ordered' }).where(eq(carts.id, cart.id));
  return startPayment(db, order, payment, 1);
}

export async function cancelOrder(db: Db, asker: OrderAsker, orderId: number): Promise<OrderRow> {
  const order = await askedOrder(db, asker, orderId, { lock: true });
  if (order.status === 'paid' || order.status === 'cancelled') {
    throw new ApiError(409, ORDER_ERROR_CODES.notRetryable, ORDER_MESSAGES.notRetryable, { status: order.status });
  }
  const payment = await latestPayment(db, order.id);
  if (payment && (payment.status === 'pending' || payment.status === 'review')) {
    await db.update(payments).set({ status: 'expired' }).where(eq(payments.id, payment.id));
  }
  return setOrderStatus(db, order, 'cancelled');
}
