import { z } from 'zod';
import {
  ageOn,
  COMPULSORY_CONSENTS,
  consentsSchema,
  MINIMUM_AGE,
  type PasswordRuleCode,
  type RegisterBody,
  registerBodySchema,
  registrationPasswordCodes,
} from '@/contract/auth';
import { isCalendarDate } from '@/contract/user';
import { issueKeys } from '@/lib/forms/issue-keys';
import { getCountry } from '@/lib/site';
import { mobileValid, nationalMobile } from '@/lib/site/address';
import type { SIGN_UP_KEYS } from './messages';
import type { CountryCode } from '@/lib/site';
import { withPasswordRules } from './password-fields';

/**
 * The registration form's schema: the API's request schema for a new member, with the mobile
 * number by the site country's rules, the minimum age, the compulsory consents and the password
 * rules. The browser's form and the server action that takes the form posted without JavaScript
 * both check with it, so both say the same thing; what it gives is the body of `POST users`.
 */

export const CONSENT_FIELDS = [...COMPULSORY_CONSENTS, 'marketing'] as const;
export type ConsentField = (typeof CONSENT_FIELDS)[number];

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  dateOfBirth: string;
  password: string;
  passwordConfirmation: string;
  consents: Record<ConsentField, boolean>;
}

/** What a failed submit gives back to the form: everything but the passwords. */
export type KeptValues = Omit<SignUpValues, 'password' | 'passwordConfirmation'>;

type SignUpKey = (typeof SIGN_UP_KEYS)[number];

/** The fields that show a message of their own, in the order a failed submit looks for the first. */
export const SIGN_UP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'dateOfBirth',
  ...COMPULSORY_CONSENTS.map((name) => `consents.${name}` as const),
] as const;
type SignUpField = (typeof SIGN_UP_FIELDS)[number];
export type SignUpFieldErrors = Partial<Record<SignUpField, SignUpKey>>;

/**
 * Each field's message. A name longer than the API takes cannot be typed (the field stops at it);
 * a password the API would refuse is told by the rules it breaks, under the form's heading.
 */
export const signUpIssues = issueKeys<SignUpKey | 'signUp.passwordInvalid'>({
  firstName: { required: 'signUp.required', invalid: 'signUp.required' },
  lastName: { required: 'signUp.required', invalid: 'signUp.required' },
  email: { required: 'signUp.required', invalid: 'signUp.emailInvalid' },
  mobile: { required: 'signUp.required', invalid: 'signUp.mobileInvalid' },
  dateOfBirth: { required: 'signUp.required', invalid: 'signUp.dateInvalid' },
  consents: { required: 'signUp.consentRequired', invalid: 'signUp.consentRequired' },
  password: { required: 'signUp.passwordInvalid', invalid: 'signUp.passwordInvalid' },
  passwordConfirmation: { required: 'signUp.passwordInvalid', invalid: 'signUp.passwordInvalid' },
});

/** The password rules a new account's checklist shows, in order. */
export const SIGN_UP_PASSWORD_RULES: readonly PasswordRuleCode[] = [
  'AUTH_MS_PV_001',
  'AUTH_MS_PV_002',
  'AUTH_MS_PV_003',
  'AUTH_MS_PV_004',
  'AUTH_MS_PV_005',
  'AUTH_MS_PV_007',
];

export function emptySignUp(): SignUpValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
    dateOfBirth: '',
    password: '',
    passwordConfirmation: '',
    consents: { personalData: false, thirdPartyDisclosure: false, policy: false, over14: false, marketing: false },
  };
}

/** The latest birth date a member may have today: they must be at least the minimum age. */
export function latestBirthDate(now: Date = new Date()): string {
  const latest = new Date(Date.UTC(now.getUTCFullYear() - MINIMUM_AGE, now.getUTCMonth(), now.getUTCDate()));
  return latest.toISOString().slice(0, 10);
}

const given = (name: (typeof COMPULSORY_CONSENTS)[number]) => consentsSchema.shape[name].refine(Boolean);

/** The registration form's schema for a country's site; `now` decides the age (today when left out). */
export function signUpFormSchema(country: CountryCode, now?: Date) {
  const { callingCode } = getCountry(country);
  const body = registerBodySchema.shape;
  const fields = z.object({
    firstName: body.firstName,
    lastName: body.lastName,
    email: z.string().trim().min(1).pipe(body.email),
    mobile: z
      .string()
      .trim()
      .min(1)
      .refine((phone) => mobileValid(country, phone, callingCode)),
    dateOfBirth: z
      .string()
      .min(1)
      .refine(isCalendarDate, { abort: true })
      .refine((date) => ageOn(date, now) >= MINIMUM_AGE, { message: 'signUp.underAge' }),
    password: body.password,
    passwordConfirmation: body.passwordConfirmation,
    consents: consentsSchema.extend({
      personalData: given('personalData'),
      thirdPartyDisclosure: given('thirdPartyDisclosure'),
      policy: given('policy'),
      over14: given('over14'),
      // Always said, yes or no.
      marketing: consentsSchema.shape.marketing.unwrap(),
    }),
  });
  return withPasswordRules(fields, registrationPasswordCodes)
    .transform((values): RegisterBody => ({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
      passwordConfirmation: values.passwordConfirmation,
      mobileNumber: { callingCode, phoneNumber: nationalMobile(values.mobile, callingCode) },
      dateOfBirth: values.dateOfBirth,
      consents: { ...values.consents },
    }))
    .pipe(registerBodySchema);
}

export function keptValues(values: SignUpValues): KeptValues {
  const { password: _password, passwordConfirmation: _confirmation, ...kept } = values;
  return kept;
}
