import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { brands, products, productVariants, type LocalizedText } from './catalogue';

// ---------------------------------------------------------------------------
// Loyalty rewards, promos, gifts with purchase, samples

export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    pointsCost: integer('points_cost').notNull(),
    isNew: boolean('is_new').notNull().default(false),
    fullyRedeemed: boolean('fully_redeemed').notNull().default(false),
    /** Tier needed to redeem, or null for every member. */
    minimumTier: text('minimum_tier').$type<'white' | 'black' | 'gold'>(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('rewards_country_idx').on(t.country, t.pointsCost)],
);

export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    /** Case-sensitive. */
    code: text('code').notNull(),
    country: text('country').notNull(),
    details: jsonb('details').$type<LocalizedText>().notNull(),
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    discountType: text('discount_type').$type<'percent' | 'fixed'>().notNull(),
    /** Percent (0–100) or integer minor units. */
    discountValue: integer('discount_value').notNull(),
    minimumSpend: integer('minimum_spend'),
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    brandIds: integer('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    combinableWithCredits: boolean('combinable_with_credits').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('promos_code_country_idx').on(t.country, t.code)],
);

export const giftsWithPurchase = pgTable(
  'gifts_with_purchase',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    promoId: integer('promo_id').references(() => promos.id),
    brandId: integer('brand_id').references(() => brands.id),
    minimumSpend: integer('minimum_spend').notNull(),
    maxSelectable: integer('max_selectable').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A Beauty Pass gift: offered only to a member who holds the perk, once (member_perk_uses). */
    perk: text('perk').$type<'gold_welcome'>(),
  },
  (t) => [index('gifts_with_purchase_country_idx').on(t.country)],
);

export const giftWithPurchaseItems = pgTable(
  'gift_with_purchase_items',
  {
    giftId: integer('gift_id')
      .notNull()
      .references(() => giftsWithPurchase.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    stock: integer('stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.giftId, t.variantId] })],
);

export const samples = pgTable(
  'samples',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    name: text('name').notNull(),
    stock: integer('stock').notNull(),
    fullyRedeemed: boolean('fully_redeemed').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [index('samples_country_idx').on(t.country)],
);
