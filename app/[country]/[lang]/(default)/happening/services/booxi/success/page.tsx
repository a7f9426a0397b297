import { BooxiReturnRoute, booxiMetadata, type BooxiReturnRouteProps } from '@/components/happening/booxi-return';

export function generateMetadata({ params }: BooxiReturnRouteProps) {
  return booxiMetadata(params, 'success');
}

export default function BooxiSuccessRoute(props: BooxiReturnRouteProps) {
  return <BooxiReturnRoute {...props} outcome="success" />;
}
