import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Text kept in every language the catalogue knows; `en` is always present. */
export interface LocalizedText {
  en: string;
  id?: string;
  th?: string;
  zh?: string;
}

export interface OpeningHoursRow {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  opens: string;
  closes: string;
}

export interface BookingQuestionRow {
  id: string;
  label: LocalizedText;
  type: 'text' | 'select' | 'boolean';
  required: boolean;
  maxLength: number | null;
  options: string[];
}

export interface ExemptedPathRow {
  type: 'absolute' | 'regex' | 'startsWith';
  value: string;
}

export interface LayoutConfigRow {
  forterSiteId: string;
  smartLinkExemptedPaths: ExemptedPathRow[];
}

export interface NavigationLinkRow {
  label: string;
  href: string;
}

/** Content documents are structured blocks, never raw HTML (see lib/api/contract/content.ts). */
export type ContentBlockRow = Record<string, unknown> & { type: string };

// ---------------------------------------------------------------------------
// Catalogue

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    tagline: jsonb('tagline').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    isHouseBrand: boolean('is_house_brand').notNull().default(false),
    /** Wordmark and hero colours of the generated artwork. */
    accentColor: text('accent_color').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('brands_slug_idx').on(t.slug)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** Slug path from the top category, e.g. `makeup/face/foundation`. */
    path: text('path').notNull(),
    parentId: integer('parent_id'),
    /** 1 = top category, 2 = category, 3 = sub-category. */
    level: smallint('level').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    uniqueIndex('categories_path_idx').on(t.path),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The leaf (level 3) category; its two ancestors are kept alongside for filtering. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    midCategoryId: integer('mid_category_id').notNull(),
    topCategoryId: integer('top_category_id').notNull(),
    name: text('name').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    howToUse: jsonb('how_to_use').$type<LocalizedText>().notNull(),
    ingredients: text('ingredients').notNull(),
    /** Drives the generated product shot: bottle, jar, compact, lipstick, tube, palette, brush… */
    shape: text('shape').notNull(),
    variantKind: text('variant_kind').$type<'shade' | 'size'>().notNull(),
    isNew: boolean('is_new').notNull().default(false),
    isBestseller: boolean('is_bestseller').notNull().default(false),
    badges: text('badges')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    waitlistable: boolean('waitlistable').notNull().default(false),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Reviews with 1…5 stars; adds up to rating_count. The listed reviews are the latest few of them. */
    ratingDistribution: integer('rating_distribution')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'::integer[]`),
    salesCount: integer('sales_count').notNull().default(0),
    imageCount: smallint('image_count').notNull().default(3),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    /** Lower-case, accent-free text of name, brand, categories and shades; searched with LIKE. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_mid_category_idx').on(t.midCategoryId),
    index('products_top_category_idx').on(t.topCategoryId),
  ],
);

/** Price and availability of a product in one country (a missing row means not sold there). */
export const productOffers = pgTable(
  'product_offers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    /** Integer minor units of the country's currency. */
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    /** `coalesce(sale_price, price)`, stored so price filters and sorts can use an index. */
    effectivePrice: integer('effective_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.productId] }),
    index('product_offers_price_idx').on(t.country, t.effectivePrice),
    index('product_offers_product_idx').on(t.productId),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'shade' | 'size'>().notNull(),
    hexColor: text('hex_color'),
    sizeLabel: text('size_label'),
    /** Percent of the product's country price (100 = same; larger sizes cost more). */
    priceFactor: integer('price_factor').notNull().default(100),
    position: integer('position').notNull(),
    stock: integer('stock').notNull(),
    comingSoon: boolean('coming_soon').notNull().default(false),
  },
  (t) => [uniqueIndex('product_variants_sku_idx').on(t.sku), index('product_variants_product_idx').on(t.productId)],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Set when a signed-in member wrote it; seeded reviews have none. */
    userId: integer('user_id'),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    /** As written, in the language it was written in. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Title and body in the storefront's other languages, shown in their place on those pages. */
    translations:
      jsonb('translations').$type<Partial<Record<'en' | 'id' | 'th' | 'zh', { title: string; body: string }>>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A member's review waits as `pending` until it is published; seeded reviews are published. */
    status: text('status').$type<'pending' | 'published'>().notNull().default('published'),
    /** Whether the writer recommends the product; null when they did not say. */
    recommended: boolean('recommended'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    index('product_reviews_rating_idx').on(t.productId, t.rating),
    // One review per member per product, however many submits race.
    uniqueIndex('product_reviews_member_product_unique')
      .on(t.userId, t.productId)
      .where(sql`${t.userId} is not null`),
  ],
);

