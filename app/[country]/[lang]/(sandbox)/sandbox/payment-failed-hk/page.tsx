import { orderFixtureRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = orderFixtureRoute('payment-failed-hk');

export const generateMetadata = route.generateMetadata;
export default route.Page;
