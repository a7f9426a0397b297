import { z } from 'zod';
import { moneySchema } from './common';
import { storeSummarySchema } from './stores';

/**
 * Happening: beauty services, beauty classes and store events, their groups, banners,
 * and the read side of booking (questions, time slots, available slots).
 */

export const activityKindSchema = z.enum(['service', 'class', 'event']);
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const artistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  specialty: z.string(),
});
export type Artist = z.infer<typeof artistSchema>;

export const activityGroupSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});

export const activitySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: activityKindSchema,
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int().positive(),
  /** Zero for free activities. */
  price: moneySchema,
  currencySymbol: z.string(),
  /** Places per time slot. */
  capacity: z.number().int().positive(),
  /** Places left over all upcoming slots. */
  remainingSlots: z.number().int().min(0),
  /** Booking only in the mobile app ('download app to book'). */
  appOnly: z.boolean(),
  /** By invitation: only Beauty Pass members of this tier or above may book it (Gold's event invitations). */
  invitedTier: z.enum(['black', 'gold']).nullable(),
  group: activityGroupSummarySchema,
  /** Where it takes place; times are in the store's zone. */
  store: storeSummarySchema.extend({ timeZone: z.string() }),
  artists: z.array(artistSchema),
  imageUrl: z.string(),
  nextSlotAt: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityListQuerySchema = z.object({
  kind: activityKindSchema.optional(),
  /** Activity group slug. */
  group: z.string().trim().min(1).optional(),
  /** Store slug. */
  store: z.string().trim().min(1).optional(),
});

export const activityListResponseSchema = z.object({ data: z.array(activitySchema) });
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;

export const activityResponseSchema = z.object({ data: activitySchema });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

export const activityGroupSchema = activityGroupSummarySchema.extend({
  kind: activityKindSchema,
  description: z.string(),
  activityCount: z.number().int().min(0),
});
export type ActivityGroup = z.infer<typeof activityGroupSchema>;

export const activityGroupListQuerySchema = z.object({
  kind: activityKindSchema.optional(),
  store: z.string().trim().min(1).optional(),
});

export const activityGroupListResponseSchema = z.object({ data: z.array(activityGroupSchema) });
export type ActivityGroupListResponse = z.infer<typeof activityGroupListResponseSchema>;

export const happeningBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  /** Drafts and segment banners are answered only in preview mode. */
  status: z.enum(['published', 'draft']),
  segment: z.string().nullable(),
});
export type HappeningBanner = z.infer<typeof happeningBannerSchema>;

export const happeningBannerListResponseSchema = z.object({ data: z.array(happeningBannerSchema) });
export type HappeningBannerListResponse = z.infer<typeof happeningBannerListResponseSchema>;

/** booking-services/pages: the entry points of the booking section. */
export const bookingPageSchema = z.object({
  kind: activityKindSchema,
  title: z.string(),
  description: z.string(),
  activityCount: z.number().int().min(0),
  href: z.string(),
});
export const bookingPageListResponseSchema = z.object({ data: z.array(bookingPageSchema) });
export type BookingPageListResponse = z.infer<typeof bookingPageListResponseSchema>;

export const bookingQuestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(['text', 'select', 'boolean']),
  required: z.boolean(),
  maxLength: z.number().int().positive().nullable(),
  options: z.array(z.string()),
});
export type BookingQuestion = z.infer<typeof bookingQuestionSchema>;

export const bookingQuestionsResponseSchema = z.object({
  data: z.object({ activityId: z.number().int(), questions: z.array(bookingQuestionSchema) }),
});
export type BookingQuestionsResponse = z.infer<typeof bookingQuestionsResponseSchema>;

export const timeSlotSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  artist: artistSchema.nullable(),
  capacity: z.number().int().positive(),
  /** Places left (spec: capacity shown as remaining slots). */
  remaining: z.number().int().min(0),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const timeSlotQuerySchema = z.object({
  /** ISO date `YYYY-MM-DD`, inclusive; default today (UTC). */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** ISO date, inclusive; default 30 days after `from`. */
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Only slots of this artist. */
  artist: z.coerce.number().int().positive().optional(),
});

export const timeSlotListResponseSchema = z.object({ data: z.array(timeSlotSchema) });
export type TimeSlotListResponse = z.infer<typeof timeSlotListResponseSchema>;

/** Upcoming slots with places left, grouped by day (UTC date); empty when none. */
export const availableSlotsResponseSchema = z.object({
  data: z.array(z.object({ date: z.string(), slots: z.array(timeSlotSchema) })),
});
export type AvailableSlotsResponse = z.infer<typeof availableSlotsResponseSchema>;
