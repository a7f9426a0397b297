import 'server-only';
import { cookies, headers } from 'next/headers';
import { secureCookiesFor } from '@/lib/api/server-cookies';
import { serverEnv } from '@/lib/env';
import { QA_COOKIE, QA_COOKIE_MAX_AGE, sandboxGate, type SandboxGate } from './gate';

/** The QA credential this browser proved, read from its httpOnly cookie. */
export async function readQaCredential(): Promise<string | undefined> {
  return (await cookies()).get(QA_COOKIE)?.value || undefined;
}

/** The gate of this request: closed, the sign-in form, or open. */
export async function currentSandboxGate(): Promise<{ gate: SandboxGate; credential: string | undefined }> {
  const credential = serverEnv().ENABLE_SANDBOX ? await readQaCredential() : undefined;
  return { gate: sandboxGate({ enabled: serverEnv().ENABLE_SANDBOX, credential }), credential };
}

/** Keeps a proved credential: httpOnly, SameSite=Strict, Secure as the session cookies are. */
export async function keepQaCredential(credential: string): Promise<void> {
  const secure = secureCookiesFor(await headers(), serverEnv().TRUST_PROXY);
  (await cookies()).set(QA_COOKIE, credential, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: QA_COOKIE_MAX_AGE,
  });
}

export async function forgetQaCredential(): Promise<void> {
  (await cookies()).delete({ name: QA_COOKIE, path: '/' });
}
