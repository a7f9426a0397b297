import { ManageBookingRoute, manageMetadata, type ManageRouteProps } from '@/components/happening/manage-route';

export const generateMetadata = manageMetadata;

export default function RescheduleBookingRoute(props: ManageRouteProps) {
  return <ManageBookingRoute {...props} mode="reschedule" />;
}
