'use server';

import { redirect } from 'next/navigation';
import type { PasswordRuleCode } from '@/lib/api/contract/auth';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { createActionApiClient, persistSession } from '@/lib/api/server';
import { register } from '@/lib/api/sessions';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { actionLocale } from '@/lib/routing/action-locale';
import { returnToOr } from '@/lib/routing/return-to';
import { type CountryCode, defaultLanguage, type Language } from '@/lib/site';
import { brokenRules, ruleCodes } from './password-fields';
import { MAX_READ, postedFromSearch, text } from './posted-form';
import { signUpErrorKey } from './sign-up-errors';
import {
  CONSENT_FIELDS,
  type ConsentField,
  keptValues,
  type KeptValues,
  type SignUpFieldErrors,
  signUpFormSchema,
  signUpIssues,
  type SignUpValues,
} from './sign-up-fields';
import { SIGN_UP_KEYS } from './messages';

/*
 * The registration form posts here when its JavaScript has not loaded (yet): the browser sends a
 * POST, so a password never lands in a URL, history or a log. With JavaScript the form calls the
 * API itself and this never runs.
 */

export interface SignUpFormState {
  /** An `auth` key (`signUp.*`) or an errors-namespace key. */
  errorKey?: string;
  fieldErrors?: SignUpFieldErrors;
  /** Password rules the server (or the action's own check) found broken. */
  codes?: PasswordRuleCode[];
  /** Everything typed, except the passwords. */
  values?: KeptValues;
  /** The query of the page posted from, for the sign-in link of an "already registered" answer. */
  search?: string;
}

function signUpValues(form: FormData): SignUpValues {
  const consents = Object.fromEntries(CONSENT_FIELDS.map((name) => [name, form.get(`consents.${name}`) !== null]));
  return {
    // Cut where the fields stop typing; the rest is left to the form's schema.
    firstName: text(form, 'firstName', 100),
    lastName: text(form, 'lastName', 100),
    email: text(form, 'email', MAX_READ).trim(),
    mobile: text(form, 'mobile', MAX_READ),
    dateOfBirth: text(form, 'dateOfBirth', MAX_READ),
    password: text(form, 'password', MAX_READ),
    passwordConfirmation: text(form, 'passwordConfirmation', MAX_READ),
    consents: consents as Record<ConsentField, boolean>,
  };
}

export async function registerWithForm(
  countryArg: CountryCode,
  langArg: Language,
  _previous: SignUpFormState,
  form: FormData,
): Promise<SignUpFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const values = signUpValues(form);
  const search = await postedFromSearch();
  const parsed = signUpFormSchema(country).safeParse(values, { error: signUpIssues });
  if (!parsed.success) {
    const { issues } = parsed.error;
    const passwordRefused = issues.some(
      ({ path: [field] }) => field === 'password' || field === 'passwordConfirmation',
    );
    return {
      fieldErrors: fieldKeys(issues, SIGN_UP_KEYS),
      codes: brokenRules(issues),
      ...(passwordRefused ? { errorKey: 'signUp.passwordInvalid' } : {}),
      values: keptValues(values),
      search,
    };
  }
  const client = await createActionApiClient(country, lang);
  try {
    const session = await register(client, parsed.data);
    await persistSession(session);
  } catch (error) {
    return {
      errorKey: signUpErrorKey(isApiError(error) ? error.code : '', errorMessageKey(error)),
      codes: isApiError(error) ? ruleCodes(error.details?.codes) : [],
      values: keptValues(values),
      search,
    };
  }
  redirect(returnToOr(search, '/account', lang, defaultLanguage(country)));
}
