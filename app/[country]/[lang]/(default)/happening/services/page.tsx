import { servicesRoute } from '@/app/[country]/[lang]/_routes/happening';

const route = servicesRoute('services');

export const generateMetadata = route.generateMetadata;
export default route.Page;
