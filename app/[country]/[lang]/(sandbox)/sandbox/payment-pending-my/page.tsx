import { orderFixtureRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = orderFixtureRoute('payment-pending-my');

export const generateMetadata = route.generateMetadata;
export default route.Page;