export const popularQueries = pgTable(
  'popular_queries',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    /** The interface language the query is shown in (shoppers search in their own words). */
    language: text('language').notNull().default('en'),
    query: text('query').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('popular_queries_country_idx').on(t.country, t.position)],
);

// ---------------------------------------------------------------------------
// Stores and Happening

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    /** IANA time zone: opening hours and time slots are in the store's own time. */
    timeZone: text('time_zone').notNull().default('UTC'),
    openingHours: jsonb('opening_hours').$type<OpeningHoursRow[]>().notNull(),
    clickAndCollect: boolean('click_and_collect').notNull().default(true),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('stores_slug_idx').on(t.slug), index('stores_country_idx').on(t.country)],
);

export const artists = pgTable('artists', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id),
  name: text('name').notNull(),
  specialty: text('specialty').notNull(),
});

export const activityGroups = pgTable(
  'activity_groups',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    country: text('country').notNull(),
    kind: text('kind').$type<'service' | 'class' | 'event'>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('activity_groups_slug_idx').on(t.country, t.slug)],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    country: text('country').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => activityGroups.id),
    kind: text('kind').$type<'service' | 'class' | 'event'>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Integer minor units of the country's currency; 0 means free. */
    price: integer('price').notNull(),
    capacity: integer('capacity').notNull(),
    artistIds: integer('artist_ids').array().notNull(),
    /** Only bookable in the mobile app ('download app to book'). */
    appOnly: boolean('app_only').notNull().default(false),
    /** By invitation: only Beauty Pass members of this tier or above may book it. */
    invitedTier: text('invited_tier').$type<'black' | 'gold'>(),
    brandId: integer('brand_id'),
    position: integer('position').notNull(),
  },
  (t) => [index('activities_country_idx').on(t.country, t.kind), index('activities_store_idx').on(t.storeId)],
);

export const activityTimeSlots = pgTable(
  'activity_time_slots',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [index('activity_time_slots_activity_idx').on(t.activityId, t.startsAt)],
);

export const bookingQuestions = pgTable('booking_questions', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id')
    .notNull()
    .references(() => activities.id, { onDelete: 'cascade' }),
  questions: jsonb('questions').$type<BookingQuestionRow[]>().notNull(),
});

export const happeningBanners = pgTable(
  'happening_banners',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
    link: text('link').notNull(),
    position: integer('position').notNull(),
    /** Null: shown to everyone; otherwise only when previewing with this segment. */
    segment: text('segment'),
    /** Drafts are shown only in preview, until an editor publishes them. */
    status: text('status').$type<'published' | 'draft'>().notNull().default('published'),
  },
  (t) => [index('happening_banners_country_idx').on(t.country)],
);

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

// ---------------------------------------------------------------------------
// Content

export const userSegments = pgTable(
  'user_segments',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('user_segments_slug_idx').on(t.slug)],
);

export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    language: text('language').notNull(),
    pageType: text('page_type').$type<'homepage' | 'pages' | 'brands' | 'cms-pages'>().notNull(),
    /** `home` for the home page, the landing page slug, the brand slug, or the store page's path (`terms`). */
    slugUrl: text('slug_url').notNull(),
    /** Null: shown to everyone; otherwise only when previewing with this segment. */
    segment: text('segment'),
    /** Drafts are visible only through the preview endpoints. */
    status: text('status').$type<'published' | 'draft'>().notNull(),
    title: text('title').notNull(),
    seoDescription: text('seo_description').notNull(),
    blocks: jsonb('blocks').$type<ContentBlockRow[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('content_entries_lookup_idx').on(t.country, t.pageType, t.slugUrl, t.language)],
);

export const layouts = pgTable(
  'layouts',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    language: text('language').notNull(),
    segment: text('segment'),
    status: text('status').$type<'published' | 'draft'>().notNull(),
    config: jsonb('config').$type<LayoutConfigRow>().notNull(),
    announcement: text('announcement').notNull(),
    navigation: jsonb('navigation').$type<NavigationLinkRow[]>().notNull(),
    footerLinks: jsonb('footer_links').$type<NavigationLinkRow[]>().notNull(),
  },
  (t) => [index('layouts_lookup_idx').on(t.country, t.language)],
);

export const overlays = pgTable(
  'overlays',
  {
    id: serial('id').primaryKey(),
    /** Stable name shared by the per-country copies, e.g. `welcome-offer`. */
    key: text('key').notNull(),
    country: text('country').notNull(),
    language: text('language').notNull(),
    segment: text('segment'),
    title: text('title').notNull(),
    blocks: jsonb('blocks').$type<ContentBlockRow[]>().notNull(),
    /** Seconds after page load before the overlay appears. */
    delaySeconds: integer('delay_seconds').notNull(),
  },
  (t) => [index('overlays_country_idx').on(t.country)],
);
