import { manageBookingRoute } from '@/app/[country]/[lang]/_routes/happening';

const route = manageBookingRoute('cancel');

export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
export default route.Page;
