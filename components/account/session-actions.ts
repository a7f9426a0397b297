'use server';

import { redirect } from 'next/navigation';
import type { z } from 'zod';
import type { ApiClient } from '@/lib/api/client';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { createActionApiClient, persistSession } from '@/lib/api/server';
import { requestPasswordReset, requestUnlock, resetPassword, signIn, socialSignIn } from '@/lib/api/sessions';
import { keepReturnTo, signInTarget } from '@/lib/routing/return-to';
import type { PasswordRuleCode } from '@/contract/auth';
import {
  EMAIL_PATTERN,
  SIGN_IN_KEYS,
  type SignInFieldErrors,
  signInFormSchema,
  signInIssues,
  UNLOCK_KEYS,
  type UnlockKey,
  unlockFormSchema,
  unlockIssues,
  FORGOT_KEYS,
  type ForgotKey,
  forgotPasswordFormSchema,
  forgotIssues,
} from './session-fields';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { brokenRules, resetPasswordFormSchema, resetPasswordIssues, ruleCodes } from './password-fields';
import { MAX_READ, postedFromSearch, text } from './posted-form';
import { type CountryCode, defaultLanguage, type Language } from '@/lib/site';
import { actionLocale } from '@/lib/routing/action-locale';

/*
 * The session forms' server actions, their only write. Without JavaScript the browser posts the
 * form here, never by GET, so a password never lands in a URL, history or a log; with it, the form
 * checks its fields first and then calls the same action (components/forms/use-action-form).
 */

export interface SignInFormState {
  /** Signed in, answered to the form's script, which then goes on to the `return_to`. */
  signedIn?: boolean;
  /** An errors-namespace key. */
  errorKey?: string;
  referenceId?: string;
  fieldErrors?: SignInFieldErrors;
  email?: string;
}

/** A form that mails a link to an address (unlock, forgotten password). */
export interface EmailLinkFormState<K extends string = string> {
  sentTo?: string;
  errorKey?: string;
  emailError?: K;
  email?: string;
}

export type ForgotPasswordFormState = EmailLinkFormState<ForgotKey>;

export interface ResetPasswordFormState {
  done?: boolean;
  /** `reset.passwordInvalid`, or an errors-namespace key such as `resetTokenExpired`. */
  errorKey?: string;
  codes?: PasswordRuleCode[];
}

export interface GoogleSignInState {
  /** The Google account is not linked to a member: the prompt to register shows. */
  notLinked?: boolean;
  /** The address the Google account names, offered to the registration form. */
  email?: string;
  /** `/sign_up` with the e-mail and the page's `return_to`, without the language. */
  registerPath?: string;
  errorKey?: string;
  round?: number;
}

export type UnlockFormState = EmailLinkFormState<UnlockKey>;

const MAX_EMAIL = 254;
const MAX_TOKEN = 512;

export async function signInWithForm(
  countryArg: CountryCode,
  langArg: Language,
  _previous: SignInFormState,
  form: FormData,
): Promise<SignInFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const parsed = signInFormSchema.safeParse(
    { email: text(form, 'email', MAX_READ), password: text(form, 'password', MAX_READ) },
    { error: signInIssues },
  );
  if (!parsed.success) {
    return { fieldErrors: fieldKeys(parsed.error.issues, SIGN_IN_KEYS), email: text(form, 'email', MAX_EMAIL).trim() };
  }
  const { email, password } = parsed.data;

  const client = await createActionApiClient(country, lang);
  try {
    const session = await signIn(client, { email, password });
    await persistSession(session);
  } catch (error) {
    const referenceId = isApiError(error) ? error.detail('referenceId') : undefined;
    return {
      errorKey: errorMessageKey(error),
      ...(typeof referenceId === 'string' ? { referenceId } : {}),
      email,
    };
  }
  // The script tells the other tabs and the page's own queries first, then goes on by itself.
  if (form.get(SCRIPTED_FIELD) === '1') return { signedIn: true };
  // Outside the try: redirect works by throwing.
  redirect(signInTarget(await postedFromSearch(), lang, defaultLanguage(country)));
}

/**
 * Mails a link to the posted address. The answer is the same whether or not the address has an
 * account, so the form tells nobody which addresses are registered.
 */
