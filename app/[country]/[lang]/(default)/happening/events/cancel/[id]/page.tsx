import {
  ManageBookingRoute,
  manageMetadata,
  manageStaticParams,
  type ManageRouteProps,
} from '@/components/happening/manage-route';

export const generateMetadata = manageMetadata;
export const generateStaticParams = manageStaticParams;

export default function CancelEventsBookingRoute(props: ManageRouteProps) {
  return <ManageBookingRoute {...props} mode="cancel" />;
}
