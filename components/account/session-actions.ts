'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { createActionApiClient, persistSession } from '@/lib/api/server';
import { requestUnlock, signIn } from '@/lib/api/sessions';
import { signInTarget } from '@/lib/routing/return-to';
import { COUNTRY_CODES, type CountryCode, defaultLanguage, type Language, supportsLanguage } from '@/lib/site';

/*
 * The sign-in and unlock forms post here when their JavaScript has not loaded (yet): the browser
 * sends a POST, so a password never lands in a URL, history or a log. With JavaScript the forms
 * call the API themselves and these never run.
 */

export interface SignInFormState {
  /** An errors-namespace key, as the script path shows it. */
  errorKey?: string;
  referenceId?: string;
  fieldErrors?: { email?: 'signIn.emailRequired' | 'signIn.emailInvalid'; password?: 'signIn.passwordRequired' };
  email?: string;
}

export interface UnlockFormState {
  sentTo?: string;
  errorKey?: string;
  emailError?: 'unlock.emailRequired' | 'unlock.emailInvalid';
  email?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;
const MAX_PASSWORD = 1024;

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

/** The query of the page the form was posted from (its `return_to`), same origin only. */
async function postedFromSearch(): Promise<string> {
  const incoming = await headers();
  const referer = incoming.get('referer');
  if (!referer) return '';
  try {
    return new URL(referer).search;
  } catch {
    return '';
  }
}

export async function signInWithForm(
  countryArg: CountryCode,
  langArg: Language,
  _previous: SignInFormState,
  form: FormData,
): Promise<SignInFormState> {
  const { country, lang } = locale(countryArg, langArg);
  const email = text(form, 'email', MAX_EMAIL).trim();
  const password = text(form, 'password', MAX_PASSWORD);
  const fieldErrors: SignInFormState['fieldErrors'] = {};
  if (!email) fieldErrors.email = 'signIn.emailRequired';
  else if (!EMAIL.test(email)) fieldErrors.email = 'signIn.emailInvalid';
  if (!password) fieldErrors.password = 'signIn.passwordRequired';
  if (fieldErrors.email || fieldErrors.password) return { fieldErrors, email };

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
  // Outside the try: redirect works by throwing.
  redirect(signInTarget(await postedFromSearch(), lang, defaultLanguage(country)));
}

export async function requestUnlockWithForm(
  countryArg: CountryCode,
  langArg: Language,
  _previous: UnlockFormState,
  form: FormData,
): Promise<UnlockFormState> {
  const { country, lang } = locale(countryArg, langArg);
  const email = text(form, 'email', MAX_EMAIL).trim();
  if (!email) return { emailError: 'unlock.emailRequired', email };
  if (!EMAIL.test(email)) return { emailError: 'unlock.emailInvalid', email };
  try {
    await requestUnlock(await createActionApiClient(country, lang), { email });
  } catch (error) {
    return { errorKey: errorMessageKey(error), email };
  }
  return { sentTo: email };
}
