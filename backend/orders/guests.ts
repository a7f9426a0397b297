import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { randomToken, sha256Hex } from '@/backend/auth/tokens';
import { guestOrderPasses, orders, users } from '@/backend/db/schema';
import { ApiError, notFoundError } from '@/backend/http/errors';
import { appendPoints } from '@/backend/loyalty/ledger';
import { creditTierSpend } from '@/backend/loyalty/tiers';
import { orderTierPoints } from '@/backend/payments/order-points';
import { expireIfDue } from '@/backend/payments/payment-attempts';
import { lockOrder, type OrderRow } from '@/backend/payments/service';
import { commerceClock } from '@/backend/shared/clock';
import type { AppEnv, AuthUser, Db } from '@/backend/types';
import {
  GUEST_ORDER_PASS_COOKIE,
  GUEST_ORDER_PASS_DAYS,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  type OrderLookupRequest,
} from '@/contract';

const DAY = 86_400_000;
/** The storefront's server renders name the pass in this header; browsers send the cookie. */
export const GUEST_ORDER_PASS_HEADER = 'x-guest-order-pass';
const PASS_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** The pass a request carries, when it is well formed. */
export function passOf(c: Context<AppEnv>): string | null {
  const candidate = c.req.header(GUEST_ORDER_PASS_HEADER) ?? getCookie(c, GUEST_ORDER_PASS_COOKIE);
  return candidate && PASS_PATTERN.test(candidate) ? candidate : null;
}

/**
 * Opens a guest's order to this browser: adds it to the browser's pass (a new pass when it has
 * none) for GUEST_ORDER_PASS_DAYS and writes the pass to its HttpOnly cookie. Scripts never read
 * it, and it is never in a URL.
 */
export async function grantPass(c: Context<AppEnv>, db: Db, orderId: number): Promise<void> {
  const pass = passOf(c) ?? randomToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + GUEST_ORDER_PASS_DAYS * DAY);
  // The order's lapsed passes go as a new one is written, so they never pile up.
  await db
    .delete(guestOrderPasses)
    .where(and(eq(guestOrderPasses.orderId, orderId), lte(guestOrderPasses.expiresAt, now)));
  await db
    .insert(guestOrderPasses)
    .values({ tokenHash: sha256Hex(pass), orderId, expiresAt })
    .onConflictDoUpdate({ target: [guestOrderPasses.tokenHash, guestOrderPasses.orderId], set: { expiresAt } });
  setCookie(c, GUEST_ORDER_PASS_COOKIE, pass, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('secureCookies'),
    maxAge: GUEST_ORDER_PASS_DAYS * 24 * 60 * 60,
  });
}

/**
 * A guest's order that this pass opens, brought up to date like a member's (`ownOrder`). A member's
 * order, an order the pass does not open and a missing one answer the same 404.
 */
export async function passOrder(
  db: Db,
  pass: string,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  const [grant] = await db
    .select({ orderId: guestOrderPasses.orderId })
    .from(guestOrderPasses)
    .where(
      and(
        eq(guestOrderPasses.tokenHash, sha256Hex(pass)),
        eq(guestOrderPasses.orderId, orderId),
        gt(guestOrderPasses.expiresAt, new Date()),
      ),
    );
  if (!grant) throw notFoundError();
  const order = options.lock
    ? await lockOrder(db, orderId)
    : (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
  if (!order || order.userId !== null) throw notFoundError();
  return expireIfDue(db, order);
}

/**
 * A guest's order by its number and the address it was placed with. A member's order, a wrong
 * address and a missing number answer one message, so the form tells nobody which orders exist.
 */
export async function lookupGuestOrder(db: Db, request: OrderLookupRequest): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, request.number), eq(orders.guestEmail, request.email), isNull(orders.userId)));
  if (!order) throw new ApiError(404, ORDER_ERROR_CODES.orderNotFound, ORDER_MESSAGES.orderNotFound);
  return expireIfDue(db, order);
}

/**
 * Whether an address has never ordered, as a guest or as the member it belongs to: a guest's
 * first-time-customer promo holds per address, as a member's does per account.
 */
export async function isFirstTimeGuest(db: Db, email: string, exceptOrderId: number | null = null): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        exceptOrderId === null ? undefined : ne(orders.id, exceptOrderId),
        or(
          eq(orders.guestEmail, email),
          inArray(orders.userId, db.select({ id: users.id }).from(users).where(eq(users.email, email))),
        ),
        or(
          inArray(orders.status, ['paid', 'payment_pending', 'fraud_check_pending']),
          inArray(orders.firstOrder, ['held', 'kept']),
        ),
      ),
    );
  return (row?.count ?? 0) === 0;
}

/**
 * A new member takes in the orders they placed as a guest with the address they have just
 * confirmed, with the points each paid one earned (an unpaid one earns them when it is paid).
 * Only the confirmation of the address does this, so nobody takes in another person's orders.
 */
export async function claimGuestOrders(db: Db, user: Pick<AuthUser, 'id'> & { email: string }): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ userId: user.id })
    .where(and(eq(orders.guestEmail, user.email), isNull(orders.userId)))
    .returning();
  for (const order of claimed) {
    if (order.status !== 'paid') continue;
    await creditTierSpend(db, user.id, orderTierPoints(order), commerceClock.now());
    const earned = Number((order.costSummary as { pointsEarned?: number }).pointsEarned ?? 0);
    if (earned > 0) {
      await appendPoints(db, {
        userId: user.id,
        source: 'purchase_points_with_order_number',
        points: earned,
        orderId: order.id,
        orderNumber: order.number,
      });
    }
  }
  // Their passes are no longer needed: the orders are the member's now.
  if (claimed.length > 0) {
    await db.delete(guestOrderPasses).where(
      inArray(
        guestOrderPasses.orderId,
        claimed.map((order) => order.id),
      ),
    );
  }
  return claimed.length;
}
