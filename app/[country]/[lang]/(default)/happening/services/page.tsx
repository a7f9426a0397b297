import {
  SERVICES_PATHS,
  ServicesRoute,
  servicesMetadata,
  type ServicesRouteProps,
} from '@/components/happening/services-route';

export const generateMetadata = servicesMetadata;

export default function HappeningServicesRoute(props: ServicesRouteProps) {
  return <ServicesRoute {...props} path={SERVICES_PATHS.services} />;
}
