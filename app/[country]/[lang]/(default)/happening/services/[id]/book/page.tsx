import { activityBookingRoute } from '@/components/happening/activity-route';

const route = activityBookingRoute('service');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
