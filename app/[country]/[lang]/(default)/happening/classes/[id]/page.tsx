import {
  ActivityRoute,
  activityMetadata,
  activityStaticParams,
  type ActivityRouteProps,
} from '@/components/happening/activity-route';
import type { LocaleParams } from '@/lib/routing/params';

export function generateStaticParams({ params }: { params: LocaleParams }) {
  return activityStaticParams(params, 'class');
}

export function generateMetadata({ params }: ActivityRouteProps) {
  return activityMetadata(params, 'class');
}

export default function HappeningClassesActivityRoute({ params }: ActivityRouteProps) {
  return <ActivityRoute params={params} kind="class" />;
}
