import {
  ServicesVariantRoute,
  servicesMetadata,
  servicesVariantStaticParams,
} from '@/components/happening/services-route';

export const generateStaticParams = servicesVariantStaticParams;
export const generateMetadata = servicesMetadata;

/** The Happening list with `?group=` or `?kind=`, at the path the proxy names its query in. */
export default ServicesVariantRoute;
