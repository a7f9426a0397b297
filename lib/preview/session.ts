import 'server-only';
import { cookies, headers } from 'next/headers';
import { secureCookiesFor } from '@/lib/api/server-cookies';
import { serverEnv } from '@/lib/env';
import { PREVIEW_OPTIONS_COOKIE } from './options';
import {
  PREVIEW_SESSION_COOKIE,
  PREVIEW_SESSION_SECONDS,
  newPreviewSession,
  previewSessionValid,
  revokePreviewSession,
} from './access';

/** Whether this request comes from an editor who gave the preview secret. */
export async function isPreviewEditor(): Promise<boolean> {
  return previewSessionValid((await cookies()).get(PREVIEW_SESSION_COOKIE)?.value);
}

/** Cookie options for preview's cookies: httpOnly, and Secure wherever the session cookies are. */
export async function previewCookieOptions(maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    maxAge,
    secure: secureCookiesFor(await headers(), serverEnv().TRUST_PROXY),
  };
}

/** Starts an editor's session; a new preview starts from the store the editor is on, with no segment. */
export async function startPreviewSession(): Promise<void> {
  const jar = await cookies();
  jar.set(PREVIEW_SESSION_COOKIE, newPreviewSession(), await previewCookieOptions(PREVIEW_SESSION_SECONDS));
  jar.delete(PREVIEW_OPTIONS_COOKIE);
}

/** Leaves preview: the session is ended on the server, not only forgotten by this browser. */
export async function endPreviewSession(): Promise<void> {
  const jar = await cookies();
  revokePreviewSession(jar.get(PREVIEW_SESSION_COOKIE)?.value);
  jar.delete(PREVIEW_SESSION_COOKIE);
  jar.delete(PREVIEW_OPTIONS_COOKIE);
}
