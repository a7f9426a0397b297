import {
  SERVICES_PATHS,
  ServicesRoute,
  servicesMetadata,
  type ServicesRouteProps,
} from '@/components/happening/services-route';

export const generateMetadata = servicesMetadata;

/** The same screen as /happening/services, under the name the booking pages link to. */
export default function BeautyServicesRoute(props: ServicesRouteProps) {
  return <ServicesRoute {...props} path={SERVICES_PATHS['beauty-services']} />;
}
