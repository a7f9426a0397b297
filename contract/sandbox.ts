import { z } from 'zod';
import { loyaltyTierSchema } from './account';
import { paginationMetaSchema } from './common';
import { POINTS_SOURCES } from './loyalty';
import { calendarDateSchema, isoDateSchema, mobileSchema } from './user';

/** sandbox/users: QA view of a member, profile and loyalty together. */
export const sandboxUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: mobileSchema.nullable(),
  dateOfBirth: isoDateSchema.nullable(),
  isEmployee: z.boolean(),
  cardNumber: z.string(),
  loyaltyPoints: z.number().int(),
  loyaltyTier: loyaltyTierSchema,
  tierPointsCounter: z.number().int(),
  marketingConsent: z.boolean(),
  locked: z.boolean(),
  createdAt: z.string(),
});
export type SandboxUser = z.infer<typeof sandboxUserSchema>;

export const sandboxUserListSchema = z.object({
  data: z.array(sandboxUserSchema),
  meta: paginationMetaSchema,
});

const sandboxUserFields = {
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  password: z.string().max(256),
  mobile: mobileSchema.nullable(),
  dateOfBirth: calendarDateSchema.nullable(),
  isEmployee: z.boolean(),
  loyaltyPoints: z.number().int().min(0),
  loyaltyTier: loyaltyTierSchema,
  tierPointsCounter: z.number().int().min(0),
  marketingConsent: z.boolean(),
  locked: z.boolean(),
};

/** An entry of a new member's points history; the balance after each is summed in order. */
export const sandboxPointsEntrySchema = z
  .object({
    source: z.enum(POINTS_SOURCES),
    points: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    orderNumber: z.string().min(1).max(40).optional(),
    subject: z.string().min(1).max(200).optional(),
  })
  .strict();

/**
 * POST sandbox/users. The password defaults to `Sandbox!Pass1`; it must pass the password rules.
 * `tierReviewOn` sets the day the tier is next reviewed (else a year after joining);
 * `pointsHistory` writes the member's points log, oldest first.
 */
export const sandboxCreateUserBodySchema = z
  .object({ email: z.email().max(254) })
  .extend(z.object(sandboxUserFields).partial().shape)
  .extend({
    tierReviewOn: calendarDateSchema.optional(),
    pointsHistory: z.array(sandboxPointsEntrySchema).max(50).optional(),
  })
  .strict();
export type SandboxCreateUserBody = z.infer<typeof sandboxCreateUserBodySchema>;

/** PATCH sandbox/users/{id}. */
export const sandboxUpdateUserBodySchema = z
  .object({ email: z.email().max(254) })
  .extend(sandboxUserFields)
  .partial()
  .strict();
export type SandboxUpdateUserBody = z.infer<typeof sandboxUpdateUserBodySchema>;

const rate = z.number().min(0).max(1);

/** PUT sandbox/faults: the fault switch applied to every non-sandbox route (or only `paths`). */
export const faultConfigSchema = z
  .object({
    latencyMs: z.number().int().min(0).max(30_000).default(0),
    errorRate: rate.default(0),
    malformedRate: rate.default(0),
    force401Rate: rate.default(0),
    /** Path prefixes relative to /api/web/v1, e.g. `/cart`; empty means every route. */
    paths: z.array(z.string().min(1)).default([]),
    /** Seed of the deterministic random generator deciding which requests fail. */
    seed: z.number().int().default(1),
  })
  .strict();
export type FaultConfigInput = z.input<typeof faultConfigSchema>;
export type FaultConfig = z.infer<typeof faultConfigSchema>;

export const faultStateSchema = z.object({ enabled: z.boolean(), config: faultConfigSchema.nullable() });
export type FaultState = z.infer<typeof faultStateSchema>;

/** GET sandbox/mail?to=: the outbox of one address, newest first (unlock links and the like). */
export const sandboxMailQuerySchema = z.object({ to: z.string().trim().min(1).max(254) });
export const sandboxMailMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: z.enum([
    'unlock',
    'booking',
    'password_reset',
    'registration_confirm',
    'registration_existing',
    'no_account',
    'order_confirmation',
  ]),
  subject: z.string(),
  body: z.string(),
  token: z.string().nullable(),
  createdAt: z.string(),
});
export const sandboxMailListSchema = z.object({ data: z.array(sandboxMailMessageSchema) });
export type SandboxMailMessage = z.infer<typeof sandboxMailMessageSchema>;

/**
 * POST sandbox/points/expire: runs the points-expiry rule (the whole balance lapses
 * POINTS_EXPIRY_MONTHS after the last purchase or redemption) for one member or all, as of a
 * moment that defaults to now; a moment in the future lets QA see what would lapse then.
 */
export const sandboxExpirePointsBodySchema = z
  .object({
    userId: z.number().int().positive().optional(),
    asOf: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type SandboxExpirePointsBody = z.infer<typeof sandboxExpirePointsBodySchema>;

export const sandboxExpiredPointsSchema = z.object({
  data: z.array(
    z.object({
      userId: z.number().int(),
      email: z.string(),
      /** Points taken off the balance. */
      points: z.number().int(),
      /** The day they lapsed on, `YYYY-MM-DD`. */
      lapsedOn: z.string(),
    }),
  ),
});
export type SandboxExpiredPoints = z.infer<typeof sandboxExpiredPointsSchema>;

/** What resetting the demo members changed. */
export const sandboxDemoResetSchema = z.object({
  data: z.object({
    /** Demo members found (`…@demo.halcyonbeauty.test`). */
    members: z.number().int(),
    /** Open bags emptied (their lines, promo, samples, gifts and reward). */
    bagsEmptied: z.number().int(),
    /** Wish-list, waitlist and reminder entries removed. */
    listItemsRemoved: z.number().int(),
    /** Sessions (refresh-token families) ended. */
    sessionsEnded: z.number().int(),
  }),
});
export type SandboxDemoReset = z.infer<typeof sandboxDemoResetSchema>;

/**
 * POST sandbox/access-tokens/expire: the member's access token as it reads once its lifetime has
 * passed (same member, same session, expired a minute ago), for journeys through the refresh path.
 */
export const sandboxExpireAccessTokenBodySchema = z.object({ accessToken: z.string().min(1).max(4096) }).strict();
export const sandboxExpiredAccessTokenSchema = z.object({ accessToken: z.string() });

/**
 * POST sandbox/bookings/past: a booking the member made of an activity whose time has passed
 * (`daysAgo` days before today, at 14:00 in the store's time zone).
 */
export const sandboxPastBookingBodySchema = z
  .object({
    userId: z.number().int().positive(),
    activityId: z.number().int().positive(),
    daysAgo: z.number().int().min(1).max(365).default(7),
  })
  .strict();
export const sandboxPastBookingSchema = z.object({
  data: z.object({ number: z.string(), activityId: z.number().int(), startsAt: z.string() }),
});
