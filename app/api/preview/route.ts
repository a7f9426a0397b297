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
 * cookie signed with the secret) and the editor goes to the preview page the link names (a same-origin /preview
 * path, else the homepage's). The answer is a redirect, so the secret does not stay in the address
 * bar or the history entry of the page. A wrong secret goes back to the front door.
 */
async function enter(secret: unknown, redirect: unknown): Promise<Response> {
  if (!previewEnabled()) return closed();
  if (!previewSecretMatches(secret)) return seeOther('/preview?error=secret');
  await startPreviewSession();
  return seeOther(previewTarget(redirect ?? DEFAULT_PREVIEW_TARGET));
}

/** A link such as `/api/preview?secret=…&redirect=/preview/homepage`. */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  return enter(query.get('secret'), query.get('redirect'));
}

/** The front door's form (the secret in the body, never in a URL). */
export async function POST(request: Request): Promise<Response> {
  if (!previewEnabled()) return closed();
  const form = await request.formData().catch(() => null);
  return enter(form?.get('secret'), form?.get('redirect'));
}
