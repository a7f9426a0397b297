import { UnavailableView, unavailableMetadata } from '@/components/layout/unavailable-view';

export const generateMetadata = unavailableMetadata;

/**
 * The error screen while the API is down. The proxy rewrites page requests here with status 503
 * (`lib/routing/api-health.ts`), so the screen is in the server HTML and no cache keeps it.
 */
export default function ServiceUnavailable() {
  return <UnavailableView />;
}