async function mailLinkWithForm<K extends string>(
  countryArg: CountryCode,
  langArg: Language,
  form: FormData,
  check: { schema: z.ZodType<{ email: string }>; issues: z.core.$ZodErrorMap; keys: readonly K[] },
  send: (client: ApiClient, body: { email: string }) => Promise<unknown>,
): Promise<EmailLinkFormState<K>> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const parsed = check.schema.safeParse({ email: text(form, 'email', MAX_READ) }, { error: check.issues });
  if (!parsed.success) {
    const { email: emailError } = fieldKeys<'email', K>(parsed.error.issues, check.keys);
    return { ...(emailError ? { emailError } : {}), email: text(form, 'email', MAX_EMAIL).trim() };
  }
  const { email } = parsed.data;
  try {
    await send(await createActionApiClient(country, lang), { email });
  } catch (error) {
    return { errorKey: errorMessageKey(error), email };
  }
  return { sentTo: email };
}

export async function requestUnlockWithForm(
  country: CountryCode,
  lang: Language,
  _previous: UnlockFormState,
  form: FormData,
): Promise<UnlockFormState> {
  return mailLinkWithForm(
    country,
    lang,
    form,
    { schema: unlockFormSchema, issues: unlockIssues, keys: UNLOCK_KEYS },
    requestUnlock,
  );
}

export async function requestPasswordResetWithForm(
  country: CountryCode,
  lang: Language,
  _previous: ForgotPasswordFormState,
  form: FormData,
): Promise<ForgotPasswordFormState> {
  return mailLinkWithForm(
    country,
    lang,
    form,
    { schema: forgotPasswordFormSchema, issues: forgotIssues, keys: FORGOT_KEYS },
    requestPasswordReset,
  );
}

export async function resetPasswordWithForm(
  countryArg: CountryCode,
  langArg: Language,
  _previous: ResetPasswordFormState,
  form: FormData,
): Promise<ResetPasswordFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  // Without JavaScript the token stays in the link's address the form was posted from; the form's
  // script takes it out of the address bar and sends it in the post's body instead.
  const token =
    text(form, 'token', MAX_TOKEN).trim() || (new URLSearchParams(await postedFromSearch()).get('token') ?? '');
  const parsed = resetPasswordFormSchema.safeParse(
    { password: text(form, 'password', MAX_READ), passwordConfirmation: text(form, 'passwordConfirmation', MAX_READ) },
    { error: resetPasswordIssues },
  );
  // The answer the API gives a password that breaks its rules, without asking it.
  if (!parsed.success) return { errorKey: 'reset.passwordInvalid', codes: brokenRules(parsed.error.issues) };
  try {
    await resetPassword(await createActionApiClient(country, lang), { token, ...parsed.data });
  } catch (error) {
    const invalid = isApiError(error) && error.code === 'invalid_password';
    return {
      errorKey: invalid ? 'reset.passwordInvalid' : errorMessageKey(error),
      codes: isApiError(error) ? ruleCodes(error.details?.codes) : [],
    };
  }
  return { done: true };
}

const MAX_ID_TOKEN = 8192;

/** The registration page with the e-mail to prefill and the page's `return_to`. */
function registerPathFor(email: string | undefined, search: string): string {
  const path = keepReturnTo('/sign_up', search);
  if (!email) return path;
  return `${path}${path.includes('?') ? '&' : '?'}email=${encodeURIComponent(email)}`;
}

/**
 * "Continue with Google". Google's script, where it runs, puts the account's ID token in the
 * form's `credential` field; without it there is none, and the API is still asked, so its answer
 * decides what the shopper sees. No Google account is linked to a member, so the answer is the
 * prompt to register, with the Google account's e-mail when the token names one.
 */
export async function continueWithGoogle(
  countryArg: CountryCode,
  langArg: Language,
  previous: GoogleSignInState,
  form: FormData,
): Promise<GoogleSignInState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const round = (previous.round ?? 0) + 1;
  const credential = text(form, 'credential', MAX_ID_TOKEN).trim();
  const search = await postedFromSearch();
  try {
    const session = await socialSignIn(await createActionApiClient(country, lang), {
      provider: 'google',
      idToken: credential || 'no-google-credential',
    });
    await persistSession(session);
  } catch (error) {
    if (isApiError(error) && error.code === 'social_account_not_linked') {
      const email = error.detail('email');
      const known =
        typeof email === 'string' && EMAIL_PATTERN.test(email) && email.length <= MAX_EMAIL ? email : undefined;
      return {
        notLinked: true,
        ...(known ? { email: known } : {}),
        registerPath: registerPathFor(known, search),
        round,
      };
    }
    return { errorKey: errorMessageKey(error), round };
  }
  redirect(signInTarget(search, lang, defaultLanguage(country)));
}
