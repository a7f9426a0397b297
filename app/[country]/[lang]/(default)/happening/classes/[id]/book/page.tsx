import { activityBookingRoute } from '@/components/happening/activity-route';

const route = activityBookingRoute('class');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
