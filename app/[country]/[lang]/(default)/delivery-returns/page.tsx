import { contentRoute } from '@/app/[country]/[lang]/_routes/content';

const route = contentRoute('delivery-returns');

export const generateMetadata = route.generateMetadata;
export default route.Page;
