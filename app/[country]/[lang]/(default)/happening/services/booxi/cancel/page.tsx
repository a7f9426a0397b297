import { BooxiReturnRoute, booxiMetadata, type BooxiReturnRouteProps } from '@/components/happening/booxi-return';

export function generateMetadata({ params }: BooxiReturnRouteProps) {
  return booxiMetadata(params, 'cancel');
}

export default function BooxiCancelRoute(props: BooxiReturnRouteProps) {
  return <BooxiReturnRoute {...props} outcome="cancel" />;
}
