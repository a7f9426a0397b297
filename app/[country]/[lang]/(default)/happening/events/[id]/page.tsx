import { ActivityRoute, activityMetadata, type ActivityRouteProps } from '@/components/happening/activity-route';

export function generateMetadata({ params }: ActivityRouteProps) {
  return activityMetadata(params, 'event');
}

export default function HappeningEventsActivityRoute({ params }: ActivityRouteProps) {
  return <ActivityRoute params={params} kind="event" />;
}
