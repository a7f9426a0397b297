'use server';

import { refresh } from 'next/cache';
import { isApiError } from '@/lib/api/errors';
import { clearFaults, getFaults, resetDemoData, setFaults } from '@/lib/api/sandbox';
import { serverEnv } from '@/lib/env';
import type { CountryCode, Language } from '@/lib/site';
import { faultInput, noInput, parseForm, qaSignInInput } from './action-inputs';
import { failure, invalid, qaClient, run, translator } from './action-runner';
import type { SandboxFormState } from './form-state';
import { forgetQaCredential, keepQaCredential } from './qa-session';
import { actionLocale } from '@/lib/routing/action-locale';

export async function signInToSandbox(
  countryArg: CountryCode,
  langArg: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  if (!serverEnv().ENABLE_SANDBOX) throw new Error('The sandbox is closed');
  const t = await translator(lang);
  const parsed = parseForm(qaSignInInput, form);
  // The credential is never sent back to the page, even when it is wrong.
  if (!parsed.ok) return { ...invalid(t, parsed.errors, {}), values: {} };
  try {
    await getFaults(qaClient(country, lang), parsed.data.credential);
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      return {
        status: 'error',
        message: t('errors.credentialWrong'),
        fieldErrors: { credential: t('errors.credentialWrong') },
      };
    }
    return failure(error, lang, {});
  }
  await keepQaCredential(parsed.data.credential);
  refresh();
  return { status: 'ok', message: t('signIn.done') };
}

export async function signOutOfSandbox(): Promise<void> {
  await forgetQaCredential();
  refresh();
}

export async function turnFaultsOn(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    faultInput,
    form,
    (client, credential, input) => setFaults(client, credential, input),
    (t) => t('faults.turnedOn'),
  );
}

export async function turnFaultsOff(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    noInput,
    form,
    (client, credential) => clearFaults(client, credential),
    (t) => t('faults.turnedOff'),
  );
}

/** Puts the demo members back to a clean start (bags, lists, locks, sessions); history stays. */
export async function resetDemoMembers(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    noInput,
    form,
    (client, credential) => resetDemoData(client, credential),
    (t, reset) => t('reset.done', reset),
  );
}
