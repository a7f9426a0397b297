import {
  ActivityRoute,
  activityMetadata,
  activityStaticParams,
  type ActivityRouteProps,
} from '@/components/happening/activity-route';
import type { LocaleParams } from '@/lib/routing/params';

export function generateStaticParams({ params }: { params: LocaleParams }) {
  return activityStaticParams(params, 'service');
}

export function generateMetadata({ params }: ActivityRouteProps) {
  return activityMetadata(params, 'service');
}

export default function HappeningServicesActivityRoute({ params }: ActivityRouteProps) {
  return <ActivityRoute params={params} kind="service" />;
}
