import { previewEnabled } from '@/lib/preview/access';
import { endPreviewSession } from '@/lib/preview/session';

/** Leaves preview: the editor's session and options forgotten, then the store's home page. */
export async function POST(): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!previewEnabled()) return new Response('Not found', { status: 404, headers });
  await endPreviewSession();
  return new Response(null, { status: 303, headers: { ...headers, Location: '/' } });
}
