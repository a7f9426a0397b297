'use server';

import type { PasswordRuleCode } from '@/contract/auth';
import { REGISTRATION_POINTS } from '@/contract/loyalty';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { createActionApiClient, persistSession } from '@/lib/api/server';
import { confirmRegistration, register } from '@/lib/api/sessions';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { actionLocale } from '@/lib/routing/action-locale';
import { returnToOr, safeReturnTo } from '@/lib/routing/return-to';
import { type CountryCode, defaultLanguage, type Language } from '@/lib/site';
import { brokenRules, ruleCodes } from './password-fields';
import { MAX_READ, postedFromSearch, text } from './posted-form';
import { confirmErrorKey, signUpErrorKey } from './sign-up-errors';
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
 * The registration form and the page of the mailed link post here: as a plain POST before (or
 * without) JavaScript, through React with it, after the same checks have run in the browser. A
 * password and a token travel in a POST body only, never in an address.
 */

export interface SignUpFormState {
  /** The address the sign-up was sent for: the page then says to look for the mail. */
  sentTo?: string;
  /** An `auth` key (`signUp.*`) or an errors-namespace key. */
  errorKey?: string;
  fieldErrors?: SignUpFieldErrors;
  /** Password rules the server (or the action's own check) found broken. */
  codes?: PasswordRuleCode[];
  /** Everything typed, except the passwords. */
  values?: KeptValues;
  /** The query of the page posted from, for the way back to an empty form (its `return_to`). */
  search?: string;
  /** Counts the answers, so the form can tell a new answer from the one it already showed. */
  round?: number;
}

export interface ConfirmSignUpState {
  /** The new member's first name and points, for the welcome. */
  welcome?: { firstName: string; points: number };
  /** Where the member goes next: a safe `return_to`, else the dashboard. */
  next?: string;
  /** An `auth` key (`confirmSignUp.*`) or an errors-namespace key. */
  errorKey?: string;
  round?: number;
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
  previous: SignUpFormState,
  form: FormData,
): Promise<SignUpFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const round = (previous.round ?? 0) + 1;
  const values = signUpValues(form);
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
      round,
    };
  }
  try {
    // The page the shopper came from goes into the mailed link, so the new member lands there.
    const returnTo = safeReturnTo(new URLSearchParams(await postedFromSearch()).get('return_to'));
    await register(await createActionApiClient(country, lang), {
      ...parsed.data,
      ...(returnTo !== '/' && returnTo.length <= 512 ? { returnTo } : {}),
    });
  } catch (error) {
    return {
      errorKey: signUpErrorKey(isApiError(error) ? error.code : '', errorMessageKey(error)),
      codes: isApiError(error) ? ruleCodes(error.details?.codes) : [],
      values: keptValues(values),
      round,
    };
  }
  // The same answer for an address that already has an account: its mail says so.
  return { sentTo: parsed.data.email, search: await postedFromSearch(), round };
}

const MAX_TOKEN = 200;

/**
 * The page of the mailed link posts here. With JavaScript the page has taken the token out of the
 * address bar and sends it in the form; without, it is still in the address the form was posted
 * from. The answer's cookies sign the new member in, as sign-in does.
 */
export async function confirmSignUpWithForm(
  countryArg: CountryCode,
  langArg: Language,
  previous: ConfirmSignUpState,
  form: FormData,
): Promise<ConfirmSignUpState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const round = (previous.round ?? 0) + 1;
  const search = await postedFromSearch();
  const token = (text(form, 'token', MAX_TOKEN) || (new URLSearchParams(search).get('token') ?? '')).trim();
  if (!token || token.length > MAX_TOKEN) return { errorKey: 'confirmSignUp.invalid', round };
  try {
    const session = await confirmRegistration(await createActionApiClient(country, lang), token);
    await persistSession(session);
    return {
      welcome: { firstName: session.user.firstName, points: REGISTRATION_POINTS },
      next: returnToOr(search, '/account', lang, defaultLanguage(country)),
      round,
    };
  } catch (error) {
    return { errorKey: confirmErrorKey(isApiError(error) ? error.code : '', errorMessageKey(error)), round };
  }
}
