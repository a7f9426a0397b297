import { revalidateTag } from 'next/cache';
import { refreshSiteIndex } from '@/lib/api/site-index';
import {
  revalidationAuthorised,
  revalidationEnabled,
  revalidationRequestSchema,
  tagsFor,
} from '@/lib/cache/revalidation';

const HEADERS = { 'Cache-Control': 'private, no-store' };

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: HEADERS });
}

/**
 * Where content and catalogue changes tell the storefront what to read again: `POST` with
 * `Authorization: Bearer $REVALIDATE_SECRET` and `{ kinds, countries?, languages?, slug? }`.
 * Every tag it names expires at once, so the next visit renders with the new data, and this
 * process reads its index of slugs again (others do within a minute). Closed (404)
 * unless the secret is set; the secret never travels in a URL.
 */
export async function POST(request: Request): Promise<Response> {
  if (!revalidationEnabled()) return answer(404, { error: { code: 'not_found', message: 'Not found' } });
  if (!revalidationAuthorised(request.headers.get('authorization'))) {
    return answer(401, { error: { code: 'unauthorized', message: 'A valid revalidation secret is required' } });
  }
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = revalidationRequestSchema.safeParse(body);
  if (!parsed.success) {
    return answer(400, {
      error: {
        code: 'invalid_request',
        message: 'Invalid revalidation request',
        details: { issues: parsed.error.issues },
      },
    });
  }
  const tags = tagsFor(parsed.data);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // A new product, brand or page answers 200 (and a removed one 404) from now on, not at the next refresh.
  await refreshSiteIndex(parsed.data.countries);
  return answer(200, { revalidated: tags });
}
