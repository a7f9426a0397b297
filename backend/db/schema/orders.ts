import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth';
import { promos } from './promotions';

/** A stored answer per Idempotency-Key and scope: a replay gets it back instead of a second write. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Hash of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export interface OrderDeliveryRow {
  type: 'delivery' | 'click_and_collect';
  address?: { line1: string; line2?: string; city: string; postalCode: string; country?: string };
  recipient?: { name: string; mobile: { callingCode: string; phoneNumber: string } } | null;
  estimatedDelivery?: { from: string; to: string };
  store?: { slug: string; name: string; address: string };
  pickupDate?: string;
  pickupTime?: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    /** The member who placed it; null for a guest's order until the guest joins with its address. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A guest's order: the lower-cased address it was placed with, which finds it again (with its
     * number) and which a member confirming that address takes it into their account by.
     */
    guestEmail: text('guest_email'),
    /** The company the order is invoiced to: registered name and registration number. */
    registration: jsonb('registration').$type<{ name: string; number: string }>(),
    country: text('country').notNull(),
    /** The shopper's interface language when ordering: the language of the mails about it. */
    language: text('language').notNull().default('en'),
    status: text('status').notNull(),
    delivery: jsonb('delivery').$type<OrderDeliveryRow>().notNull(),
    promoCode: text('promo_code'),
    /** The cost summary at the time of the order (contract shape). */
    costSummary: jsonb('cost_summary').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    /** Token of the browser's fraud-prevention session, for the payment review. */
    fraudToken: text('fraud_token'),
    /**
     * Where the redeemed points are: `held` off the member's balance from the moment the order is
     * placed, `spent` once it is paid, `released` back to the balance when the order gives up;
     * `none` when nothing was taken at placement (no reward, or an order placed before points were
     * reserved, whose points are then taken when it is paid).
     */
    pointsStatus: text('points_status').$type<'none' | 'held' | 'spent' | 'released'>().notNull().default('none'),
    /** The promo the order was placed with, so a retry checks its rules again (null: none, or an older order). */
    promoId: integer('promo_id').references(() => promos.id, { onDelete: 'set null' }),
    /**
     * The member's first order, for a first-time-customer promo: `held` from placing (and from each
     * retry) while the order can still be paid, `kept` once it is paid, `released` when it gives up.
     * At most one order per member holds or keeps it (partial unique index), so parallel orders,
     * retries and late settlements can never make two first orders.
     */
    firstOrder: text('first_order').$type<'none' | 'held' | 'kept' | 'released'>().notNull().default('none'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_first_order_idx')
      .on(t.userId)
      .where(sql`${t.firstOrder} in ('held', 'kept')`),
    index('orders_guest_email_idx').on(t.guestEmail),
    // A guest's first order per address, as a member's per account.
    uniqueIndex('orders_guest_first_order_idx')
      .on(t.guestEmail)
      .where(sql`${t.firstOrder} in ('held', 'kept') and ${t.userId} is null`),
    // Every order belongs to a member or to a guest's address.
    check('orders_owner_check', sql`${t.userId} is not null or ${t.guestEmail} is not null`),
  ],
);

/**
 * A browser's pass to a guest's orders: the browser keeps a random secret in an HttpOnly cookie,
 * the database its hash and the orders it opens (the one the guest placed, and any found again by
 * number and e-mail), each until its expiry.
 */
export const guestOrderPasses = pgTable(
  'guest_order_passes',
  {
    tokenHash: text('token_hash').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.orderId] }), index('guest_order_passes_order_idx').on(t.orderId)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<'product' | 'sample' | 'gift' | 'reward'>().notNull(),
    variantId: integer('variant_id').notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    variantName: text('variant_name').notNull(),
    brand: jsonb('brand').$type<{ id: number; slug: string; name: string }>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    pointsCost: integer('points_cost'),
    /** The gift with purchase a gift line was chosen from. */
    giftId: integer('gift_id'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** One row per payment attempt; the newest attempt is the order's payment. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    method: text('method').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed' | 'blocked' | 'expired' | 'review'>().notNull(),
    amount: integer('amount').notNull(),
    cardLast4: text('card_last4'),
    qrPayload: text('qr_payload'),
    vaBank: text('va_bank'),
    vaAccountNumber: text('va_account_number'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_order_attempt_idx').on(t.orderId, t.attempt)],
);

/** Units taken off a variant's stock for an order; released when its payment fails or expires. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    /** Set for sample and gift lines, whose stock is their own. */
    sampleId: integer('sample_id'),
    giftId: integer('gift_id'),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<'held' | 'committed' | 'released'>().notNull().default('held'),
    createdAt: createdAt(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('stock_reservations_order_idx').on(t.orderId)],
);
