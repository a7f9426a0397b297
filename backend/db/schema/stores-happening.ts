import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from './catalogue';

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
