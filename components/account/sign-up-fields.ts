import {
  ageOn,
  COMPULSORY_CONSENTS,
  MINIMUM_AGE,
  type PasswordRuleCode,
  type RegisterBody,
  registrationPasswordCodes,
} from '@/lib/api/contract/auth';
import { getCountry } from '@/lib/site';
import { mobileValid, nationalMobile } from '@/lib/site/address';
import type { CountryCode } from '@/lib/site';

/**
 * The registration form's fields and their checks, shared by the browser (live) and the server
 * action that takes the form posted without JavaScript, so both say the same thing.
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

export type SignUpFieldError =
  | 'signUp.required'
  | 'signUp.emailInvalid'
  | 'signUp.mobileInvalid'
  | 'signUp.dateInvalid'
  | 'signUp.underAge'
  | 'signUp.consentRequired';

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'mobile' | 'dateOfBirth' | ConsentField;
export type SignUpFieldErrors = Partial<Record<SignUpField, SignUpFieldError>>;

/** The password rules a new account's checklist shows, in order. */
export const SIGN_UP_PASSWORD_RULES: readonly PasswordRuleCode[] = [
  'AUTH_MS_PV_001',
  'AUTH_MS_PV_002',
  'AUTH_MS_PV_003',
  'AUTH_MS_PV_004',
  'AUTH_MS_PV_005',
  'AUTH_MS_PV_007',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

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

export function passwordCodes(values: Pick<SignUpValues, 'email' | 'password' | 'passwordConfirmation'>) {
  return registrationPasswordCodes(values);
}

export function validateSignUp(values: SignUpValues, country: CountryCode, now: Date = new Date()) {
  const errors: SignUpFieldErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'signUp.required';
  if (!values.lastName.trim()) errors.lastName = 'signUp.required';
  if (!values.email.trim()) errors.email = 'signUp.required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'signUp.emailInvalid';
  if (!values.mobile.trim()) errors.mobile = 'signUp.required';
  else if (!mobileValid(country, values.mobile, getCountry(country).callingCode))
    errors.mobile = 'signUp.mobileInvalid';
  if (!values.dateOfBirth) errors.dateOfBirth = 'signUp.required';
  else if (!DATE.test(values.dateOfBirth) || Number.isNaN(Date.parse(values.dateOfBirth)))
    errors.dateOfBirth = 'signUp.dateInvalid';
  else if (ageOn(values.dateOfBirth, now) < MINIMUM_AGE) errors.dateOfBirth = 'signUp.underAge';
  for (const name of COMPULSORY_CONSENTS) if (!values.consents[name]) errors[name] = 'signUp.consentRequired';
  return { fieldErrors: errors, codes: passwordCodes(values) };
}

export function registerBody(values: SignUpValues, country: CountryCode): RegisterBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    mobileNumber: {
      callingCode: getCountry(country).callingCode,
      phoneNumber: nationalMobile(values.mobile, getCountry(country).callingCode),
    },
    dateOfBirth: values.dateOfBirth,
    consents: { ...values.consents },
  };
}

export function keptValues(values: SignUpValues): KeptValues {
  const { password: _password, passwordConfirmation: _confirmation, ...kept } = values;
  return kept;
}
