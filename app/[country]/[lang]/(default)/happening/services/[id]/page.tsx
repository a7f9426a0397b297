import { ActivityRoute, activityMetadata, type ActivityRouteProps } from '@/components/happening/activity-route';

export function generateMetadata({ params }: ActivityRouteProps) {
  return activityMetadata(params, 'service');
}

export default function HappeningServicesActivityRoute({ params }: ActivityRouteProps) {
  return <ActivityRoute params={params} kind="service" />;
}
