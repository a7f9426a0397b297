import { NotFoundView, notFoundMetadata } from '@/components/layout/not-found-view';

export const generateMetadata = notFoundMetadata;

/**
 * The 404 page. The proxy rewrites every path that names nothing here, with status 404
 * (`lib/routing/public-routes.ts`), so the screen is in the server HTML, not left to the browser.
 */
export default function PageNotFound() {
  return <NotFoundView />;
}
