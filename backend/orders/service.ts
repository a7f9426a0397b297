import { randomUUID } from 'node:crypto';
import { keepAddress } from '@/backend/profile/addresses';
import { isFirstTimeGuest, passOrder } from './guests';
import { and, asc, desc, eq, max, ne, sql } from 'drizzle-orm';
import {
  brands,
  carts,
  orderLines,
  orders,
  payments,
  promos,
  stockReservations,
  stores,
  users,
  variantSaleRules,
} from '@/backend/db/schema';
import { assertPromoStillValid, normalizeCart } from '@/backend/cart/normalize';
import { resolveCart } from '@/backend/cart/resolve';
import { cartError, promoInvalid } from '@/backend/cart/service';
import { cartView } from '@/backend/cart/view';
import { type CartContext, isFirstTimeCustomer, promoById } from '@/backend/cart/store';
import { ApiError, notFoundError } from '@/backend/http/errors';
import {
  assertMethodAvailable,
  expireIfDue,
  hasHeldStock,
  latestPayment,
  lockOrder,
  type OrderRow,
  reservePoints,
  reserveStock,
  setOrderStatus,
  startPayment,
} from '@/backend/payments/service';
import { commerceClock } from '@/backend/shared/clock';
import { RETRYABLE_STATES } from '@/backend/rules/payments';
import type { PricedLine } from '@/backend/rules/pricing';
import { perkViolation, promoViolation } from '@/backend/rules/promos';
import type { AuthUser, Db } from '@/backend/types';
import {
  CART_ERROR_CODES,
  CART_MESSAGES,
  CLICK_AND_COLLECT_HOLD_DAYS,
  type CostSummary,
  type CreateOrderRequest,
  type Order,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  type OrderPageVariant,
  type OrderStatus,
  type PaymentInput,
  PICKUP_WINDOW_DAYS,
} from '@/lib/api/contract';

const DAY = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Pickup message of a click-and-collect order in each state. */
export const PICKUP_MESSAGES: Record<OrderStatus, string> = {
  paid: `Your order will be ready for collection at the store on your pickup date. We hold paid orders for ${CLICK_AND_COLLECT_HOLD_DAYS} days.`,
  fraud_check_pending: 'We are verifying your payment. We will let you know when your order is ready for collection.',
  payment_pending: 'Complete your payment so we can prepare your order for collection.',
  payment_expired: 'Your payment time has expired. Your order will not be prepared for collection.',
  payment_failed: 'Your payment failed. Retry payment to collect your order.',
  payment_failed_with_inventory:
    'Your payment failed. Your items are still reserved: retry payment to collect your order.',
  payment_blocked: 'Your payment could not be accepted. Please contact us.',
  cancelled: 'Your order has been cancelled.',
};

export function pageVariantOf(status: OrderStatus, method: string): OrderPageVariant {
  switch (status) {
    case 'paid':
    case 'fraud_check_pending':
      return 'confirmation';
    case 'payment_pending':
      return method === 'promptpay_qr' || method === 'virtual_account' ? 'payment_instruction' : 'payment_pending';
    default:
      return 'payment_failed';
  }
}

function orderNumber(country: string, id: number): string {
  return `HB${country.toUpperCase()}${String(id).padStart(8, '0')}`;
}

