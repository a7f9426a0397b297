'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { changePassword, getUser, updateUser } from '@/lib/api/account';
import type { PasswordRuleCode } from '@/contract/auth';
import type { ChangePasswordBody } from '@/contract/user';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { createActionApiClient } from '@/lib/api/server';
import { serverEnv } from '@/lib/env';
import { secureCookiesFor } from '@/lib/api/server-cookies';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { withLanguage } from '@/lib/routing/language-query';
import { type CountryCode, defaultLanguage, type Language } from '@/lib/site';
import {
  PROFILE_KEYS,
  PROFILE_RESULT_COOKIE,
  type ProfileField,
  type ProfileResult,
  changePasswordErrorKey,
  profileErrorOf,
  type ProfileFieldError,
  type ProfileFieldErrors,
  profileFormSchema,
  profileIssues,
  type ProfileValues,
  storedProfile,
} from './profile-fields';
import {
  brokenRules,
  CHANGE_PASSWORD_KEYS,
  type ChangePasswordKey,
  changePasswordFormSchema,
  changePasswordIssues,
  ruleCodes,
} from './password-fields';
import { MAX_READ, text } from './posted-form';
import { actionLocale } from '@/lib/routing/action-locale';

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
  codes?: PasswordRuleCode[];
  round?: number;
}

const PROFILE_PATH = '/account/profile';

/**
 * A form posted without JavaScript gets its answer the classic way: the result is kept for a few
 * seconds in a cookie of the profile page, and the browser is sent back to the page (a GET, so a
 * reload posts nothing again), which shows it. With JavaScript the result is answered directly.
 */
async function answer<T extends ProfileFormState | ChangePasswordFormState>(
  form: FormData,
  result: ProfileResult & { state: T },
  lang: Language,
  country: CountryCode,
): Promise<T> {
  if (form.get(SCRIPTED_FIELD) === '1') return result.state;
  const store = await cookies();
  store.set(PROFILE_RESULT_COOKIE, JSON.stringify(result), {
    httpOnly: true,
    maxAge: 30,
    path: PROFILE_PATH,
    sameSite: 'lax',
    secure: secureCookiesFor(await headers(), serverEnv().TRUST_PROXY),
  });
  redirect(withLanguage(PROFILE_PATH, lang, defaultLanguage(country)));
}

export async function updateProfileWithForm(
  countryArg: CountryCode,
  langArg: Language,
  previous: ProfileFormState,
  form: FormData,
): Promise<ProfileFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const round = (previous.round ?? 0) + 1;
  const values: ProfileValues = {
    firstName: text(form, 'firstName', 100),
    lastName: text(form, 'lastName', 100),
    mobile: text(form, 'mobile', 24),
    dateOfBirth: text(form, 'dateOfBirth', 10),
    marketing: form.get('marketing') !== null,
  };
  const client = await createActionApiClient(country, lang);
  let state: ProfileFormState;
  try {
    // What the member already has decides what may be sent (a birth date is given once).
    const stored = storedProfile(await getUser(client), country);
    const parsed = profileFormSchema(country, stored).safeParse(values, { error: profileIssues });
    if (!parsed.success) {
      const fieldErrors = fieldKeys<ProfileField, ProfileFieldError>(parsed.error.issues, PROFILE_KEYS);
      state = { fieldErrors, errorKey: 'profile.formErrors', values, round };
    } else {
      await updateUser(client, parsed.data);
      state = { saved: true, round };
    }
  } catch (error) {
    const known = isApiError(error) ? profileErrorOf(error.code) : null;
    state = known?.field
      ? { fieldErrors: { [known.field]: known.key }, errorKey: 'profile.formErrors', values, round }
      : { errorKey: errorMessageKey(error), values, round };
  }
  return answer(form, { form: 'profile', state }, lang, country);
}

export async function changePasswordWithForm(
  countryArg: CountryCode,
  langArg: Language,
  previous: ChangePasswordFormState,
  form: FormData,
): Promise<ChangePasswordFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const round = (previous.round ?? 0) + 1;
  const parsed = changePasswordFormSchema.safeParse(
    {
      currentPassword: text(form, 'currentPassword', MAX_READ),
      password: text(form, 'password', MAX_READ),
      passwordConfirmation: text(form, 'passwordConfirmation', MAX_READ),
    },
    { error: changePasswordIssues },
  );
  let state: ChangePasswordFormState = { changed: true, round };
  if (!parsed.success) {
    // As the browser's check says it: the current password first, else the rules the new one breaks.
    const { issues } = parsed.error;
    const { currentPassword } = fieldKeys<keyof ChangePasswordBody, ChangePasswordKey>(issues, CHANGE_PASSWORD_KEYS);
    state = currentPassword
      ? { errorKey: currentPassword, round }
      : { errorKey: 'password.invalid', codes: brokenRules(issues), round };
  } else
    try {
      await changePassword(await createActionApiClient(country, lang), parsed.data);
    } catch (error) {
      state = {
        errorKey: changePasswordErrorKey(isApiError(error) ? error.code : '', errorMessageKey(error)),
        codes: isApiError(error) ? ruleCodes(error.details?.codes) : [],
        round,
      };
    }
  return answer(form, { form: 'password', state }, lang, country);
}
