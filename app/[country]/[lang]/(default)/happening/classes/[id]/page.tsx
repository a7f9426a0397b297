import { ActivityRoute, activityMetadata, type ActivityRouteProps } from '@/components/happening/activity-route';

export function generateMetadata({ params }: ActivityRouteProps) {
  return activityMetadata(params, 'class');
}

export default function HappeningClassesActivityRoute({ params }: ActivityRouteProps) {
  return <ActivityRoute params={params} kind="class" />;
}
