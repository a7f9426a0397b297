import { orderFixtureRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = orderFixtureRoute('order-confirmation-sg');

export const generateMetadata = route.generateMetadata;
export default route.Page;
