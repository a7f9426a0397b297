import { OrderStatePanel } from '@/components/sandbox/order-state-panel';
import { sandboxRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = sandboxRoute('order-state', ({ country, lang, credential, searchParams }) => (
  <OrderStatePanel country={country} lang={lang} credential={credential} search={searchParams} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
