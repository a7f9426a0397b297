'use server';

import { changePassword, getUser, updateUser } from '@/lib/api/account';
import type { PasswordRuleCode } from '@/lib/api/contract/auth';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { createActionApiClient } from '@/lib/api/server';
import { COUNTRY_CODES, type CountryCode, type Language, supportsLanguage } from '@/lib/site';
import {
  changePasswordErrorKey,
  profileErrorOf,
  type ProfileFieldErrors,
  type ProfileValues,
  storedProfile,
  updateUserBody,
  validateProfile,
} from './profile-fields';

/*
 * The profile and password forms post here. Without JavaScript the browser sends a plain POST;
 * with it React sends the same action without leaving the page. Either way a password travels in
 * a POST body only, never in an address.
 */

export interface ProfileFormState {
  saved?: boolean;
  /** An `account` key (`profile.*`) or an errors-namespace key. */
  errorKey?: string;
  fieldErrors?: ProfileFieldErrors;
  /** What was typed, so a refused form shows it again. */
  values?: ProfileValues;
  /** Counts the answers, so the form can tell a new answer from the one it already showed. */
  round?: number;
}

export interface ChangePasswordFormState {
  changed?: boolean;
  /** An `account` key (`password.*`) or an errors-namespace key. */
  errorKey?: string;
  currentMissing?: boolean;
  codes?: PasswordRuleCode[];
  round?: number;
}

const MAX_PASSWORD = 256;

/** Bound arguments come back from the browser: only a real country × language pair is taken. */
function locale(country: unknown, lang: unknown): { country: CountryCode; lang: Language } {
  const code = COUNTRY_CODES.find((candidate) => candidate === country);
  if (!code || typeof lang !== 'string' || !supportsLanguage(code, lang as Language)) {
    throw new Error('Unknown country or language');
  }
  return { country: code, lang: lang as Language };
}

function text(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

export async function updateProfileWithForm(
  countryArg: CountryCode,
  langArg: Language,
  previous: ProfileFormState,
  form: FormData,
): Promise<ProfileFormState> {
  const { country, lang } = locale(countryArg, langArg);
  const round = (previous.round ?? 0) + 1;
  const values: ProfileValues = {
    firstName: text(form, 'firstName', 100),
    lastName: text(form, 'lastName', 100),
    mobile: text(form, 'mobile', 24),
    dateOfBirth: text(form, 'dateOfBirth', 10),
    marketing: form.get('marketing') !== null,
  };
  const client = await createActionApiClient(country, lang);
  try {
    // What the member already has decides what may be sent (a birth date is given once).
    const stored = storedProfile(await getUser(client), country);
    const fieldErrors = validateProfile(values, country, stored);
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, errorKey: 'profile.formErrors', values, round };
    await updateUser(client, updateUserBody(values, country, stored));
  } catch (error) {
    const known = isApiError(error) ? profileErrorOf(error.code) : null;
    if (known?.field)
      return { fieldErrors: { [known.field]: known.key }, errorKey: 'profile.formErrors', values, round };
    return { errorKey: errorMessageKey(error), values, round };
  }
  return { saved: true, round };
}

export async function changePasswordWithForm(
  countryArg: CountryCode,
  langArg: Language,
  previous: ChangePasswordFormState,
  form: FormData,
): Promise<ChangePasswordFormState> {
  const { country, lang } = locale(countryArg, langArg);
  const round = (previous.round ?? 0) + 1;
  const currentPassword = text(form, 'currentPassword', MAX_PASSWORD);
  const password = text(form, 'password', MAX_PASSWORD);
  const passwordConfirmation = text(form, 'passwordConfirmation', MAX_PASSWORD);
  if (!currentPassword) return { currentMissing: true, errorKey: 'password.currentRequired', round };
  try {
    await changePassword(await createActionApiClient(country, lang), {
      currentPassword,
      password,
      passwordConfirmation,
    });
  } catch (error) {
    const codes = isApiError(error) ? error.details?.codes : undefined;
    return {
      errorKey: changePasswordErrorKey(isApiError(error) ? error.code : '', errorMessageKey(error)),
      codes: Array.isArray(codes) ? (codes as PasswordRuleCode[]) : [],
      round,
    };
  }
  return { changed: true, round };
}
