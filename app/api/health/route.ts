import { connection } from 'next/server';
import { sharedCacheUrl } from '@/lib/env';
import { apiIsDown } from '@/lib/routing/api-health';

const HEADERS = { 'Cache-Control': 'private, no-store' };

/**
 * `GET /api/health`, what a load balancer asks each storefront node (docs/deploying.md). It makes no
 * network call and answers 200 while this process serves pages, with what it knows of its API from
 * its own probes (`up`, or `down` while they fail) and which cache it uses. A node whose API is down
 * still answers every page, with the translated 503 screen and `Retry-After` (decision record 14),
 * so it stays in the pool; the API's own `GET /api/web/v1/health` says whether its database answers.
 */
export async function GET(): Promise<Response> {
  // Asked per request, never prerendered: the answer is this process's state now.
  await connection();
  return Response.json(
    { status: 'ok', api: apiIsDown() ? 'down' : 'up', cache: sharedCacheUrl() ? 'shared' : 'process' },
    { headers: HEADERS },
  );
}
