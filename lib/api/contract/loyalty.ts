import { z } from 'zod';

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
  orderNumber: z.string().nullable(),
  subject: z.string().nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type PointsLedgerEntry = z.infer<typeof pointsLedgerEntrySchema>;
