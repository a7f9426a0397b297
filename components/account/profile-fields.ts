import { z } from 'zod';
import { ageOn, MINIMUM_AGE } from '@/contract/auth';
import { isCalendarDate, updateUserBodySchema, type UpdateUserBody, type UserProfile } from '@/contract/user';
import { issueKeys } from '@/lib/forms/issue-keys';
import { getCountry, type CountryCode } from '@/lib/site';
import { mobileValid, nationalMobile } from '@/lib/site/address';
import type { ChangePasswordFormState, ProfileFormState } from './profile-actions';

/**
 * The profile form's fields and their schema, shared by the browser and the server action that
 * takes the form posted without JavaScript, so both say the same thing.
 */

export interface ProfileValues {
  firstName: string;
  lastName: string;
  mobile: string;
  /** Only sent while the member has none: a birth date, once given, cannot be changed. */
  dateOfBirth: string;
  marketing: boolean;
}

export type ProfileField = 'firstName' | 'lastName' | 'mobile' | 'dateOfBirth';

export const PROFILE_KEYS = [
  'profile.required',
  'profile.mobileInvalid',
  'profile.dateInvalid',
  'profile.underAge',
  'profile.dateLocked',
] as const;
export type ProfileFieldError = (typeof PROFILE_KEYS)[number];
export type ProfileFieldErrors = Partial<Record<ProfileField, ProfileFieldError>>;

/** A name longer than the API takes cannot be typed (the fields stop at 100): only an empty one is told. */
export const profileIssues = issueKeys<ProfileFieldError>({
  firstName: { required: 'profile.required', invalid: 'profile.required' },
  lastName: { required: 'profile.required', invalid: 'profile.required' },
  mobile: { required: 'profile.mobileInvalid', invalid: 'profile.mobileInvalid' },
  dateOfBirth: { required: 'profile.dateInvalid', invalid: 'profile.dateInvalid' },
});

/** What the member already has, which decides what the form may send. */
export interface StoredProfile {
  /** A birth date, once given, stays; the form shows it and does not send it. */
  dateLocked: boolean;
  /** The mobile as the form shows it; left as it is, it is not sent (a number from another country's site stays). */
  mobile: string;
}

/** The form's starting values: a mobile in the site country's calling code shows without it. */
export function storedProfile(profile: UserProfile, country: CountryCode): StoredProfile {
  return { dateLocked: profile.dateOfBirth !== null, mobile: profileValues(profile, country).mobile };
}

export function profileValues(profile: UserProfile, country: CountryCode): ProfileValues {
  const callingCode = getCountry(country).callingCode;
  const mobile = profile.mobile
    ? profile.mobile.callingCode === callingCode
      ? profile.mobile.phoneNumber
      : `+${profile.mobile.callingCode} ${profile.mobile.phoneNumber}`
    : '';
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    mobile,
    dateOfBirth: profile.dateOfBirth ?? '',
    marketing: profile.marketingConsent,
  };
}

/**
 * The profile form: the names as the API takes them, a changed mobile in the site country's shape
 * (one left as stored is not sent, whatever its country), a birth date only while the member has
 * none, real and old enough. What it gives is the body of `PATCH user`, parsed by the API's schema.
 */
export function profileFormSchema(country: CountryCode, stored: StoredProfile, now: Date = new Date()) {
  const callingCode = getCountry(country).callingCode;
  const { firstName, lastName } = updateUserBodySchema.shape;
  return z
    .object({
      firstName: firstName.unwrap(),
      lastName: lastName.unwrap(),
      mobile: z.string().refine((typed) => {
        const mobile = typed.trim();
        return !mobile || mobile === stored.mobile.trim() || mobileValid(country, mobile, callingCode);
      }),
      dateOfBirth: stored.dateLocked
        ? z.string()
        : z
            .string()
            .refine((date) => !date || isCalendarDate(date), { abort: true })
            .refine((date) => !date || ageOn(date, now) >= MINIMUM_AGE, { error: 'profile.underAge' }),
      marketing: z.boolean(),
    })
    .transform((values): UpdateUserBody => updateUserBody(values, country, stored))
    .pipe(updateUserBodySchema);
}

function updateUserBody(values: ProfileValues, country: CountryCode, stored: StoredProfile): UpdateUserBody {
  const callingCode = getCountry(country).callingCode;
  const mobile = values.mobile.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(mobile === stored.mobile.trim()
      ? {}
      : { mobileNumber: mobile ? { callingCode, phoneNumber: nationalMobile(mobile, callingCode) } : null }),
    ...(!stored.dateLocked && values.dateOfBirth ? { dateOfBirth: values.dateOfBirth } : {}),
    marketing: values.marketing,
  };
}

/** The field (or form) message an API refusal of the profile shows. */
export function profileErrorOf(code: string): { field?: ProfileField; key: ProfileFieldError } | null {
  switch (code) {
    case 'invalid_mobile_number':
      return { field: 'mobile', key: 'profile.mobileInvalid' };
    case 'under_minimum_age':
      return { field: 'dateOfBirth', key: 'profile.underAge' };
    case 'invalid_date':
      return { field: 'dateOfBirth', key: 'profile.dateInvalid' };
    case 'date_of_birth_locked':
      return { field: 'dateOfBirth', key: 'profile.dateLocked' };
    default:
      return null;
  }
}

/** The message a refused password change shows: the account namespace's own, else the errors namespace's. */
export function changePasswordErrorKey(code: string, fallback: string): string {
  switch (code) {
    case 'current_password_incorrect':
      return 'password.currentIncorrect';
    case 'password_changed_meanwhile':
      return 'password.changedMeanwhile';
    case 'invalid_password':
      return 'password.invalid';
    default:
      return fallback;
  }
}

/** Where a plain post's result waits for the page it redirects to; never holds a password. */
export const PROFILE_RESULT_COOKIE = 'profile-form-result';

export type ProfileResult =
  { form: 'profile'; state: ProfileFormState } | { form: 'password'; state: ChangePasswordFormState };

/** The result a plain post left for the page, if the cookie holds a well-formed one. */
export function readProfileResult(raw: string | undefined): ProfileResult | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { form, state } = parsed as { form?: unknown; state?: unknown };
    if ((form !== 'profile' && form !== 'password') || !state || typeof state !== 'object') return null;
    return parsed as ProfileResult;
  } catch {
    return null;
  }
}
