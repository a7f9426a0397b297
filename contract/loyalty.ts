import { z } from 'zod';
import { loyaltyTierSchema } from './account';
import { moneySchema, paginationMetaSchema } from './common';

/** Beauty Pass points ledger: where each change of a member's balance comes from. */
export const POINTS_SOURCES = [
  'manual_points_adjustment',
  'level_redemption',
  'expired_points',
  'survey_points',
  'used_points',
  'registration_of_{product}_account',
  'loyalty_points',
  'online_review',
  'published_review',
  'completed_beauty_profile',
  'downloaded_mobile_app',
  'referred_mobile_app',
  'bonus_points',
  'purchase_points',
  'purchase_points_with_order_number',
  'product_review_with_name',
] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/** Points a new member earns by registering, once. */
export const REGISTRATION_POINTS = 100;

/** The account a registration points entry names. */
export const REGISTRATION_PRODUCT = 'Halcyon Beauty';

export const pointsLedgerEntrySchema = z.object({
  id: z.number().int(),
  source: z.enum(POINTS_SOURCES),
  points: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  /** The order the entry belongs to, for a link to it. */
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  subject: z.string().nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type PointsLedgerEntry = z.infer<typeof pointsLedgerEntrySchema>;

/** Points expire after this many months without a purchase or a redemption. */
export const POINTS_EXPIRY_MONTHS = 18;

/** Tier points (earned on purchases in the membership year) a tier needs, reached or kept. */
export const TIER_THRESHOLDS = { black: 300, gold: 1000 } as const;

/** A tier change is news on the dashboard for this many days. */
export const TIER_CHANGE_NEWS_DAYS = 30;

/** The downgrade warning shows this many days before the review date. */
export const DOWNGRADE_WARNING_DAYS = 60;

/** The six tier messages of the dashboard. */
export const TIER_MESSAGES = [
  'just_upgraded',
  'in_progress',
  'downgrade_warning',
  'just_downgraded',
  'keep_tier',
  'max_tier',
] as const;
export type TierMessage = (typeof TIER_MESSAGES)[number];

export const PERK_KEYS = [
  'ten_percent_off',
  'welcome_voucher',
  'birthday_voucher',
  'gold_welcome',
  'birthday_points',
  'staff_discount',
  /** A perk of a kind the store has no words of its own for: it comes with its name and description. */
  'others',
] as const;
export type PerkKey = (typeof PERK_KEYS)[number];

/**
 * active: usable now; upcoming: will be (date given); locked: not for this member's tier or status
 * yet; used: a one-time voucher or gift already taken by an order; expired: its window has passed.
 */
export const perkStateSchema = z.enum(['active', 'upcoming', 'locked', 'used', 'expired']);

export const perkSchema = z.object({
  key: z.enum(PERK_KEYS),
  state: perkStateSchema,
  minimumSpend: moneySchema.nullable(),
  /** What an active or upcoming voucher takes off an order. */
  amountOff: moneySchema.nullable().optional(),
  /**
   * ISO date: last day of an active perk, first day of an upcoming one, the day a used one was
   * taken, the last day of an expired one.
   */
  date: z.string().nullable(),
  /** The perk's own name and description, in the request's language: sent for `others`. */
  name: z.string().max(200).nullable().optional(),
  description: z.string().max(1000).nullable().optional(),
});
export type Perk = z.infer<typeof perkSchema>;

/** GET account/loyalty: the member's Beauty Pass at a glance. */
export const loyaltySummarySchema = z.object({
  member: z.object({
    firstName: z.string(),
    lastName: z.string(),
    cardNumber: z.string(),
    tier: loyaltyTierSchema,
    isEmployee: z.boolean(),
  }),
  points: z.object({
    balance: z.number().int().nonnegative(),
    /** The points that expire next, or null with none to expire. */
    expiring: z.object({ amount: z.number().int().positive(), date: z.string() }).nullable(),
  }),
  tier: z.object({
    message: z.enum(TIER_MESSAGES),
    current: loyaltyTierSchema,
    previous: loyaltyTierSchema.nullable(),
    /** The tier the progress bar leads to: the next one, or the current one to keep. */
    target: loyaltyTierSchema,
    /** 0 to 1. */
    progress: z.number().min(0).max(1),
    /** Still to spend to reach or keep `target`, in the country's currency; null when nothing is left. */
    amountToSpend: moneySchema.nullable(),
    /** ISO date of the tier review: spend counts until then. */
    reviewOn: z.string(),
    daysLeft: z.number().int().nonnegative(),
  }),
  perks: z.array(perkSchema),
});
export type LoyaltySummary = z.infer<typeof loyaltySummarySchema>;

/** GET account/points?page=: the points ledger, newest first. */
export const pointsHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});
export const pointsHistoryResponseSchema = z.object({
  data: z.array(pointsLedgerEntrySchema),
  meta: paginationMetaSchema,
});
export type PointsHistoryResponse = z.infer<typeof pointsHistoryResponseSchema>;
