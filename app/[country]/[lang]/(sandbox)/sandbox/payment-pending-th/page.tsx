import { orderFixtureRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = orderFixtureRoute('payment-pending-th');

export const generateMetadata = route.generateMetadata;
export default route.Page;
