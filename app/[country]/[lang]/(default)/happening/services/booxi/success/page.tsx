import { booxiReturnRoute } from '@/app/[country]/[lang]/_routes/happening';

const route = booxiReturnRoute('success');

export const generateMetadata = route.generateMetadata;
export default route.Page;
