import { BooxiReturnRoute, booxiMetadata, type BooxiReturnRouteProps } from '@/components/happening/booxi-return';
import {
  ManageBookingRoute,
  manageMetadata,
  manageStaticParams,
  type ManageRouteProps,
} from '@/components/happening/manage-route';
import {
  SERVICES_PATHS,
  ServicesRoute,
  servicesMetadata,
  type ServicesRouteProps,
} from '@/components/happening/services-route';

/** What the route file of a booking's cancel or reschedule page (`…/cancel/[id]`) exports. */
export function manageBookingRoute(mode: 'cancel' | 'reschedule') {
  return {
    generateMetadata: manageMetadata,
    generateStaticParams: manageStaticParams,
    Page: (props: ManageRouteProps) => <ManageBookingRoute {...props} mode={mode} />,
  };
}

/** What the route file of the whole Happening list under one of its public paths exports. */
export function servicesRoute(name: keyof typeof SERVICES_PATHS) {
  return {
    generateMetadata: servicesMetadata,
    Page: (props: ServicesRouteProps) => <ServicesRoute {...props} path={SERVICES_PATHS[name]} />,
  };
}

/** What the route file of a page Booxi sends the shopper back to exports. */
export function booxiReturnRoute(outcome: 'success' | 'cancel') {
  return {
    generateMetadata: ({ params }: BooxiReturnRouteProps) => booxiMetadata(params, outcome),
    Page: (props: BooxiReturnRouteProps) => <BooxiReturnRoute {...props} outcome={outcome} />,
  };
}
