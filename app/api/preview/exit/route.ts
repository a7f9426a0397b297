import { cookies, draftMode } from 'next/headers';
import { previewEnabled } from '@/lib/preview/access';
import { PREVIEW_OPTIONS_COOKIE } from '@/lib/preview/options';

/** Leaves preview: draft mode off and the options forgotten, then the store's home page. */
export async function POST(): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!previewEnabled()) return new Response('Not found', { status: 404, headers });
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_OPTIONS_COOKIE);
  return new Response(null, { status: 303, headers: { ...headers, Location: '/' } });
}
