import { activityRoute } from '@/components/happening/activity-route';

const route = activityRoute('service');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
