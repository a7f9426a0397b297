import { z } from 'zod';

export const mobileSchema = z.object({
  /** Digits only, without the plus sign, e.g. `65`. */
  callingCode: z.string().regex(/^\d{1,4}$/),
  /** Digits only, without the calling code. */
  phoneNumber: z.string().regex(/^\d{6,15}$/),
});
export type Mobile = z.infer<typeof mobileSchema>;

/** A date as `YYYY-MM-DD`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

/**
 * Whether a `YYYY-MM-DD` string names a day of the calendar: `1995-02-30` has the shape but no day,
 * and `Date.parse` would roll it over to 2 March. The API answers such a birth date `invalid_date`.
 */
export function isCalendarDate(value: string): boolean {
  if (!isoDateSchema.safeParse(value).success) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A `YYYY-MM-DD` date that is a day of the calendar. */
export const calendarDateSchema = isoDateSchema.refine(isCalendarDate, 'Expected a date of the calendar');

/** GET user: the signed-in member's profile. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: mobileSchema.nullable(),
  dateOfBirth: isoDateSchema.nullable(),
  marketingConsent: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * A mobile number as sent by a form: either the split object or one string of digits
 * (spaces, dashes and a leading plus allowed) to which the site country's calling code applies.
 */
export const mobileInputSchema = z.union([
  mobileSchema,
  z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{6,20}$/, 'Invalid phone number'),
]);
export type MobileInput = z.infer<typeof mobileInputSchema>;

/** PATCH user. */
export const updateUserBodySchema = z
  .object({
    firstName: z.string().trim().min(1).max(100).optional(),
    lastName: z.string().trim().min(1).max(100).optional(),
    mobileNumber: mobileInputSchema.nullable().optional(),
    dateOfBirth: isoDateSchema.nullable().optional(),
    marketing: z.boolean().optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** Error codes of PATCH user and PUT user/password. */
export const PROFILE_ERROR_CODES = {
  /** A birth date, once given, stays: it decides the birthday perks. */
  dateOfBirthLocked: 'date_of_birth_locked',
  invalidDate: 'invalid_date',
  invalidMobileNumber: 'invalid_mobile_number',
  currentPasswordIncorrect: 'current_password_incorrect',
  /** Another change of the password was made at the same moment; the member tries again. */
  passwordChangedMeanwhile: 'password_changed_meanwhile',
} as const;

/** PUT user/password. Answers 422 with `details.codes` (AUTH_MS_PV_*) when the new password fails a rule. */
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(256),
  password: z.string().max(256),
  passwordConfirmation: z.string().max(256),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
