import { z } from 'zod';

/** Store locator: stores of the request's country with opening hours and what they offer. */

export const openingHoursSchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  day: z.number().int().min(0).max(6),
  /** Local time `HH:MM`. */
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const storeSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const storeSchema = storeSummarySchema.extend({
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** IANA time zone of the store: opening hours and time slots are in this zone. */
  timeZone: z.string(),
  openingHours: z.array(openingHoursSchema),
  clickAndCollect: z.boolean(),
  /** How many activities of each kind the store offers (the locator's tabs). */
  offers: z.object({
    beautyServices: z.number().int().min(0),
    beautyClasses: z.number().int().min(0),
    storeEvents: z.number().int().min(0),
  }),
  imageUrl: z.string(),
  /** Kilometres from the `near` point of the request, or null without one. */
  distanceKm: z.number().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeListQuerySchema = z.object({
  /** `lat,lng` of the shopper: stores are then sorted nearest first, with their distance. */
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/)
    .optional(),
});

export const storeListResponseSchema = z.object({ data: z.array(storeSchema) });
export type StoreListResponse = z.infer<typeof storeListResponseSchema>;

export const storeResponseSchema = z.object({ data: storeSchema });
export type StoreResponse = z.infer<typeof storeResponseSchema>;
