import {
  ServicesVariantRoute,
  servicesMetadata,
  servicesVariantStaticParams,
  type ServicesVariantRouteProps,
} from '@/components/happening/services-route';

export const generateStaticParams = servicesVariantStaticParams;
export const generateMetadata = servicesMetadata;

/** The Happening list with `?group=` or `?kind=`, at the path the proxy names its query in. */
export default function HappeningListVariantRoute(props: ServicesVariantRouteProps) {
  return <ServicesVariantRoute {...props} />;
}
