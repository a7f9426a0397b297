import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { RENDER_NOT_FOUND_HEADER } from '@/lib/routing/not-found-render';

/**
 * What a page rendered whole on request answers once its read shows that what was asked for is not
 * there (a member's order or booking that is not theirs). `notFound()` gives the status 404, but
 * Next would leave the screen to the browser (an empty error document), so the server renders the
 * page again as its own 404 (lib/routing/not-found-render.ts) and this returns the screen, which
 * then is in the HTML. In the browser, a later navigation shows the route's `not-found` file.
 */
export async function notFoundScreen(screen: ReactNode): Promise<ReactNode> {
  if ((await headers()).get(RENDER_NOT_FOUND_HEADER) === '1') return screen;
  notFound();
}
