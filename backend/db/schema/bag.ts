import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import type { BeautyPassOfferKey } from '@/contract/beauty-pass-offers';
import { users } from './auth';
import { productVariants } from './catalogue';
import { promos } from './promotions';

/**
 * A bag per country: a guest's is keyed by device id, a member's by user id. A guest bag merged
 * into a member's on sign-in is closed (`merged`); a bag turned into an order is `ordered`.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    status: text('status').$type<'open' | 'merged' | 'ordered'>().notNull().default('open'),
    promoId: integer('promo_id').references(() => promos.id),
    beautyPassOffer: text('beauty_pass_offer').$type<BeautyPassOfferKey>(),
    useStoreCredits: boolean('use_store_credits').notNull().default(false),
    /** A gift card the shopper added: its balance pays for the bag, up to the total. */
    giftCardId: integer('gift_card_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_open_member_idx')
      .on(t.country, t.userId)
      .where(sql`${t.status} = 'open' and ${t.userId} is not null`),
    uniqueIndex('carts_open_device_idx')
      .on(t.country, t.deviceId)
      .where(sql`${t.status} = 'open' and ${t.userId} is null`),
  ],
);

/** Products, chosen samples, gifts and the redeemed reward of a bag. */
export const cartLineItems = pgTable(
  'cart_line_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    type: text('type').$type<'product' | 'sample' | 'gift' | 'reward'>().notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    sampleId: integer('sample_id'),
    giftId: integer('gift_id'),
    rewardId: integer('reward_id'),
    pointsCost: integer('points_cost'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_line_items_cart_idx').on(t.cartId, t.id),
    uniqueIndex('cart_line_items_product_idx')
      .on(t.cartId, t.variantId)
      .where(sql`${t.type} = 'product'`),
  ],
);

/** Per-country selling rules of a variant that the catalogue does not carry. */
export const variantSaleRules = pgTable(
  'variant_sale_rules',
  {
    country: text('country').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Units of the variant per order; null for no limit beyond the 6 per item. */
    maxPerOrder: integer('max_per_order'),
    nonDiscountable: boolean('non_discountable').notNull().default(false),
    clickAndCollectOnly: boolean('click_and_collect_only').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.country, t.variantId] })],
);

/** Units of one brand per order, per country. */
export const brandSaleRules = pgTable(
  'brand_sale_rules',
  {
    country: text('country').notNull(),
    brandId: integer('brand_id').notNull(),
    maxPerOrder: integer('max_per_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.brandId] })],
);

