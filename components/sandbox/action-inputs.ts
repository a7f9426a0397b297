import { z } from 'zod';
import { isCalendarDate } from '@/contract/user';
import { COUNTRY_CODES } from '@/lib/site';

/*
 * What each sandbox form may send, checked before anything reaches the API. An issue's message is
 * a key of the `sandbox` namespace (`errors.*`), translated where the form shows it.
 */

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true');
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const whole = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'errors.wholeNumber')
    .transform(Number)
    .pipe(z.number().int().min(0).max(max, 'errors.tooLarge'));
const id = z.string().trim().regex(/^\d+$/, 'errors.wholeNumber').transform(Number).pipe(z.number().int().positive());
const rate = z
  .string()
  .trim()
  .regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'errors.rate')
  .transform(Number);
const tier = z.enum(['white', 'black', 'gold'], 'errors.tier');

export const qaSignInInput = z.object({
  credential: z
    .string('errors.credentialRequired')
    .trim()
    .min(1, 'errors.credentialRequired')
    .max(256, 'errors.credentialWrong'),
});

export const createMemberInput = z.object({
  email: optionalText.pipe(z.email('errors.email').max(254, 'errors.email').optional()),
  firstName: optionalText.pipe(z.string().max(100, 'errors.tooLong').optional()),
  loyaltyTier: tier,
  loyaltyPoints: whole(10_000_000),
  isEmployee: checkbox,
});

export const updateMemberInput = z.object({
  id,
  loyaltyTier: tier,
  loyaltyPoints: whole(10_000_000),
  isEmployee: checkbox,
});

export const deleteMemberInput = z.object({ id });

/** A helper that takes no fields (a single button). */
export const noInput = z.object({});

export const faultInput = z.object({
  latencyMs: whole(30_000),
  errorRate: rate,
  malformedRate: rate,
  force401Rate: rate,
  /** Comma-separated path prefixes relative to the API, e.g. `/cart, /orders`; empty means all. */
  paths: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\/?[\w\-./]+$/, 'errors.paths')).max(20, 'errors.paths')),
});

export const expirePointsInput = z.object({
  userId: optionalText.pipe(z.string().regex(/^\d+$/, 'errors.wholeNumber').transform(Number).optional()),
  /** `YYYY-MM-DD`: the day to run the rule as of; empty means today. */
  asOf: optionalText.pipe(z.string().refine(isCalendarDate, 'errors.date').optional()),
});

/** A review to publish, by its number. */
export const publishReviewInput = z.object({ reviewId: id });

export const settleInput = z.object({
  orderId: id,
  outcome: z.enum(['paid', 'failed', 'blocked'], 'errors.outcome'),
});

/** The states the order-state page makes a real order in, with how it gets there. */
export const ORDER_STATES = [
  'promptpay_pending',
  'virtual_account_pending',
  'bnpl_pending',
  'paid',
  'fraud_check_pending',
  'payment_failed',
  'payment_failed_with_inventory',
  'payment_blocked',
] as const;
export type OrderStateChoice = (typeof ORDER_STATES)[number];

export const orderStateInput = z.object({
  country: z.enum(COUNTRY_CODES, 'errors.country'),
  state: z.enum(ORDER_STATES, 'errors.state'),
});

export const mailInput = z.object({ to: z.email('errors.email').max(254, 'errors.email') });

export type FieldErrors = Record<string, string>;

/** Reads a form into the schema's input; the first issue of each field, as a `sandbox` key. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData,
):
  | { ok: true; data: z.output<S>; values: Record<string, string> }
  | { ok: false; errors: FieldErrors; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && !key.startsWith('$')) values[key] = value.slice(0, 1000);
  }
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message.startsWith('errors.') ? issue.message : 'errors.invalid';
  }
  return { ok: false, errors, values };
}
