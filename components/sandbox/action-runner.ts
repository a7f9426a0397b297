import 'server-only';
import { refresh } from 'next/cache';
import type { z } from 'zod';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { serverBaseURL } from '@/lib/api/server-origin';
import { serverEnv } from '@/lib/env';
import { getTranslator } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';
import { parseForm } from './action-inputs';
import type { SandboxFormState } from './form-state';
import { readQaCredential } from './qa-session';
import { actionLocale } from '@/lib/routing/action-locale';
import { runtimeKeys } from '@/lib/i18n/config';

/*
 * The sandbox's QA helpers. Each one runs on the server, reads the proved credential from its
 * httpOnly cookie and calls the API's sandbox routes with it; the browser never holds it.
 */

export const SANDBOX_PASSWORD = 'Sandbox!Pass1';

export type Translate = Awaited<ReturnType<typeof getTranslator>>;

export async function translator(lang: Language): Promise<Translate> {
  return getTranslator(lang, 'sandbox');
}

export function invalid(
  t: Translate,
  errors: Record<string, string>,
  values: Record<string, string>,
): SandboxFormState {
  const translated = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, runtimeKeys(t)(key)]));
  return { status: 'error', message: t('errors.fixFields'), fieldErrors: translated, values };
}

export async function failure(
  error: unknown,
  lang: Language,
  values: Record<string, string>,
): Promise<SandboxFormState> {
  const t = await translator(lang);
  if (isApiError(error) && error.status === 404 && error.path?.startsWith('sandbox')) {
    return { status: 'error', message: t('errors.credentialRejected'), values };
  }
  const errors = await getTranslator(lang, 'errors');
  const detail = isApiError(error) && error.kind === 'http' && error.status < 500 ? error.message : undefined;
  return { status: 'error', message: detail ?? errors(errorMessageKey(error)), values };
}

/** The sandbox is open and this browser proved the credential; otherwise nothing runs. */
export async function credentialOrThrow(): Promise<string> {
  if (!serverEnv().ENABLE_SANDBOX) throw new Error('The sandbox is closed');
  const credential = await readQaCredential();
  if (!credential) throw new Error('The QA credential has not been proved');
  return credential;
}

export function qaClient(country: CountryCode, lang: Language): ApiClient {
  return createApiClient({ country, lang, auth: null, baseURL: serverBaseURL() });
}

/** Runs one helper: parse, call with the credential, translate the outcome, refresh the page. */
export async function run<S extends z.ZodType, R>(
  countryArg: CountryCode,
  langArg: Language,
  schema: S,
  form: FormData,
  call: (client: ApiClient, credential: string, input: z.output<S>) => Promise<R>,
  done: (t: Translate, result: R) => string,
  keepValues = true,
): Promise<SandboxFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const credential = await credentialOrThrow();
  const t = await translator(lang);
  const parsed = parseForm(schema, form);
  if (!parsed.ok) return invalid(t, parsed.errors, parsed.values);
  try {
    const result = await call(qaClient(country, lang), credential, parsed.data);
    refresh();
    return { status: 'ok', message: done(t, result), values: keepValues ? parsed.values : {} };
  } catch (error) {
    return failure(error, lang, parsed.values);
  }
}
