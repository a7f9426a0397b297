import { servicesRoute } from '@/app/[country]/[lang]/_routes/happening';

/** The same screen as /happening/services, under the name the booking pages link to. */
const route = servicesRoute('beauty-services');

export const generateMetadata = route.generateMetadata;
export default route.Page;
