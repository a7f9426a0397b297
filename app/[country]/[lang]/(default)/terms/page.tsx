import { contentRoute } from '@/app/[country]/[lang]/_routes/content';

const route = contentRoute('terms');

export const generateMetadata = route.generateMetadata;
export default route.Page;
