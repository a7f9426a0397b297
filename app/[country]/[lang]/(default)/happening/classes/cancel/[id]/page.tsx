import { ManageBookingRoute, manageMetadata, type ManageRouteProps } from '@/components/happening/manage-route';

export const generateMetadata = manageMetadata;

export default function CancelClassesBookingRoute(props: ManageRouteProps) {
  return <ManageBookingRoute {...props} mode="cancel" />;
}
