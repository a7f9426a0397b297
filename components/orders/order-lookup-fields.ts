import { z } from 'zod';
import { orderLookupRequestSchema } from '@/contract/orders';
import { issueKeys } from '@/lib/forms/issue-keys';

/** The order lookup form: the API's request, with what a shopper is told when a field is wrong. */
export const orderLookupFormSchema = z.object({
  number: z.string().trim().min(1).pipe(orderLookupRequestSchema.shape.number),
  email: z.string().trim().min(1).pipe(orderLookupRequestSchema.shape.email),
});
export type OrderLookupForm = z.input<typeof orderLookupFormSchema>;

export const LOOKUP_KEYS = [
  'lookup.numberRequired',
  'lookup.numberInvalid',
  'lookup.emailRequired',
  'lookup.emailInvalid',
] as const;
export type LookupKey = (typeof LOOKUP_KEYS)[number];

export const lookupIssues = issueKeys<LookupKey>({
  number: { required: 'lookup.numberRequired', invalid: 'lookup.numberInvalid' },
  email: { required: 'lookup.emailRequired', invalid: 'lookup.emailInvalid' },
});
