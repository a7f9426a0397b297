import {
  ActivityRoute,
  activityMetadata,
  activityStaticParams,
  type ActivityRouteProps,
} from '@/components/happening/activity-route';
import type { LocaleParams } from '@/lib/routing/params';

export function generateStaticParams({ params }: { params: LocaleParams }) {
  return activityStaticParams(params, 'event');
}

export function generateMetadata({ params }: ActivityRouteProps) {
  return activityMetadata(params, 'event');
}

export default function HappeningEventsActivityRoute({ params }: ActivityRouteProps) {
  return <ActivityRoute params={params} kind="event" />;
}