export async function orderView(db: Db, order: OrderRow): Promise<Order> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const payment = await latestPayment(db, order.id);
  if (!payment) throw new Error(`order ${order.id} has no payment`);
  const money = (amount: number) => ({ amount, currency: order.currency });
  const status = order.status as OrderStatus;
  const row = order.delivery;
  const delivery: Order['delivery'] =
    row.type === 'delivery'
      ? {
          type: 'delivery',
          address: row.address ?? { line1: '', city: '', postalCode: '' },
          recipient: row.recipient ?? { name: '', mobile: { callingCode: '', phoneNumber: '' } },
          estimatedDelivery: row.estimatedDelivery ?? { from: '', to: '' },
        }
      : {
          type: 'click_and_collect',
          store: row.store ?? { slug: '', name: '', address: '' },
          pickupDate: row.pickupDate ?? '',
          pickupTime: row.pickupTime ?? '',
          recipient: row.recipient ?? null,
          holdUntil: order.paidAt
            ? new Date(
                Math.max(order.paidAt.getTime(), Date.parse(`${row.pickupDate ?? ''}T00:00:00Z`) || 0) +
                  CLICK_AND_COLLECT_HOLD_DAYS * DAY,
              ).toISOString()
            : null,
          pickupMessage: PICKUP_MESSAGES[status],
        };
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    country: order.country,
    status,
    pageVariant: pageVariantOf(status, payment.method),
    delivery,
    payment: {
      method: payment.method,
      status: payment.status,
      attempts: payment.attempt,
      cardLast4: payment.cardLast4,
      amount: money(payment.amount),
      qr:
        payment.qrPayload && payment.expiresAt
          ? { payload: payment.qrPayload, expiresAt: payment.expiresAt.toISOString() }
          : null,
      virtualAccount:
        payment.vaBank && payment.vaAccountNumber && payment.expiresAt
          ? { bank: payment.vaBank, accountNumber: payment.vaAccountNumber, expiresAt: payment.expiresAt.toISOString() }
          : null,
      failureReason: payment.failureReason,
    },
    lines: lines.map((line) => ({
      type: line.type,
      variantId: line.variantId,
      productId: line.productId,
      name: line.name,
      variantName: line.variantName,
      brand: line.brand,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      price: money(line.unitPrice * line.quantity),
      pointsCost: line.pointsCost,
    })),
    promoCode: order.promoCode,
    costSummary: order.costSummary as unknown as CostSummary,
    guestEmail: order.userId === null ? order.guestEmail : null,
  };
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
  if (payment.method === 'card' && !payment.cardNumber) {
    throw new ApiError(400, 'validation_error', 'Invalid request: payment.cardNumber: Required for card payments', {
      target: 'json',
      issues: [{ path: 'payment.cardNumber', message: 'Required for card payments' }],
    });
  }

  // One order at a time per member: whether the member is still a first-time customer (for a
  // first-time-only promo) and what their points balance allows depend on the orders before it.
  if (user) await db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  // The bag stays locked until the order closes it: a second order of the same bag waits, then
  // finds it closed.
  const { cart } = await resolveCart(ctx, { create: false });
  if (!cart) throw cartError(422, 'emptyBag');
  await assertPromoStillValid(ctx, cart);
  // A guest's first-time-customer promo holds per address (the bag could not know it).
  if (!user) {
    // One order at a time per guest address, as per member above.
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ctx.guestEmail}, 0))`);
    const promo = cart.promoId === null ? null : await promoById(db, cart.promoId);
    if (promo?.firstTimeOnly && !(await isFirstTimeGuest(db, ctx.guestEmail))) {
      throw promoInvalid('first_time_customers_only');
    }
  }
  // Priced as the checkout showed it (`GET cart?delivery=`): one computation for both.
  const view = await cartView(ctx, cart.id, await normalizeCart(ctx, cart.id), {
    clickAndCollect: delivery.type === 'click_and_collect',
  });
  const productLines = view.lines.filter((line) => line.type === 'product');
  if (productLines.length === 0) throw cartError(422, 'emptyBag');
  if (!view.cart.canCheckout) {
    throw new ApiError(409, CART_ERROR_CODES.checkoutBlocked, CART_MESSAGES.checkoutBlocked, {
      lineItemIds: view.cart.lineItems.filter((line) => line.blocker !== null).map((line) => line.id),
    });
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
  const [created] = await db
    .insert(orders)
    .values({
      number: `pending-${randomUUID()}`,
      userId: user?.id ?? null,
      guestEmail: user ? null : ctx.guestEmail,
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
    })),
  );
  await reserveStock(db, order.id, view.lines);
  await db.update(carts).set({ status: 'ordered' }).where(eq(carts.id, cart.id));
  return startPayment(db, order, payment, 1);
}

/** Pays again on the same order after a failure or expiry; stock given back is reserved again. */
export async function retryPayment(
  db: Db,
  asker: OrderAsker,
  orderId: number,
  payment: PaymentInput,
): Promise<OrderRow> {
  let order = await askedOrder(db, asker, orderId, { lock: true });
  if (!RETRYABLE_STATES.includes(order.status as OrderStatus)) {
    throw new ApiError(409, ORDER_ERROR_CODES.notRetryable, ORDER_MESSAGES.notRetryable, { status: order.status });
  }
  assertMethodAvailable(order.country as CartContext['country'], payment.method);
  // A guest's order is held to a guest's rules, whoever pays it.
  order = await assertOrderRulesHold(db, order.userId === null ? null : asker.user, order);
  if (!(await hasHeldStock(db, order.id))) {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const reservations = await db.select().from(stockReservations).where(eq(stockReservations.orderId, order.id));
    await reserveStock(
      db,
      order.id,
      lines.map((line) => {
        const previous = reservations.find(
          (row) =>
            row.variantId === line.variantId &&
            (line.type === 'sample'
              ? row.sampleId !== null
              : line.type === 'gift'
                ? row.giftId !== null
                : row.sampleId === null && row.giftId === null),
        );
        return {
          type: line.type,
          variantId: line.variantId,
          quantity: line.quantity,
          sampleId: previous?.sampleId ?? null,
          giftId: previous?.giftId ?? null,
        };
      }),
    );
  }
  if (order.pointsStatus === 'released') order = await reservePoints(db, order);
  const [last] = await db
    .select({ attempt: max(payments.attempt) })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  return startPayment(db, order, payment, (last?.attempt ?? 0) + 1);
}

/** The order's product lines as the rules read them, with today's sale rules of each variant. */
async function orderPricedLines(db: Db, orderId: number): Promise<PricedLine[]> {
  const rows = await db
    .select({
      type: orderLines.type,
      productId: orderLines.productId,
      brand: orderLines.brand,
      unitPrice: orderLines.unitPrice,
      quantity: orderLines.quantity,
      pointsCost: orderLines.pointsCost,
      isHouseBrand: brands.isHouseBrand,
      nonDiscountable: variantSaleRules.nonDiscountable,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(brands, sql`${brands.id} = (${orderLines.brand} ->> 'id')::int`)
    .leftJoin(
      variantSaleRules,
      and(eq(variantSaleRules.variantId, orderLines.variantId), eq(variantSaleRules.country, orders.country)),
    )
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map((row) => ({
    type: row.type,
    productId: row.productId,
    brandId: row.brand.id,
    isHouseBrand: row.isHouseBrand ?? false,
    unitPrice: row.type === 'product' ? row.unitPrice : 0,
    quantity: row.quantity,
    nonDiscountable: row.nonDiscountable ?? false,
    pointsCost: row.pointsCost,
  }));
}

async function promoOfOrder(db: Db, order: OrderRow) {
  if (order.promoId !== null) return promoById(db, order.promoId);
  if (order.promoCode === null) return null;
  const [row] = await db
    .select()
    .from(promos)
    .where(and(eq(promos.country, order.country), eq(promos.code, order.promoCode)));
  return row ?? null;
}

/**
 * Every rule of the order's promo and perks, checked again before it is paid again: a retry is a
 * new way to a paid order, so it may not carry a discount the member no longer qualifies for
 * (docs/product-rules.md, Rules on every path to a paid order). A first-time-customer promo takes
 * the member's first order back. Refused, the order stays as it is and can be cancelled; the bag
 * is where the member orders again.
 */
async function assertOrderRulesHold(db: Db, user: AuthUser | null, order: OrderRow): Promise<OrderRow> {
  const lines = await orderPricedLines(db, order.id);
  if (order.promoCode !== null || order.promoId !== null) {
    const promo = await promoOfOrder(db, order);
    const hint = promo
      ? promoViolation(promo, {
          lines,
          now: commerceClock.now(),
          firstTimeCustomer:
            order.userId === null
              ? await isFirstTimeGuest(db, order.guestEmail ?? '', order.id)
              : await isFirstTimeCustomer(db, order.userId, order.id),
          useStoreCredits: false,
        })
      : 'expired';
    if (hint) throw promoInvalid(hint);
    if (promo?.firstTimeOnly && order.firstOrder !== 'held') {
      const [held] = await db
        .update(orders)
        .set({ firstOrder: 'held' })
        .where(and(eq(orders.id, order.id), ne(orders.firstOrder, 'held')))
        .returning();
      if (held) order = held;
    }
  }
  const discounts = ((order.costSummary as { discounts?: Array<{ kind: string }> }).discounts ?? []).map(
    (discount) => discount.kind,
  );
  const perk = perkViolation({
    country: order.country as CartContext['country'],
    lines,
    discounts,
    isEmployee: user?.isEmployee ?? false,
  });
  if (perk) throw new ApiError(422, CART_ERROR_CODES.offerNotFound, CART_MESSAGES.offerNotFound, { offer: perk });
  return order;
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
