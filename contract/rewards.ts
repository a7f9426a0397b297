import { z } from 'zod';
import { brandSummarySchema } from './catalogue';

/** Beauty Pass rewards boutique (read side). */

/** Rewards costing at most this many points are in the first group; the rest from 500 up. */
export const REWARD_GROUP_THRESHOLD = 500;

export const rewardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: brandSummarySchema,
  productId: z.number().int(),
  variantId: z.number().int(),
  imageUrl: z.string(),
  pointsCost: z.number().int().positive(),
  /** The new-gift badge. */
  isNew: z.boolean(),
  fullyRedeemed: z.boolean(),
  /** Tier needed to redeem, or null for every member. */
  minimumTier: z.enum(['white', 'black', 'gold']).nullable(),
  /** ISO date `YYYY-MM-DD`, last day the reward can be redeemed. */
  validUntil: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardGroupSchema = z.object({
  key: z.enum(['under_500', '500_and_above']),
  minPoints: z.number().int(),
  /** Null for the open-ended group. */
  maxPoints: z.number().int().nullable(),
  rewards: z.array(rewardSchema),
});

export const rewardListResponseSchema = z.object({
  data: z.object({ groups: z.array(rewardGroupSchema) }),
});
export type RewardListResponse = z.infer<typeof rewardListResponseSchema>;
export type RewardGroups = RewardListResponse['data']['groups'];
