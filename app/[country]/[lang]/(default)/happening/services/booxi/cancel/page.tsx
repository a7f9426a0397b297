import { booxiReturnRoute } from '@/app/[country]/[lang]/_routes/happening';

const route = booxiReturnRoute('cancel');

export const generateMetadata = route.generateMetadata;
export default route.Page;
