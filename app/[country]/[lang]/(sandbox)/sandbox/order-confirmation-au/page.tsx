import { orderFixtureRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = orderFixtureRoute('order-confirmation-au');

export const generateMetadata = route.generateMetadata;
export default route.Page;
