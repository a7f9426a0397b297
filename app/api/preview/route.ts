import { DEFAULT_PREVIEW_TARGET, previewEnabled, previewSecretMatches, previewTarget } from '@/lib/preview/access';
import { startPreviewSession } from '@/lib/preview/session';

/** Preview's answers are never kept by any cache, and never pass the secret on as a referrer. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...PRIVATE_HEADERS, Location: location } });
}

function closed(): Response {
  return new Response('Not found', { status: 404, headers: PRIVATE_HEADERS });
}

/**
 * The editor's way in: with the preview secret, this browser gets an editor's session (an httpOnly
 * cookie, signed with the secret, for a session this server keeps until it ends or the editor
 * leaves) and the editor goes to the preview page the form names (a same-origin /preview path, else
 * the homepage's). A wrong secret goes back to the front door. The secret is taken from a posted
 * body only: a secret in a URL stays in histories, logs and referrers, so a GET is not a way in.
 */
async function enter(secret: unknown, redirect: unknown): Promise<Response> {
  if (!previewSecretMatches(secret)) return seeOther('/preview?error=secret');
  await startPreviewSession();
  return seeOther(previewTarget(redirect ?? DEFAULT_PREVIEW_TARGET));
}

/** The front door's form (the secret in the body, never in a URL). */
export async function POST(request: Request): Promise<Response> {
  if (!previewEnabled()) return closed();
  const form = await request.formData().catch(() => null);
  return enter(form?.get('secret'), form?.get('redirect'));
}

/**
 * A secret in a GET's address opens nothing: 405 while preview is on (the way in is a POST), and the
 * same 404 as every closed QA surface while it is off, so a closed store does not show the route.
 */
export function GET(): Response {
  if (!previewEnabled()) return closed();
  return new Response('Method not allowed', { status: 405, headers: { ...PRIVATE_HEADERS, Allow: 'POST' } });
}
