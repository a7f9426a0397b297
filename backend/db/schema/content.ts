import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** Content documents are structured blocks, never raw HTML (see contract/content.ts). */
export type ContentBlockRow = Record<string, unknown> & { type: string };
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
