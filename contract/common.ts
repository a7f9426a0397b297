import { z } from 'zod';

/** Answers without a body (204). */
export const noContentSchema = z.unknown().transform((): undefined => undefined);

/** Every error answer of /api/web/v1 has this shape. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Optional extra data, e.g. a reference id for a blocked sign-in or password rule codes. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Messages fixed word for word by the product rules. */
export const ERROR_MESSAGES = {
  authenticationFailed: 'Authentication failed.',
  userNotFound: 'User not found',
  landingPageNotFound: 'Landing Page not found',
  layoutNotFound: 'Layout not found',
  resourceNotFound: 'Resource not found!',
  offerNotFound: 'Offer not found',
  notAuthorized: 'You are not authorized to perform this action',
  promotionInvalid: 'Sorry, the promotion is invalid.',
  signInBlocked: 'This sign-in attempt was blocked.',
  maxQuantity: 'Only a maximum quantity of 6 of the item could be added to your bag',
  noProductsFound: 'Sorry, no products found',
  serviceUnavailable: 'The service is unavailable for a moment. Please try again shortly.',
} as const;

/** The largest value of the database's integer columns (ids, quantities, points). */
export const DB_INT_MAX = 2_147_483_647;

/** A record id in a path or query: a positive integer the database can hold (else 400). */
export const recordIdSchema = z.coerce.number().int().min(1).max(DB_INT_MAX);

export const paginationMetaSchema = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** Money in integer minor units of `currency` (never floating point). */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;

/** An e-mail address as the shop keeps it: trimmed, lower-cased, well formed. */
export const emailAddressSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
