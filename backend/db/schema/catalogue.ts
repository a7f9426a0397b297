import { sql } from 'drizzle-orm';
import {
  boolean,
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
