import { and, asc, eq, isNotNull, max, ne, sql } from 'drizzle-orm';
import {
  brands,
  giftsWithPurchase,
  orderLines,
  orders,
  payments,
  promos,
  stockReservations,
  users,
  variantSaleRules,
} from '@/backend/db/schema';
import { promoInvalid } from '@/backend/bag/service';
import { type CartContext, isFirstTimeCustomer, promoById } from '@/backend/bag/store';
import { ApiError } from '@/backend/http/errors';
import { reservePoints } from '@/backend/payments/order-points';
import { startPayment } from '@/backend/payments/payment-attempts';
import { assertMethodAvailable, type OrderRow } from '@/backend/payments/service';
import { hasHeldStock, reserveStock } from '@/backend/payments/stock-holds';
import { commerceClock } from '@/backend/shared/clock';
import { RETRYABLE_STATES } from '@/backend/rules/payments';
import type { PricedLine } from '@/backend/rules/pricing';
import { perkViolation, promoViolation } from '@/backend/rules/promos';
import { memberVouchers } from '@/backend/bag/loyalty';
import { goldWelcomeHeld } from '@/backend/loyalty/summary';
import { openSaleFor } from '@/backend/loyalty/sale';
import { isVoucherKey, takePerk } from '@/backend/loyalty/vouchers';
import { holdAgainForRetry } from '@/backend/payments/gift-cards';
import type { AuthUser, Db } from '@/backend/types';
import {
  CART_ERROR_CODES,
  CART_MESSAGES,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  type OrderStatus,
  type PaymentInput,
} from '@/contract';
import { isFirstTimeGuest } from './guests';
import { askedOrder, type OrderAsker } from './service';

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
          firstTimeCustomer: !promo.firstTimeOnly
            ? null
            : order.userId === null
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
  // The sale's member price holds only while the sale is still open to the member's tier.
  if (discounts.includes('beauty_pass_sale')) {
    const [member] =
      order.userId === null
        ? []
        : await db.select({ tier: users.loyaltyTier }).from(users).where(eq(users.id, order.userId));
    if (!(await openSaleFor(db, order.country, member?.tier ?? null, commerceClock.now()))) {
      throw new ApiError(422, CART_ERROR_CODES.offerNotFound, CART_MESSAGES.offerNotFound, {
        offer: 'beauty_pass_sale',
      });
    }
  }
  // A voucher the failed attempt gave back is taken again, if it is still open and no other order took it.
  const voucherKey = discounts.find(isVoucherKey);
  if (voucherKey) {
    const held = (await memberVouchers(db, order.userId ?? undefined, order.id)).find((v) => v.key === voucherKey);
    if (!held || order.userId === null || !(await takePerk(db, order.userId, held, order.id))) {
      throw new ApiError(422, CART_ERROR_CODES.offerNotFound, CART_MESSAGES.offerNotFound, { offer: voucherKey });
    }
  }
  await holdAgainForRetry(db, order);
  // So is the Gold welcome gift, if the member still holds it for this tier year.
  const [perkGift] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(giftsWithPurchase, eq(giftsWithPurchase.id, orderLines.giftId))
    .where(and(eq(orderLines.orderId, order.id), isNotNull(giftsWithPurchase.perk)))
    .limit(1);
  if (perkGift) {
    const [member] = order.userId === null ? [] : await db.select().from(users).where(eq(users.id, order.userId));
    const country = order.country as CartContext['country'];
    const held = member ? await goldWelcomeHeld(db, member, country, commerceClock.now(), order.id) : null;
    if (!member || !held || !(await takePerk(db, member.id, held, order.id))) {
      throw new ApiError(422, CART_ERROR_CODES.giftNotAvailable, CART_MESSAGES.giftNotAvailable);
    }
  }
  return order;
}
