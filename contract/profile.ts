import { z } from 'zod';
import {
  EYE_COLOURS,
  HAIR_CONCERNS,
  HAIR_TYPES,
  MAX_FAVOURITE_CATEGORIES,
  SKIN_CONCERNS,
  SKIN_TONES,
  SKIN_TYPES,
  type SkinTone,
} from './profile-options';

export * from './profile-options';

const SKIN_TONE_KEYS = Object.keys(SKIN_TONES) as [SkinTone, ...SkinTone[]];

/** A list of distinct choices. */
function choices<T extends readonly [string, ...string[]]>(values: T, max: number) {
  return z
    .array(z.enum(values))
    .max(max)
    .refine((list) => new Set(list).size === list.length, { message: 'Each choice may appear once' });
}

export const beautyProfileInputSchema = z
  .object({
    skinType: z.enum(SKIN_TYPES).nullable(),
    skinConcerns: choices(SKIN_CONCERNS, SKIN_CONCERNS.length),
    skinTone: z.enum(SKIN_TONE_KEYS).nullable(),
    hairType: z.enum(HAIR_TYPES).nullable(),
    hairConcerns: choices(HAIR_CONCERNS, HAIR_CONCERNS.length),
    eyeColour: z.enum(EYE_COLOURS).nullable(),
    /** Slugs of the catalogue's top categories. */
    favouriteCategories: z
      .array(z.string().min(1).max(100))
      .max(MAX_FAVOURITE_CATEGORIES)
      .refine((list) => new Set(list).size === list.length, { message: 'Each choice may appear once' }),
  })
  .strict();
export type BeautyProfileInput = z.infer<typeof beautyProfileInputSchema>;

export const beautyProfileSchema = beautyProfileInputSchema.extend({
  /** Every section filled. */
  complete: z.boolean(),
  /** ISO date-time the profile was first complete, or null. */
  completedAt: z.string().nullable(),
  /** Points this save earned (the first complete save), otherwise 0. */
  pointsEarned: z.number().int().min(0),
});
export type BeautyProfile = z.infer<typeof beautyProfileSchema>;

export const beautyProfileResponseSchema = z.object({ data: beautyProfileSchema });
export type BeautyProfileResponse = z.infer<typeof beautyProfileResponseSchema>;
